import { memo, useMemo } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { flex } from '../../../../styled-system/patterns';
import { isPickableRow } from '../../../domain/operation-rules';
import type { PickingItem, PickingRow } from '../../../services/operations.types';
import { Button } from '../../../ui/button';
import { CommandButton } from '../shared/command-button';
import { formatQty } from '../shared/format';
import { type LineColumn, LineTable } from '../shared/line-table';
import { OrderCard } from '../shared/order-card';
import { useRowText } from '../shared/row-text';
import { OperationStatusChip } from '../shared/status-chip';
import { pickingItemAnswers } from './picking-answers';
import { QuantityEntry } from './quantity-entry';

// One order of a picking (doc 3 §2 "per-order item positions"): its header with the item actions
// and its rows in the shared line table (a card per row on a handheld: SKU and description,
// position, expected / entered, Finalize), each with the quantity entry and the row actions. Every
// button is enabled by the picking-item machine (`can`), fed with the order's rows and the entered
// quantity.

const muted = css({ color: 'textMuted' });
const mono = css({ fontFamily: 'mono', fontSize: 'xs' });
const rowClass = css({
  '&[data-ready]': { bg: 'successSubtle' },
  '&[data-selected]': { bg: 'accentSubtle', boxShadow: 'inset 3px 0 0 token(colors.accent)' },
  '&[data-settled]': { color: 'textMuted' },
});
// Fixed column widths from md up, so the columns of every order's table line up (the description
// takes the rest); below md each row is a card (line-table.tsx).
const width = {
  position: css({ md: { width: '28' } }),
  sku: css({ md: { width: '24' } }),
  barcode: css({ md: { width: '36' } }),
  qty: css({ md: { width: '20' } }),
  status: css({ md: { width: '28' } }),
  entered: css({ md: { width: '28' } }),
  actions: css({ md: { width: '48' } }),
};
const wideTable = css({ md: { minWidth: '5xl' } });
const rowActions = flex({ gap: '1', justifyContent: { base: 'flex-start', md: 'flex-end' } });

/** What a row shows besides the row itself (compared key by key: a typed quantity re-renders one row). */
interface RowView {
  text: string;
  entered: number | null;
  open: boolean;
  canFinalize: boolean;
  canOccurrence: boolean;
  selected: boolean;
  busy: boolean;
}

export interface PickingOrderProps {
  item: PickingItem;
  texts: Readonly<Record<string, string>>;
  numbers: Readonly<Record<string, number | null>>;
  selected: ReadonlySet<string>;
  busy: boolean;
  onText: (rowId: string, text: string) => void;
  onConfirmRow: (item: PickingItem, row: PickingRow, quantity: number) => void;
  onOccurrence: (itemId: string, rowId: string) => Promise<unknown>;
  onAssign: (itemId: string, userId: string) => Promise<unknown>;
  onCancel: (itemId: string) => Promise<unknown>;
}

