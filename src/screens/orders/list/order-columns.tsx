import { css } from '../../../../styled-system/css';
import type { OrderListRow } from '../../../domain/order-records';
import { isScheduledOrder, type OrderType } from '../../../domain/orders';
import { formatDateTime } from '../../../services/format';
import { ClockIcon } from '../../../ui/action-icons';
import { Checkbox } from '../../../ui/checkbox';
import { useCodeLabels } from '../../../ui/code-labels';
import type { DataTableColumn } from '../../../ui/data-table';
import { Badge, statusTone } from '../../../ui/status-badge';
import { useT } from '../../../ui/use-t';
import type { OrderSelection } from '../selection/use-order-selection';
import { OrderRowActions } from './order-row-actions';
import { SORT_FIELDS } from './orders-query';
import type { PrintKind } from './print-order';

// The columns of the orders list (doc 2 §2 "Orders list"): the selection checkboxes, the sortable
// columns, the row actions. The list itself: orders.screen.tsx.

const numberCell = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', fontWeight: 'medium' });
const muted = css({ color: 'textMuted' });
const tradeName = css({ display: 'block', fontSize: 'xs', color: 'textMuted' });

export interface OrderColumnsOptions {
  /** the rows of the page shown (undefined while loading) */
  rows: OrderListRow[] | undefined;
  selection: OrderSelection;
  onView: (row: OrderListRow) => void;
  onChangeType: (row: OrderListRow, type: OrderType) => void;
  onPrint: (row: OrderListRow, kind: PrintKind) => void;
}

export function useOrderColumns({
  rows,
  selection,
  onView,
  onChangeType,
  onPrint,
}: OrderColumnsOptions): DataTableColumn<OrderListRow>[] {
  const t = useT();
  const labels = useCodeLabels();
  const pageRows = rows ?? [];
  const selectableOnPage = pageRows.filter((row) => selection.canSelect(row));
  const chosenOnPage = selectableOnPage.filter((row) => selection.ids.has(row.id)).length;
  const headerChecked =
    chosenOnPage === 0 ? false : chosenOnPage === selectableOnPage.length ? true : ('indeterminate' as const);

  return [
    {
      key: 'select',
      width: '2.5rem',
      header: (
        <Checkbox
          label={t('orders.list.selectPage')}
          hideLabel
          checked={headerChecked}
          disabled={selectableOnPage.length === 0}
          onCheckedChange={(on) => selection.setPage(selectableOnPage, on)}
        />
      ),
      render: (row) => (
        <Checkbox
          label={t('orders.list.selectOrder', { number: row.orderNumber })}
          hideLabel
          checked={selection.ids.has(row.id)}
          disabled={!selection.canSelect(row) || selection.generating}
          onCheckedChange={(on) => selection.toggle(row, on)}
        />
      ),
    },
    {
      key: 'orderNumber',
      header: t('orders.list.columns.orderNumber'),
      sortable: true,
      sortField: SORT_FIELDS.orderNumber,
      render: (row) => (
        <span className={numberCell}>
          {row.orderNumber}
          {isScheduledOrder(row) && (
            <Badge tone="info" title={t('orders.list.scheduledHint')}>
              <ClockIcon size={12} />
              {t('orders.list.scheduled')}
            </Badge>
          )}
        </span>
      ),
    },
    {
      key: 'orderDate',
      header: t('orders.list.columns.orderDate'),
      sortable: true,
      sortField: SORT_FIELDS.orderDate,
      render: (row) => formatDateTime(row.orderDate),
    },
    {
      key: 'client',
      header: t('orders.list.columns.client'),
      // The "Cliente" filter matches the name or the trade name (doc 2 §2 "client name"): a trade
      // name that differs is shown under the name, so a row found by it says why (issue 20).
      render: (row) =>
        row.recipient?.fantasyName && row.recipient.fantasyName !== row.recipient.name ? (
          <>
            {row.recipient.name}
            <span className={tradeName}>{row.recipient.fantasyName}</span>
          </>
        ) : (
          (row.recipient?.name ?? '')
        ),
    },
    {
      key: 'city',
      header: t('orders.list.columns.city'),
      sortable: true,
      sortField: SORT_FIELDS.city,
      render: (row) =>
        row.recipient ? (
          <>
            {row.recipient.city}
            <span className={muted}> / {row.recipient.state}</span>
          </>
        ) : (
          ''
        ),
    },
    {
      key: 'type',
      header: t('orders.list.columns.type'),
      sortable: true,
      sortField: SORT_FIELDS.type,
      render: (row) => labels.type(row.type),
    },
    {
      key: 'status',
      header: t('orders.list.columns.status'),
      sortable: true,
      sortField: SORT_FIELDS.status,
      render: (row) => <Badge tone={statusTone(row.status)}>{labels.status(row.status)}</Badge>,
    },
    {
      key: 'origin',
      header: t('orders.list.columns.origin'),
      sortable: true,
      sortField: SORT_FIELDS.origin,
      render: (row) => labels.origin(row.origin),
    },
    {
      key: 'actions',
      header: t('orders.list.columns.actions'),
      align: 'right',
      render: (row) => (
        <OrderRowActions row={row} onView={onView} onChangeType={onChangeType} onPrint={onPrint} />
      ),
    },
  ];
}
