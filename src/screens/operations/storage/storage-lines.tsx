import { memo } from 'react';
import { css } from '../../../../styled-system/css';
import { formatDate } from '../../../services/format';
import type { StorageItem, StorageLine } from '../../../services/operations.types';
import { Button } from '../../../ui/button';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { formatQty, parseQty } from '../shared/format';
import { QuantityInput } from '../shared/quantity-input';
import { useRowText } from '../shared/row-text';
import { OperationStatusChip } from '../shared/status-chip';
import { PositionSelect } from './position-select';
import { QuantityEdit } from './quantity-edit';
import { chosenPosition, isLineCorrectable, isLineOpen, readProblem, readText } from './storage-choices';

// The lines of a storage item (doc 3 §2 Storage: description, manufacturer code, batch, expiry,
// barcode, unit, quantity, read quantity, status, position selector) with the per-line finalize
// (storage-item machine; "position field is required" when none is chosen, doc 3 §5). An open
// line's read quantity is typed (defaults to the expected one; the machine's FINALIZE_LINE guard
// decides, the field says why not); a short read puts the line in OCCURRENCE, where the quantity
// correction (EDIT) shows. Memoized per item: typing in one line re-renders only its order.

const actions = css({ display: 'inline-flex', gap: '1', justifyContent: 'flex-end' });
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
  onFinalize: (item: StorageItem, line: StorageLine, positionId: string | null, quantity: number) => void;
  onEditQuantity: (item: StorageItem, line: StorageLine, quantity: string) => Promise<unknown>;
}

export const StorageLines = memo(function StorageLines({
  item,
  choices,
  reads,
  errors,
  finalizing,
  onChoose,
  onRead,
  onFinalize,
  onEditQuantity,
}: StorageLinesProps) {
  const t = useRowText();
  // What each line shows, asked once per line (the columns below read it).
  const view = new Map(
    item.order.items.map((l) => {
      const open = isLineOpen(item, l);
      const text = readText(l, reads);
      const problem = open ? readProblem(item, l, text) : null;
      return [l.id, { open, text, problem }] as const;
    }),
  );
  const of = (l: StorageLine) => view.get(l.id) ?? { open: false, text: '', problem: null };
  const problemText = (line: StorageLine) => {
    const { problem } = of(line);
    if (problem === 'invalid') return t('inbound.read.invalid');
    return problem === 'range' ? t('storage.lines.readRange', { max: formatQty(line.quantity) }) : null;
  };
  const finalize = (line: StorageLine) => {
    const quantity = parseQty(of(line).text);
    if (quantity !== null && of(line).problem === null)
      onFinalize(item, line, chosenPosition(line, choices), quantity);
  };

  const columns: DataTableColumn<StorageLine>[] = [
    { key: 'description', header: t('storage.lines.description') },
    {
      key: 'manufactorCode',
      header: t('storage.lines.manufacturerCode'),
      render: (l) => l.product?.manufactorCode,
    },
    { key: 'productBatch', header: t('storage.lines.batch') },
    { key: 'productExpire', header: t('storage.lines.expiry'), render: (l) => formatDate(l.productExpire) },
    { key: 'barcode', header: t('storage.lines.barcode') },
    { key: 'un', header: t('storage.lines.unit') },
    {
      key: 'quantity',
      header: t('storage.lines.quantity'),
      align: 'right',
      render: (l) => formatQty(l.quantity),
    },
    {
      key: 'readQuantity',
      header: t('storage.lines.read'),
      align: 'right',
      render: (l) =>
        of(l).open ? (
          <QuantityInput
            id={`read-${l.id}`}
            label={t('storage.lines.readOf', { product: l.description })}
            value={of(l).text}
            onValueChange={(text) => onRead(l, text)}
            onEnter={() => finalize(l)}
            error={problemText(l)}
          />
        ) : (
          formatQty(l.readQuantity)
        ),
    },
    {
      key: 'status',
      header: t('storage.lines.status'),
      render: (l) => <OperationStatusChip status={l.status} />,
    },
    {
      key: 'position',
      header: t('storage.lines.position'),
      render: (l) =>
        of(l).open ? (
          <PositionSelect
            line={l}
            value={chosenPosition(l, choices)}
            onChange={(positionId) => onChoose(l, positionId)}
            error={errors[l.id]}
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
      align: 'right',
      render: (l) =>
        isLineCorrectable(item, l) ? (
          <QuantityEdit item={item} line={l} onSave={(quantity) => onEditQuantity(item, l, quantity)} />
        ) : (
          of(l).open && (
            <span className={actions}>
              <Button
                size="sm"
                variant="outline"
                loading={finalizing === l.id}
                disabled={of(l).problem !== null}
                aria-label={t('storage.lines.finalizeOf', { product: l.description })}
                onClick={() => finalize(l)}
              >
                {t('operations.actions.finalize')}
              </Button>
            </span>
          )
        ),
    },
  ];

  return (
    <DataTable
      caption={t('storage.lines.caption', { order: item.order.orderNumber })}
      columns={columns}
      rows={item.order.items}
      rowKey={(l) => l.id}
      loading={false}
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
