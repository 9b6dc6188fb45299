import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import { cx, sva } from '../../styled-system/css';
import { srOnly } from './a11y';
import { type ToggleProps, toggleRoot } from './toggle.styles';

export const switchRecipe = sva({
  slots: ['control', 'thumb', 'label'],
  base: {
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      width: '8',
      height: '4.5',
      p: '0.5',
      bg: 'gray.500',
      borderRadius: 'full',
      transition: 'background 0.15s',
      _checked: { bg: 'accent' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    },
    thumb: {
      width: '3.5',
      height: '3.5',
      bg: 'white',
      borderRadius: 'full',
      boxShadow: 'sm',
      transition: 'transform 0.15s',
      _checked: { transform: 'translateX(14px)' },
    },
    label: {},
  },
});

export interface SwitchProps extends ToggleProps {
  checked: boolean;
}

export function Switch({
  label,
  checked,
  onCheckedChange,
  disabled,
  name,
  hideLabel,
  className,
}: SwitchProps) {
  const styles = switchRecipe();
  return (
    <ArkSwitch.Root
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked)}
      disabled={disabled}
      name={name}
      className={cx(toggleRoot, className)}
    >
      <ArkSwitch.Control className={styles.control}>
        <ArkSwitch.Thumb className={styles.thumb} />
      </ArkSwitch.Control>
      <ArkSwitch.Label className={hideLabel ? srOnly : styles.label}>{label}</ArkSwitch.Label>
      <ArkSwitch.HiddenInput />
    </ArkSwitch.Root>
  );
}
