import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import type { OutboundRecord } from '../../../domain/operations';
import { formatDate } from '../../../services/format';
import { useOutboundCommands } from '../../../services/outbound.api';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { ExpandableTable, toggledKey } from '../../../ui/expandable-table';
import { useT } from '../../../ui/use-t';
import { AssignButton } from '../shared/assign-button';
import { CommandButton } from '../shared/command-button';
import { formatQty } from '../shared/format';
import { OperatorLabel } from '../shared/operator-label';
import { OperationStatusChip } from '../shared/status-chip';
import { outboundItemAnswers } from './outbound-answers';

// The outbound's order table (doc 3 §2 Outbound "an order table with volumes and products"; §3:
// volumes with volume and barcode, order items with description, barcode, un, quantity, batch,
// expiry, manufacturer code): one row per order with its operator, priority, volumes (each
// volume's barcode), status and its own actions (assign, dispatch, cancel — the outbound-item
// machine), expanding into its products with where dispatch took each from.

type Order = OutboundRecord['items'][number];
type Line = Order['order']['items'][number];

const actionsCell = css({ display: 'inline-flex', gap: '1', justifyContent: 'flex-end' });
const barcodes = css({ fontSize: 'xs', color: 'textMuted', fontFamily: 'mono' });

function OrderLines({ item }: { item: Order }) {
  const t = useT();
  const columns: DataTableColumn<Line>[] = [
    { key: 'description', header: t('outbound.report.description'), stackedSlot: 'title' },
    { key: 'code', header: t('outbound.report.code'), render: (l) => l.product?.manufactorCode ?? '' },
    { key: 'barcode', header: t('outbound.report.barcode'), render: (l) => l.barcode ?? '' },
    { key: 'un', header: t('outbound.report.un') },
    {
      key: 'quantity',
      header: t('outbound.report.quantity'),
      align: 'right',
      render: (l) => formatQty(l.quantity),
    },
    { key: 'batch', header: t('outbound.report.batch'), render: (l) => l.productBatch ?? '' },
    { key: 'expire', header: t('outbound.report.expire'), render: (l) => formatDate(l.productExpire) },
    { key: 'position', header: t('outbound.report.position'), render: (l) => l.position?.code ?? '' },
    {
      key: 'status',
      header: t('operations.columns.status'),
      render: (l) => <OperationStatusChip status={l.status} />,
    },
  ];
  return (
    <DataTable
      caption={t('outbound.items.products', { order: item.order.orderNumber })}
      columns={columns}
      rows={item.order.items}
      rowKey={(l) => l.id}
      loading={false}
      stacked
    />
  );
}

export function OutboundOrders({
  record,
  loading,
  error,
}: {
  record?: OutboundRecord;
  loading: boolean;
  error: boolean;
}) {
  const t = useT();
  const commands = useOutboundCommands();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const id = record?.id ?? '';

  const columns: DataTableColumn<Order>[] = [
    { key: 'order', header: t('outbound.items.order'), render: (i) => i.order.orderNumber },
    { key: 'user', header: t('operations.columns.operator'), render: (i) => <OperatorLabel user={i.user} /> },
    {
      key: 'priority',
      header: t('outbound.items.priority'),
      render: (i) => t(i.priority ? 'operations.yes' : 'operations.no'),
    },
    {
      key: 'volumes',
      header: t('operations.columns.volumes'),
      render: (i) => (
        <>
          {i.volumes.length} <span className={barcodes}>{i.volumes.map((v) => v.barcode).join(', ')}</span>
        </>
      ),
    },
    {
      key: 'lines',
      header: t('outbound.items.productsCount'),
      align: 'right',
      render: (i) => i.order.items.length,
    },
    {
      key: 'status',
      header: t('operations.columns.status'),
      render: (i) => <OperationStatusChip status={i.status} />,
    },
    {
      key: 'actions',
      header: t('operations.columns.actions'),
      align: 'right',
      render: (i) => {
        const order = i.order.orderNumber;
        return (
          <span className={actionsCell}>
            <AssignButton
              size="sm"
              variant="ghost"
              subject={order}
              aria-label={t('outbound.items.assign', { order })}
              currentUserId={i.user?.id ?? null}
              disabled={!outboundItemAnswers(i).assignUser}
              onAssign={(userId) => commands.assign({ id, itemId: i.id }, userId)}
            >
              {t('operations.actions.assign')}
            </AssignButton>
            <CommandButton
              variant="ghost"
              ariaLabel={t('outbound.items.finalize', { order })}
              disabled={!outboundItemAnswers(i).finalize}
              title={t('outbound.confirm.finalizeOrderTitle', { order })}
              message={t('outbound.confirm.finalizeMessage')}
              confirmLabel={t('outbound.confirm.yesFinalize')}
              onConfirm={() => commands.finalize({ id, itemId: i.id })}
            >
              {t('outbound.actions.finalize')}
            </CommandButton>
            <CommandButton
              variant="ghost"
              tone="danger"
              ariaLabel={t('outbound.items.cancel', { order })}
              disabled={!outboundItemAnswers(i).cancel}
              title={t('outbound.confirm.cancelOrderTitle', { order })}
              message={t('outbound.confirm.cancelOrderMessage')}
              confirmLabel={t('operations.confirm.yesCancel')}
              onConfirm={() => commands.cancel({ id, itemId: i.id })}
            >
              {t('operations.actions.cancel')}
            </CommandButton>
          </span>
        );
      },
    },
  ];

  return (
    <ExpandableTable
      caption={t('outbound.items.caption')}
      columns={columns}
      rows={record?.items}
      rowKey={(i) => i.id}
      loading={loading}
      error={error}
      expanded={expanded}
      onToggle={(key) => setExpanded((open) => toggledKey(open, key))}
      toggleLabel={(i, open) =>
        t(open ? 'operations.detail.collapse' : 'operations.detail.expand', { order: i.order.orderNumber })
      }
      renderExpanded={(i) => <OrderLines item={i} />}
    />
  );
}
