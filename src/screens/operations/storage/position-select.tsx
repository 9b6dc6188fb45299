import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { css } from '../../../../styled-system/css';
import type { StorageLine } from '../../../services/operations.types';
import { Select } from '../../../ui/select';

// The position selector of a storage line (doc 3 §2, §4): the suggested positions, a position in
// inventory marked with an asterisk and not choosable. `data-position-select` lets a scan focus it.

const box = css({ minWidth: '9rem' });

export interface PositionSelectProps {
  line: StorageLine;
  value: string | null;
  onChange: (positionId: string | null) => void;
  disabled?: boolean;
  error?: string;
}

export function PositionSelect({ line, value, onChange, disabled, error }: PositionSelectProps) {
  const intl = useIntl();
  const items = useMemo(
    () =>
      line.storagePositionSuggestions.map((s) => ({
        value: s.positionId,
        label: s.inInventory ? `${s.code} *` : s.code,
        disabled: s.inInventory,
      })),
    [line.storagePositionSuggestions],
  );
  return (
    <div className={box} data-position-select={line.id}>
      <Select
        hideLabel
        label={intl.formatMessage({ id: 'storage.lines.positionOf' }, { product: line.description })}
        placeholder={intl.formatMessage({ id: 'storage.lines.choosePosition' })}
        items={items}
        value={value}
        onValueChange={onChange}
        disabled={disabled}
        error={error}
      />
    </div>
  );
}

/** Moves the focus to the position selector of a line (after a scan). */
export function focusPositionSelect(lineId: string) {
  requestAnimationFrame(() => {
    const root = document.querySelector(`[data-position-select="${CSS.escape(lineId)}"]`);
    root?.querySelector<HTMLElement>('button, [role="combobox"]')?.focus();
  });
}
