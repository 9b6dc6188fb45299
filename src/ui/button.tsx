import type { ButtonHTMLAttributes, Ref } from 'react';
import { cva, cx, type RecipeVariantProps } from '../../styled-system/css';
import { Spinner } from './spinner';

export const buttonRecipe = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1.5',
    flexShrink: 0,
    fontWeight: 'medium',
    lineHeight: '1',
    whiteSpace: 'nowrap',
    borderRadius: 'md',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    cursor: 'pointer',
    userSelect: 'none',
    textDecoration: 'none',
    transition: 'background 0.12s, border-color 0.12s, color 0.12s',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-loading]': { cursor: 'progress' },
    // touch (issue 20): a finger needs 44 × 44 px whatever the size variant
    '@media (pointer: coarse)': { minHeight: '11', minWidth: '11' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent',
        color: 'white',
        _hover: { _enabled: { bg: 'accentHover' } },
        _active: { _enabled: { bg: 'accentActive' } },
      },
      outline: {
        bg: 'surface',
        color: 'accent',
        borderColor: 'border',
        _hover: { _enabled: { bg: 'accentSubtle', borderColor: 'accent' } },
      },
      ghost: {
        bg: 'transparent',
        color: 'text',
        _hover: { _enabled: { bg: 'surfaceHover' } },
        _expanded: { bg: 'surfaceHover' },
      },
      danger: {
        bg: 'danger',
        color: 'white',
        _hover: { _enabled: { bg: 'dangerHover' } },
      },
    },
    size: {
      sm: { height: '7', px: '2.5', fontSize: 'xs' },
      md: { height: '9', px: '3.5', fontSize: 'sm' },
      lg: { height: '11', px: '5', fontSize: 'md' },
    },
    iconOnly: {
      true: { px: '0', aspectRatio: 'square' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});

export type ButtonVariantProps = NonNullable<RecipeVariantProps<typeof buttonRecipe>>;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'solid' | 'outline' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner and disables the button (doc 1 §2.3: the login button spins while loading). */
  loading?: boolean;
  /** Square button holding only an icon; give it an aria-label. */
  iconOnly?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  loading = false,
  iconOnly,
  disabled,
  className,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonRecipe({ variant, size, iconOnly }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      {...props}
    >
      {loading && <Spinner size="sm" decorative />}
      {children}
    </button>
  );
}
