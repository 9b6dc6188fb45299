import { cx } from '../../../styled-system/css';
import { BRAZILIAN_STATES } from '../../domain/brazilian-states';
import { Switch } from '../switch';
import { switchCell } from './form-grid';

// Fields shared by the register form dialogs (customers, transporters).

/** The state (UF) choices of an address. */
export const STATE_ITEMS = BRAZILIAN_STATES.map((s) => ({ value: s, label: s }));

export interface SwitchCellProps {
  /** The grid span class of the cell. */
  className: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A Switch in a cell of the form grid, aligned with the text fields beside it. */
export function SwitchCell({ className, label, checked, onCheckedChange }: SwitchCellProps) {
  return (
    <div className={cx(className, switchCell)}>
      <Switch label={label} checked={checked} onCheckedChange={onCheckedChange} />
    </div>
  );
}
