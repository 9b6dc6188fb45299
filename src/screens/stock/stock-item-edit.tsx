import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { POSITION_ITEM_STATUSES, type PositionItemField } from '../../domain/product-register';
import type { PositionItem } from '../../services/products.api';
import { patchPositionItem } from '../../services/stock.api';
import { EditIcon } from '../../ui/action-icons';
import { TextField } from '../../ui/field';
import { CheckIcon, CloseIcon } from '../../ui/icons';
import { NativeSelect } from '../../ui/native-select';
import { RowActionButton } from '../../ui/row-actions';
import { useT } from '../../ui/use-t';

// One inline edit of a position item (doc 3 §2 Stock "inline editing of service tag, responsible,
// padlock and status per item"; §5 "need a non-empty value"; §7 PATCH /warehouse/position/{id}):
// the value with an edit button; editing shows a field (a select for status) with save and cancel.
// Enter saves, Escape cancels; an empty value is refused before any call.

const cell = css({ display: 'flex', alignItems: 'center', gap: '1', minWidth: '8rem' });

export interface StockItemEditProps {
  item: PositionItem;
  field: PositionItemField;
  onSaved: () => void;
}

export function StockItemEdit({ item, field, onSaved }: StockItemEditProps) {
  const t = useT();
  const [value, setValue] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = t(`stock.item.${field}`);
  const shown = field === 'status' ? t(`stock.status.${item.status}`) : (item[field] ?? '—');
  const empty = value !== null && value.trim() === '';

  const save = async () => {
    if (value === null || empty) return;
    setBusy(true);
    try {
      await patchPositionItem(item.id, field, value.trim());
      setValue(null);
      onSaved();
    } catch {
      // the API client showed the message; the edit stays open
    } finally {
      setBusy(false);
    }
  };

  if (value === null)
    return (
      <span className={cell}>
        {shown}
        <RowActionButton
          label={t('stock.edit.open', { field: label, position: item.position.code })}
          onClick={() => setValue(field === 'status' ? item.status : (item[field] ?? ''))}
        >
          <EditIcon />
        </RowActionButton>
      </span>
    );
  const keys = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void save();
    } else if (e.key === 'Escape') {
      e.stopPropagation();
      setValue(null);
    }
  };
  return (
    <span className={cell}>
      {field === 'status' ? (
        <NativeSelect
          label={label}
          hideLabel
          items={POSITION_ITEM_STATUSES.map((s) => ({ value: s, label: t(`stock.status.${s}`) }))}
          value={value}
          onValueChange={(v) => setValue(v ?? item.status)}
          onKeyDown={keys}
        />
      ) : (
        <TextField
          label={label}
          hideLabel
          value={value}
          autoFocus
          onValueChange={setValue}
          onKeyDown={keys}
          error={empty ? t('validation.required') : undefined}
        />
      )}
      <RowActionButton
        label={t('stock.edit.save')}
        onClick={() => void save()}
        loading={busy}
        disabled={empty}
      >
        <CheckIcon />
      </RowActionButton>
      <RowActionButton label={t('stock.edit.cancel')} onClick={() => setValue(null)}>
        <CloseIcon />
      </RowActionButton>
    </span>
  );
}
