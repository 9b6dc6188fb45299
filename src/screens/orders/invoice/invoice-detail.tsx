import { grid, hstack, stack } from '../../../../styled-system/patterns';
import type { InvoiceRecord, OperationItem } from '../../../domain/operations';
import { formatDateTime, formatQuantity } from '../../../services/format';
import { ViewIcon } from '../../../ui/action-icons';
import { Button } from '../../../ui/button';
import { useCodeLabels } from '../../../ui/code-labels';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Badge, statusTone } from '../../../ui/status-badge';
import { useT } from '../../../ui/use-t';
import { invoiceTotals, invoiceUser } from './invoice-report';

// One opened invoice (doc 2 §2 "Invoice page … tabs"; doc 2 §3 "orders (each with items holding an
// order)"): its facts and its orders, each openable in the order detail modal.

const content = stack({ gap: '4' });
const heading = hstack({
  gap: '2',
  fontSize: 'lg',
  fontWeight: 'semibold',
});
const facts = grid({
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
  gap: '3',
  fontSize: 'sm',
  '& dt': { color: 'textMuted', fontSize: 'xs', fontWeight: 'semibold' },
  '& dd': { color: 'text', fontVariantNumeric: 'tabular-nums' },
});

export function InvoiceDetail({
  invoice,
  onViewOrder,
}: {
  invoice: InvoiceRecord;
  onViewOrder: (orderId: string) => void;
}) {
  const t = useT();
  const labels = useCodeLabels();
  const totals = invoiceTotals(invoice);

  const columns: DataTableColumn<OperationItem>[] = [
    { key: 'orderNumber', header: t('invoice.detail.orderNumber'), render: (i) => i.order?.orderNumber },
    {
      key: 'lines',
      header: t('invoice.detail.lines'),
      align: 'right',
      render: (i) => i.order?.items?.length ?? 0,
    },
    {
      key: 'units',
      header: t('invoice.columns.units'),
      align: 'right',
      render: (i) =>
        formatQuantity((i.order?.items ?? []).reduce((sum, line) => sum + (Number(line.quantity) || 0), 0)),
    },
    {
      key: 'user',
      header: t('invoice.columns.user'),
      render: (i) => i.user?.profile?.name || i.user?.userName || '',
    },
    {
      key: 'status',
      header: t('invoice.columns.status'),
      render: (i) => <Badge tone={statusTone(i.status)}>{labels.status(i.status)}</Badge>,
    },
    {
      key: 'actions',
      header: t('invoice.columns.actions'),
      align: 'right',
      width: '4rem',
      render: (i) => (
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={t('invoice.actions.viewOrder', { number: i.order?.orderNumber ?? '' })}
          title={t('invoice.actions.viewOrder', { number: i.order?.orderNumber ?? '' })}
          onClick={() => i.order && onViewOrder(i.order.id)}
        >
          <ViewIcon />
        </Button>
      ),
    },
  ];

  return (
    <div className={content}>
      <h2 className={heading}>
        {t('invoice.detail.title', { code: invoice.code })}
        <Badge tone={statusTone(invoice.status)}>{labels.status(invoice.status)}</Badge>
      </h2>
      <dl className={facts}>
        <div>
          <dt>{t('invoice.columns.invoiceDate')}</dt>
          <dd>{formatDateTime(invoice.invoiceDate)}</dd>
        </div>
        <div>
          <dt>{t('invoice.columns.user')}</dt>
          <dd>{invoiceUser(invoice) || '—'}</dd>
        </div>
        <div>
          <dt>{t('invoice.columns.orders')}</dt>
          <dd>{totals.orders}</dd>
        </div>
        <div>
          <dt>{t('invoice.detail.lines')}</dt>
          <dd>{totals.lines}</dd>
        </div>
        <div>
          <dt>{t('invoice.columns.units')}</dt>
          <dd>{formatQuantity(totals.units)}</dd>
        </div>
      </dl>
      <DataTable
        caption={t('invoice.detail.caption', { code: invoice.code })}
        columns={columns}
        rows={invoice.items ?? []}
        rowKey={(i) => i.id}
        loading={false}
        onRowClick={(i) => i.order && onViewOrder(i.order.id)}
      />
    </div>
  );
}