export const PickingOrder = memo(function PickingOrder({
  item,
  texts,
  numbers,
  selected,
  busy,
  onText,
  onConfirmRow,
  onOccurrence,
  onAssign,
  onCancel,
}: PickingOrderProps) {
  const t = useRowText();
  const order = item.order.orderNumber;
  // the order as the picking-item machine sees it: its status and rows
  const answers = pickingItemAnswers(item);
  const columns = useMemo((): LineColumn<PickingRow, RowView>[] => {
    const finalize = (row: PickingRow, v: RowView) => {
      if (v.canFinalize && v.entered !== null && !v.busy) onConfirmRow(item, row, v.entered);
    };
    const header = (c: string) => t(`picking.columns.${c}`);
    return [
      {
        key: 'position',
        header: header('position'),
        slot: 'position',
        className: cx(width.position, mono),
        render: (r) => r.position?.code ?? <span className={muted}>{t('picking.row.noPosition')}</span>,
      },
      {
        key: 'sku',
        header: header('sku'),
        slot: 'title',
        className: cx(width.sku, mono),
        render: (r) => r.product.sku,
      },
      {
        key: 'description',
        header: header('description'),
        slot: 'title',
        render: (r) => r.product.description,
      },
      {
        key: 'barcode',
        header: header('barcode'),
        slot: 'meta',
        className: cx(width.barcode, mono),
        render: (r) => r.product.barcode ?? '',
      },
      {
        key: 'expected',
        header: header('expected'),
        slot: 'quantity',
        align: 'right',
        className: width.qty,
        render: (r) => formatQty(r.quantity),
      },
      {
        key: 'picked',
        header: header('picked'),
        slot: 'meta',
        align: 'right',
        className: width.qty,
        render: (r) => formatQty(r.separateQuantity),
      },
      {
        key: 'status',
        header: header('status'),
        slot: 'meta',
        className: width.status,
        render: (r) => <OperationStatusChip status={r.status} />,
      },
      {
        key: 'entered',
        header: header('entered'),
        slot: 'quantity',
        align: 'right',
        className: width.entered,
        render: (r, v) =>
          v.open && (
            <QuantityEntry
              rowId={r.id}
              label={t('picking.row.enteredLabel', { sku: r.product.sku, position: r.position?.code ?? '—' })}
              text={v.text}
              entered={v.entered}
              expected={r.quantity}
              onText={onText}
              onEnter={() => finalize(r, v)}
            />
          ),
      },
      {
        key: 'actions',
        header: header('actions'),
        slot: 'action',
        className: width.actions,
        render: (r, v) =>
          v.open && (
            <div className={rowActions}>
              <Button
                size="sm"
                disabled={!v.canFinalize || v.busy}
                aria-label={t('picking.row.finalizeNamed', { sku: r.product.sku })}
                onClick={() => finalize(r, v)}
              >
                {t('picking.row.finalize')}
              </Button>
              <CommandButton
                size="sm"
                variant="ghost"
                disabled={!v.canOccurrence || v.busy}
                ariaLabel={t('picking.row.occurrenceNamed', { sku: r.product.sku })}
                title={t('picking.row.occurrenceTitle', { sku: r.product.sku })}
                message={t('picking.row.occurrenceMessage', { position: r.position?.code ?? '—' })}
                confirmLabel={t('picking.row.occurrence')}
                onConfirm={() => onOccurrence(item.id, r.id)}
              >
                {t('picking.row.occurrence')}
              </CommandButton>
            </div>
          ),
      },
    ];
  }, [item, t, onText, onConfirmRow, onOccurrence]);

  const viewOf = (row: PickingRow): RowView => {
    const entered = numbers[row.id] ?? null;
    const open = isPickableRow(row);
    return {
      text: texts[row.id] ?? '',
      entered,
      open,
      canFinalize: open && answers.finalizeRow(row.id, entered),
      canOccurrence: open && answers.occurrence(row.id),
      selected: selected.has(row.id),
      busy,
    };
  };

  return (
    <OrderCard
      kind="picking"
      item={item}
      canAssign={answers.assignUser}
      onAssign={(userId) => onAssign(item.id, userId)}
      actions={
        <CommandButton
          size="sm"
          variant="ghost"
          tone="danger"
          disabled={!answers.cancel}
          ariaLabel={t('picking.order.cancel', { order })}
          title={t('picking.order.cancelTitle', { order })}
          message={t('picking.order.cancelMessage')}
          confirmLabel={t('picking.order.yesCancel')}
          onConfirm={() => onCancel(item.id)}
        >
          {t('operations.actions.cancel')}
        </CommandButton>
      }
    >
      <div className={wideTable}>
        <LineTable
          caption={t('picking.order.rows', { order })}
          columns={columns}
          lines={item.itemPositions}
          lineKey={(r) => r.id}
          viewOf={viewOf}
          rowData={rowData}
          rowClassName={rowClass}
          fixed
        />
      </div>
    </OrderCard>
  );
}, sameOrderView);

const rowData = (row: PickingRow, v: RowView) => ({
  'data-row-id': row.id,
  'data-selected': v.selected ? '' : undefined,
  'data-ready': v.open && v.canFinalize ? '' : undefined,
  'data-settled': v.open ? undefined : '',
});

/** A card re-renders only when something of its own rows changed (a 5,000-row picking types fast). */
function sameOrderView(a: PickingOrderProps, b: PickingOrderProps): boolean {
  if (a.item !== b.item || a.busy !== b.busy) return false;
  if (a.onText !== b.onText || a.onConfirmRow !== b.onConfirmRow || a.onOccurrence !== b.onOccurrence)
    return false;
  if (a.onAssign !== b.onAssign || a.onCancel !== b.onCancel) return false;
  return a.item.itemPositions.every(
    (r) => a.texts[r.id] === b.texts[r.id] && a.selected.has(r.id) === b.selected.has(r.id),
  );
}
