import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { cx, sva } from '../../styled-system/css';
import { srOnly } from './a11y';
import { CheckIcon, MinusIcon } from './icons';
import { type ToggleProps, toggleRoot } from './toggle.styles';

export const checkboxRecipe = sva({
  slots: ['control', 'label'],
  base: {
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

export interface CheckboxProps extends ToggleProps {
  checked: boolean | 'indeterminate';
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
      className={cx(toggleRoot, className)}
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
