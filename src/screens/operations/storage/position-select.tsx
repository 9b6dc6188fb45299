import { useMemo } from 'react';
import { css } from '../../../../styled-system/css';
import type { StorageLine } from '../../../services/operations.types';
import { NativeSelect } from '../../../ui/native-select';
import { useRowText } from '../shared/row-text';
import { positionItems } from './storage-choices';

// The position selector of a storage line (doc 3 §2, §4): the suggested positions sorted by code, a
// position in inventory marked with an asterisk (the detail's legend says why) and not choosable. A
// native select (src/ui/native-select.tsx): a storage page shows hundreds of lines, each with its own
// selector, so only the chosen option is in the page until the select is focused or pressed (the
// options come with the row: no call when it opens). `data-position-select` lets a scan or a
// missing position bring it into view.

const box = css({ minWidth: '9rem' });

export interface PositionSelectProps {
  line: StorageLine;
  value: string | null;
  onChange: (positionId: string | null) => void;
  disabled?: boolean;
  error?: string;
}

export function PositionSelect({ line, value, onChange, disabled, error }: PositionSelectProps) {
  const t = useRowText();
  const items = useMemo(() => positionItems(line), [line]);
  return (
    <NativeSelect
      className={box}
      data-position-select={line.id}
      size="sm"
      deferOptions
      hideLabel
      label={t('storage.lines.positionOf', { product: line.description })}
      placeholder={t('storage.lines.choosePosition')}
      items={items}
      value={value}
      onValueChange={onChange}
      disabled={disabled}
      error={error}
    />
  );
}

/**
 * Brings the position selector of a line into view; `focus` also moves the focus to it (a missing
 * position). After a scan the focus stays in the scan field, where the position read next goes.
 */
export function revealPositionSelect(lineId: string, focus: boolean) {
  requestAnimationFrame(() => {
    const select = document.querySelector<HTMLElement>(
      `select[data-position-select="${CSS.escape(lineId)}"]`,
    );
    select?.scrollIntoView?.({ block: 'nearest' });
    if (focus) select?.focus();
  });
}
