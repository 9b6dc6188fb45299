import { useIntl } from 'react-intl';
import { cva, type RecipeVariantProps } from '../../styled-system/css';

export const spinnerRecipe = cva({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: 'full',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: 'spin 0.7s linear infinite',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      sm: { width: '3', height: '3', borderWidth: '2px' },
      md: { width: '4', height: '4', borderWidth: '2px' },
      lg: { width: '8', height: '8', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerProps = RecipeVariantProps<typeof spinnerRecipe> & {
  /** Accessible text; defaults to "Loading". Pass `decorative` when a parent already says it. */
  label?: string;
  decorative?: boolean;
};

export function Spinner({ size, label, decorative }: SpinnerProps) {
  const intl = useIntl();
  if (decorative) return <span className={spinnerRecipe({ size })} aria-hidden="true" />;
  return (
    <span
      className={spinnerRecipe({ size })}
      role="status"
      aria-label={label ?? intl.formatMessage({ id: 'ui.loading' })}
    />
  );
}
