import { memo, useMemo } from 'react';
import { css } from '../../../../styled-system/css';
import { formatDate } from '../../../services/format';
import type { StorageItem, StorageLine } from '../../../services/operations.types';
import { Button } from '../../../ui/button';
import { formatQty, parseQty } from '../shared/format';
import { type LineColumn, LineTable } from '../shared/line-table';
import { QuantityInput } from '../shared/quantity-input';
import { useRowText } from '../shared/row-text';
import { OperationStatusChip } from '../shared/status-chip';
import { PositionSelect } from './position-select';
import { QuantityEdit } from './quantity-edit';
import { storageItemAnswers } from './storage-answers';
import { chosenPosition, readText } from './storage-choices';

// The lines of a storage item (doc 3 §2 Storage: description, manufacturer code, batch, expiry,
// barcode, unit, quantity, read quantity, status, position selector) with the per-line finalize,
// in the shared line table (a card per line on a handheld). An open line's read quantity is typed
// (defaults to the expected one); Finalize is enabled only when the storage-item machine accepts
// FINALIZE_LINE with the chosen position and that quantity (doc 3 §4: disabled while no position is
// chosen); the field says why a quantity is refused. A short read puts the line in OCCURRENCE, where
// the quantity correction (EDIT) shows. Each line is a memoised row: typing re-renders that row.

const stored = css({ fontSize: 'xs', color: 'textMuted' });

export interface StorageLinesProps {
  item: StorageItem;
  choices: Readonly<Record<string, string>>;
  /** typed read quantities (a line without one reads its expected quantity) */
  reads: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  finalizing: string | null;
  onChoose: (line: StorageLine, positionId: string | null) => void;
  onRead: (line: StorageLine, text: string) => void;
  /** finalize a line (positionId null: Enter pressed before a position was chosen) */
  onFinalize: (item: StorageItem, line: StorageLine, positionId: string | null, quantity: number) => void;
  onEditQuantity: (item: StorageItem, line: StorageLine, quantity: string) => Promise<unknown>;
}

/** What a line's row shows besides the line (compared key by key: only a changed row re-renders). */
interface LineView {
  open: boolean;
  correctable: boolean;
  text: string;
  problem: 'invalid' | 'range' | null;
  position: string | null;
  /** the machine accepts FINALIZE_LINE with this position and quantity */
  ready: boolean;
  error: string | undefined;
  busy: boolean;
}

function lineView(item: StorageItem, line: StorageLine, props: StorageLinesProps): LineView {
  const answers = storageItemAnswers(item);
  const open = answers.lineOpen(line);
  const text = readText(line, props.reads);
  const problem = open ? answers.readProblem(line, text) : null;
  const position = chosenPosition(line, props.choices);
  const quantity = parseQty(text);
  return {
    open,
    correctable: !open && answers.lineCorrectable(line),
    text,
    problem,
    position,
    ready: open && quantity !== null && answers.mayFinalizeLine(line, position, quantity),
    error: props.errors[line.id],
    busy: props.finalizing === line.id,
  };
}

export const StorageLines = memo(function StorageLines(props: StorageLinesProps) {
  const { item, onChoose, onRead, onFinalize, onEditQuantity } = props;
  const t = useRowText();
  const columns = useMemo((): LineColumn<StorageLine, LineView>[] => {
    const finalize = (line: StorageLine, view: LineView) => {
      const quantity = parseQty(view.text);
      if (quantity !== null && view.problem === null) onFinalize(item, line, view.position, quantity);
    };
    const problemText = (line: StorageLine, view: LineView) => {
      if (view.problem === 'invalid') return t('inbound.read.invalid');
      return view.problem === 'range'
        ? t('storage.lines.readRange', { max: formatQty(line.quantity) })
        : null;
    };
    return [
      { key: 'description', header: t('storage.lines.description'), slot: 'title' },
      {
        key: 'manufactorCode',
        header: t('storage.lines.manufacturerCode'),
        slot: 'meta',
        render: (l) => l.product?.manufactorCode,
      },
      { key: 'productBatch', header: t('storage.lines.batch'), slot: 'meta' },
      {
        key: 'productExpire',
        header: t('storage.lines.expiry'),
        slot: 'meta',
        render: (l) => formatDate(l.productExpire),
      },
      { key: 'barcode', header: t('storage.lines.barcode'), slot: 'meta' },
      { key: 'un', header: t('storage.lines.unit'), slot: 'meta' },
      {
        key: 'status',
        header: t('storage.lines.status'),
        slot: 'meta',
        render: (l) => <OperationStatusChip status={l.status} />,
      },
      {
        key: 'quantity',
        header: t('storage.lines.quantity'),
        slot: 'quantity',
        align: 'right',
        render: (l) => formatQty(l.quantity),
      },
      {
        key: 'readQuantity',
        header: t('storage.lines.read'),
        slot: 'quantity',
        align: 'right',
        render: (l, v) =>
          v.open ? (
            <QuantityInput
              id={`read-${l.id}`}
              label={t('storage.lines.readOf', { product: l.description })}
              value={v.text}
              onValueChange={(text) => onRead(l, text)}
              onEnter={() => finalize(l, v)}
              error={problemText(l, v)}
            />
          ) : (
            formatQty(l.readQuantity)
          ),
      },
      {
        key: 'position',
        header: t('storage.lines.position'),
        slot: 'position',
        render: (l, v) =>
          v.open ? (
            <PositionSelect
              line={l}
              value={v.position}
              onChange={(positionId) => onChoose(l, positionId)}
              error={v.error}
            />
          ) : (
            <span className={stored}>
              {l.storagePosition.map((p) => `${p.position} (${formatQty(p.quantity)})`).join(', ')}
            </span>
          ),
      },
      {
        key: 'actions',
        header: t('operations.columns.actions'),
        slot: 'action',
        align: 'right',
        render: (l, v) =>
          v.correctable ? (
            <QuantityEdit item={item} line={l} onSave={(quantity) => onEditQuantity(item, l, quantity)} />
          ) : (
            v.open && (
              <Button
                size="sm"
                variant="outline"
                data-line-finalize={l.id}
                loading={v.busy}
                disabled={!v.ready}
                aria-label={t('storage.lines.finalizeOf', { product: l.description })}
                onClick={() => finalize(l, v)}
              >
                {t('operations.actions.finalize')}
              </Button>
            )
          ),
      },
    ];
  }, [item, t, onChoose, onRead, onFinalize, onEditQuantity]);

  return (
    <LineTable
      caption={t('storage.lines.caption', { order: item.order.orderNumber })}
      columns={columns}
      lines={item.order.items}
      lineKey={(l) => l.id}
      viewOf={(l) => lineView(item, l, props)}
    />
  );
}, sameLines);

/** An order's lines re-render only when something of their own changed (a page holds 600 lines). */
function sameLines(a: StorageLinesProps, b: StorageLinesProps): boolean {
  if (a.item !== b.item || a.onChoose !== b.onChoose || a.onRead !== b.onRead) return false;
  if (a.onFinalize !== b.onFinalize || a.onEditQuantity !== b.onEditQuantity) return false;
  return a.item.order.items.every(
    (l) =>
      a.choices[l.id] === b.choices[l.id] &&
      a.reads[l.id] === b.reads[l.id] &&
      a.errors[l.id] === b.errors[l.id] &&
      (a.finalizing === l.id) === (b.finalizing === l.id),
  );
}
