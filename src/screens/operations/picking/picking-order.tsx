import { memo } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { flex } from '../../../../styled-system/patterns';
import { isPickableRow } from '../../../domain/operation-rules';
import { can } from '../../../machines/ask';
import { type PickingItemEvent, pickingItemLifecycle } from '../../../machines/picking-item.machine';
import { pickingItemRecord } from '../../../machines/warehouse-records';
import type { PickingItem, PickingRow } from '../../../services/operations.types';
import { srOnly } from '../../../ui/a11y';
import { Button } from '../../../ui/button';
import { dataTableRecipe } from '../../../ui/data-table';
import { CommandButton } from '../shared/command-button';
import { formatQty } from '../shared/format';
import { OrderCard } from '../shared/order-card';
import { useRowText } from '../shared/row-text';
import { OperationStatusChip } from '../shared/status-chip';
import { QuantityEntry } from './quantity-entry';

// One order of a picking (doc 3 §2 "per-order item positions"): its header with the item actions
// and a dense table of its rows, each with the quantity entry and the row actions. Every button is
// enabled by the picking-item machine (`can`), fed with the order's rows and the entered quantity.

const muted = css({ color: 'textMuted' });
const cell = css({
  px: '2',
  py: '1',
  borderBottomWidth: '1px',
  borderColor: 'gray.200',
  verticalAlign: 'middle',
});
const num = css({ textAlign: 'right', whiteSpace: 'nowrap' });
const mono = css({ fontFamily: 'mono', fontSize: 'xs' });
const rowClass = css({
  '&[data-ready]': { bg: 'successSubtle' },
  '&[data-selected]': { bg: 'accentSubtle', boxShadow: 'inset 3px 0 0 token(colors.accent)' },
  '&[data-settled]': { color: 'textMuted' },
});
// Fixed column widths, so the columns of every order's table line up (the description takes the rest).
const COLUMNS = [
  ['position', css({ width: '28' })],
  ['sku', css({ width: '24' })],
  ['description', css({ width: 'auto' })],
  ['barcode', css({ width: '36' })],
  ['expected', css({ width: '20', textAlign: 'right' })],
  ['picked', css({ width: '20', textAlign: 'right' })],
  ['status', css({ width: '28' })],
  ['entered', css({ width: '28', textAlign: 'right' })],
  ['actions', css({ width: '48' })],
] as const;
const fixedTable = css({ tableLayout: 'fixed', minWidth: '5xl' });
const rowActions = flex({ gap: '1', justifyContent: 'flex-end' });

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
  const table = dataTableRecipe();
  const order = item.order.orderNumber;
  const rows = item.itemPositions;
  // the order as the picking-item machine sees it: its status and rows
  const itemCan = (event: PickingItemEvent) => can(pickingItemLifecycle, pickingItemRecord(item), event);

  return (
    <OrderCard
      kind="picking"
      item={item}
      canAssign={itemCan({ type: 'ASSIGN_USER' })}
      onAssign={(userId) => onAssign(item.id, userId)}
      actions={
        <CommandButton
          size="sm"
          variant="ghost"
          tone="danger"
          disabled={!itemCan({ type: 'CANCEL' })}
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
      <div className={css({ overflowX: 'auto' })}>
        <table className={cx(table.table, fixedTable)}>
          <caption className={srOnly}>{t('picking.order.rows', { order })}</caption>
          <thead className={table.head}>
            <tr>
              {COLUMNS.map(([c, width]) => (
                <th key={c} scope="col" className={cx(table.headerCell, width)}>
                  {t(`picking.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const entered = numbers[row.id] ?? null;
              const text = texts[row.id] ?? '';
              const open = isPickableRow(row);
              const canFinalize = itemCan({ type: 'FINALIZE_ROW', rowId: row.id, entered });
              const label = t('picking.row.enteredLabel', {
                sku: row.product.sku,
                position: row.position?.code ?? '—',
              });
              const finalize = () => {
                if (canFinalize && entered !== null && !busy) onConfirmRow(item, row, entered);
              };
              return (
                <tr
                  key={row.id}
                  data-row-id={row.id}
                  data-selected={selected.has(row.id) || undefined}
                  data-ready={(open && canFinalize) || undefined}
                  data-settled={!open || undefined}
                  className={rowClass}
                >
                  <td className={cx(cell, mono)}>
                    {row.position?.code ?? <span className={muted}>{t('picking.row.noPosition')}</span>}
                  </td>
                  <td className={cx(cell, mono)}>{row.product.sku}</td>
                  <td className={cell}>{row.product.description}</td>
                  <td className={cx(cell, mono)}>{row.product.barcode ?? ''}</td>
                  <td className={cx(cell, num)}>{formatQty(row.quantity)}</td>
                  <td className={cx(cell, num)}>{formatQty(row.separateQuantity)}</td>
                  <td className={cell}>
                    <OperationStatusChip status={row.status} />
                  </td>
                  <td className={cx(cell, num)}>
                    {open && (
                      <QuantityEntry
                        rowId={row.id}
                        label={label}
                        text={text}
                        entered={entered}
                        expected={row.quantity}
                        onText={onText}
                        onEnter={finalize}
                      />
                    )}
                  </td>
                  <td className={cell}>
                    {open && (
                      <div className={rowActions}>
                        <Button
                          size="sm"
                          disabled={!canFinalize || busy}
                          aria-label={t('picking.row.finalizeNamed', { sku: row.product.sku })}
                          onClick={finalize}
                        >
                          {t('picking.row.finalize')}
                        </Button>
                        <CommandButton
                          size="sm"
                          variant="ghost"
                          disabled={!itemCan({ type: 'REPORT_OCCURRENCE', rowId: row.id }) || busy}
                          ariaLabel={t('picking.row.occurrenceNamed', { sku: row.product.sku })}
                          title={t('picking.row.occurrenceTitle', { sku: row.product.sku })}
                          message={t('picking.row.occurrenceMessage', {
                            position: row.position?.code ?? '—',
                          })}
                          confirmLabel={t('picking.row.occurrence')}
                          onConfirm={() => onOccurrence(item.id, row.id)}
                        >
                          {t('picking.row.occurrence')}
                        </CommandButton>
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </OrderCard>
  );
}, sameOrderView);

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
