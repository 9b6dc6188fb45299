import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { flex } from '../../../../styled-system/patterns';
import type { StorageItem, StorageLine } from '../../../services/operations.types';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { useT } from '../../../ui/use-t';
import { parseQty } from '../shared/format';
import { storageItemAnswers } from './storage-answers';

// The quantity correction of a short line (doc 3 §4: "quantity edit is possible only when the
// storage item is in occurrence"; §5: numeric text). Sent as text (contract: action=EDIT). Its label
// is shown (issue 20: a bare box beside "Corrigir" did not say what to type); the row names the
// product.

const row = flex({
  alignItems: 'flex-end',
  gap: '1',
  justifyContent: { base: 'flex-start', md: 'flex-end' },
});
const input = css({ width: '8rem', textAlign: 'left' });

export interface QuantityEditProps {
  item: StorageItem;
  line: StorageLine;
  onSave: (quantity: string) => Promise<unknown>;
}

export function QuantityEdit({ item, line, onSave }: QuantityEditProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const quantity = parseQty(text);
  const allowed = storageItemAnswers(item).mayEditQuantity(line, quantity);
  const save = async () => {
    setSaving(true);
    try {
      await onSave(String(quantity));
      setText('');
    } catch {
      // told by the API client
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className={row}>
      <TextField
        className={input}
        label={t('storage.lines.editLabel')}
        inputMode="decimal"
        value={text}
        error={text !== '' && quantity === null ? t('inbound.read.invalid') : undefined}
        onValueChange={setText}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && allowed) void save();
        }}
      />
      <Button size="sm" variant="outline" disabled={!allowed} loading={saving} onClick={() => void save()}>
        {t('storage.lines.saveQuantity')}
      </Button>
    </div>
  );
}
