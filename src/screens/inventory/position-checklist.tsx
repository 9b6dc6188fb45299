import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { stack } from '../../../styled-system/patterns';
import type { PositionRefusal } from '../../domain/position-availability';
import type { Position } from '../../domain/warehouse';
import { usePositionChoices } from '../../services/inventory.api';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { EmptyState, FailedState } from '../../ui/states';
import { useT } from '../../ui/use-t';

const listBox = css({
  maxHeight: '18rem',
  overflowY: 'auto',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  padding: '2',
  minWidth: '0',
});
// issue 31 "a readable grid": one cell a position, as many columns as fit (one on a handheld)
const cells = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  columnGap: '4',
  rowGap: '1',
});
const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const count = css({ fontSize: 'sm', color: 'textMuted', marginLeft: 'auto' });
const errorText = css({ color: 'danger', fontSize: 'sm' });

/**
 * The positions of the viewed company to choose from (GET /position by code), as checkboxes. A
 * position `refusal` names is shown marked ("*" in inventory, doc 3 §4) and cannot be chosen.
 * Issue 31: a grid of positions, the code filter, "select all" (the choosable ones shown) and
 * "select none", and how many are chosen.
 */
export function PositionChecklist({
  chosen,
  onChange,
  refusal,
  error,
}: {
  chosen: string[];
  onChange: (ids: string[]) => void;
  refusal?: (p: Position) => PositionRefusal | null;
  error?: string;
}) {
  const t = useT();
  const [code, setCode] = useState('');
  const choices = usePositionChoices(code);
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  const shown = choices.data?.positions ?? [];
  const choosable = shown.filter((p) => (refusal?.(p) ?? null) === null).map((p) => p.id);
  const selectAll = () => onChange([...new Set([...chosen, ...choosable])]);
  const label = (p: Position) => {
    const reason = refusal?.(p) ?? null;
    if (reason === 'inInventory') return t('inventory.create.inInventory', { code: p.code });
    if (reason === 'virtual') return t('inventory.create.virtual', { code: p.code });
    return `${p.code} · ${p.warehouse.name}`;
  };
  return (
    <div className={stack({ gap: '2' })}>
      <TextField
        label={t('inventory.create.search')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <div className={toolbar}>
        <Button variant="outline" size="sm" disabled={choosable.length === 0} onClick={selectAll}>
          {t('inventory.create.selectAll', { count: choosable.length })}
        </Button>
        <Button variant="outline" size="sm" disabled={chosen.length === 0} onClick={() => onChange([])}>
          {t('inventory.create.selectNone')}
        </Button>
        <span className={count} aria-live="polite">
          {t('inventory.create.chosen', { count: chosen.length })}
        </span>
      </div>
      <fieldset className={listBox} aria-describedby={error ? 'position-choice-error' : undefined}>
        <legend className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
          {t('inventory.create.positions')}
        </legend>
        {choices.isPending && <Spinner size="sm" />}
        {choices.isError && <FailedState />}
        {choices.data?.positions.length === 0 && <EmptyState />}
        <div className={cells}>
          {shown.map((p) => (
            <Checkbox
              key={p.id}
              label={label(p)}
              checked={chosen.includes(p.id)}
              disabled={(refusal?.(p) ?? null) !== null}
              onCheckedChange={(on) => toggle(p.id, on)}
            />
          ))}
        </div>
      </fieldset>
      {error && (
        <p id="position-choice-error" role="alert" className={errorText}>
          {error}
        </p>
      )}
    </div>
  );
}
