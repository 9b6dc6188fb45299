import { useState } from 'react';
import { useIntl } from 'react-intl';
import { grid } from '../../../../styled-system/patterns';
import { type PositionInput, positionFormProblems } from '../../../domain/positions';
import type { Problem } from '../../../domain/validation';
import { POSITION_TYPES, type Position, SCAN_TYPES } from '../../../domain/warehouse';
import {
  createPosition,
  updatePosition,
  usePosition,
  usePositionWarehouses,
} from '../../../services/positions.api';
import { Checkbox } from '../../../ui/checkbox';
import { TextField } from '../../../ui/field';
import { FormDialog } from '../../../ui/form-dialog';
import { Select } from '../../../ui/select';
import { useT } from '../../../ui/use-t';

// New / edit position (doc 3 §5 "Position form"): warehouse and type required; the full code, or
// street, column, level and gap with 1-character aliases; height, width, depth ≥ 1 cm (digits);
// weight and volume required; codes uppercased. The rules are positionFormProblems
// (src/domain/positions.ts), which POST/PATCH /position run too; a problem shows under its field
// once the user tried to save.

const fields = grid({ gridTemplateColumns: { base: '1fr', md: 'repeat(4, 1fr)' }, gap: '3' });
const TEXT_FIELDS = [
  'code',
  'street',
  'column',
  'level',
  'gap',
  'aliasStreet',
  'aliasColumn',
  'aliasLevel',
  'aliasGap',
  'rfidCode',
  'height',
  'width',
  'depth',
  'weight',
  'volume',
] as const;
type Draft = Record<(typeof TEXT_FIELDS)[number] | 'warehouse' | 'type' | 'scanType' | 'status', string> & {
  isVirtual: boolean;
};
const UPPER = new Set([
  'code',
  'street',
  'column',
  'level',
  'gap',
  'aliasStreet',
  'aliasColumn',
  'aliasLevel',
  'aliasGap',
  'rfidCode',
]);

function draftOf(p: ReturnType<typeof usePosition>['data'] | null): Draft {
  const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    warehouse: s(p?.warehouse.id),
    type: s(p?.type),
    code: s(p?.code),
    street: s(p?.street),
    column: s(p?.column),
    level: s(p?.level),
    gap: s(p?.gap),
    aliasStreet: s(p?.aliasStreet),
    aliasColumn: s(p?.aliasColumn),
    aliasLevel: s(p?.aliasLevel),
    aliasGap: s(p?.aliasGap),
    rfidCode: s(p?.rfidCode),
    scanType: s(p?.scanType ?? 'BARCODE'),
    status: s(p?.status ?? 'ACTIVE'),
    height: s(p?.height),
    width: s(p?.width),
    depth: s(p?.depth),
    weight: s(p?.weight),
    volume: s(p?.volume),
    isVirtual: p?.isVirtual ?? false,
  };
}

export function PositionFormDialog({
  position,
  onClose,
  onSaved,
}: {
  position: Position | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const current = usePosition(position?.id ?? null);
  const warehouses = usePositionWarehouses();
  const [draft, setDraft] = useState<Draft | null>(position ? null : draftOf(null));
  const [problems, setProblems] = useState<Problem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = draft ?? (current.data ? draftOf(current.data) : null);
  const set = (patch: Partial<Draft>) => shown && setDraft({ ...shown, ...patch });
  const errorOf = (field: string) => {
    const problem = problems?.find((p) => p.field === field);
    return problem ? intl.formatMessage({ id: problem.key }, problem.values) : undefined;
  };

  const submit = async () => {
    if (!shown) return;
    const input: PositionInput = { ...shown, code: shown.code || null };
    const found = positionFormProblems(input);
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      if (position) await updatePosition(position.id, input);
      else await createPosition(input);
      onSaved();
    } catch {
      // toasted by the API client; the dialog stays open
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={position ? t('positions.form.editTitle', { code: position.code }) : t('positions.form.newTitle')}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      cancelLabel={t('positions.form.cancel')}
      saveLabel={t('positions.form.save')}
      className={fields}
    >
      {shown && (
        <>
          <Select
            label={t('positions.form.warehouse')}
            required
            items={(warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} — ${w.name}` }))}
            value={shown.warehouse || null}
            error={errorOf('warehouse')}
            onValueChange={(warehouse) => set({ warehouse: warehouse ?? '' })}
          />
          <Select
            label={t('positions.form.type')}
            required
            items={POSITION_TYPES.map((v) => ({ value: v, label: t(`positions.type.${v}`) }))}
            value={shown.type || null}
            error={errorOf('type')}
            onValueChange={(type) => set({ type: type ?? '' })}
          />
          <Select
            label={t('positions.form.scanType')}
            items={SCAN_TYPES.map((v) => ({ value: v, label: v }))}
            value={shown.scanType || null}
            onValueChange={(scanType) => set({ scanType: scanType ?? 'BARCODE' })}
          />
          <Checkbox
            label={t('positions.form.isVirtual')}
            checked={shown.isVirtual}
            onCheckedChange={(isVirtual) => set({ isVirtual })}
          />
          {TEXT_FIELDS.map((name) => (
            <TextField
              key={name}
              label={t(`positions.form.${name}`)}
              hint={name === 'code' ? t('positions.form.codeHint') : undefined}
              inputMode={['height', 'width', 'depth'].includes(name) ? 'numeric' : undefined}
              value={shown[name]}
              error={errorOf(name)}
              onValueChange={(value) => set({ [name]: UPPER.has(name) ? value.toUpperCase() : value })}
            />
          ))}
        </>
      )}
    </FormDialog>
  );
}
