import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import type { ReactNode } from 'react';
import { cx, sva } from '../../styled-system/css';
import { srOnly } from './a11y';
import { CheckIcon, MinusIcon } from './icons';

export const checkboxRecipe = sva({
  slots: ['root', 'control', 'label'],
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      cursor: 'pointer',
      userSelect: 'none',
      fontSize: 'sm',
      _disabled: { opacity: 0.55, cursor: 'not-allowed' },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: '4',
      height: '4',
      color: 'white',
      bg: 'surface',
      borderWidth: '1.5px',
      borderColor: 'borderStrong',
      borderRadius: 'sm',
      transition: 'background 0.1s, border-color 0.1s',
      _checked: { bg: 'accent', borderColor: 'accent' },
      _indeterminate: { bg: 'accent', borderColor: 'accent' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
      '&[data-invalid], &[aria-invalid=true]': { borderColor: 'danger' },
    },
    label: {},
  },
});

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean | 'indeterminate';
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  /** Keep the label for assistive technology only (row selection in tables). */
  hideLabel?: boolean;
  className?: string;
}

export function Checkbox({
  label,
  checked,
  onCheckedChange,
  disabled,
  name,
  hideLabel,
  className,
}: CheckboxProps) {
  const styles = checkboxRecipe();
  return (
    <ArkCheckbox.Root
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked === true)}
      disabled={disabled}
      name={name}
      className={cx(styles.root, className)}
    >
      <ArkCheckbox.Control className={styles.control}>
        <ArkCheckbox.Indicator>
          <CheckIcon size={12} strokeWidth={3} />
        </ArkCheckbox.Indicator>
        <ArkCheckbox.Indicator indeterminate>
          <MinusIcon size={12} strokeWidth={3} />
        </ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      <ArkCheckbox.Label className={hideLabel ? srOnly : styles.label}>{label}</ArkCheckbox.Label>
      <ArkCheckbox.HiddenInput />
    </ArkCheckbox.Root>
  );
}
