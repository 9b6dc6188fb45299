import type { Crossdocking, CrossdockingLine } from '../../../domain/crossdocking';
import { Button } from '../../../ui/button';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { useT } from '../../../ui/use-t';
import { formatQty } from '../shared/format';
import { OperationStatusChip } from '../shared/status-chip';
import { crossdockingAnswers } from './crossdocking-answers';

// The crossdock's lines: order, SKU, description, quantity the order brings, quantity read, the
// outbound dock it left by, status; "Read" chooses the line in the reading panel — offered when
// the machine would take the whole quantity of it to an outbound dock.

export function CrossdockingLines({
  record,
  onChoose,
}: {
  record: Crossdocking;
  onChoose: (lineId: string) => void;
}) {
  const t = useT();
  const column = (key: string) => t(`crossdocking.columns.${key}`);
  const { lineOpen } = crossdockingAnswers(record);
  const columns: DataTableColumn<CrossdockingLine>[] = [
    { key: 'order', header: column('order'), render: (l) => l.order.number },
    { key: 'sku', header: column('sku'), render: (l) => l.product.sku, stackedSlot: 'title' },
    { key: 'description', header: column('description'), render: (l) => l.product.description },
    { key: 'quantity', header: column('quantity'), align: 'right', render: (l) => formatQty(l.quantity) },
    { key: 'read', header: column('read'), align: 'right', render: (l) => formatQty(l.readQuantity) || '—' },
    { key: 'dock', header: column('dock'), render: (l) => l.dock?.name ?? '—' },
    { key: 'status', header: column('status'), render: (l) => <OperationStatusChip status={l.status} /> },
    {
      key: 'actions',
      header: column('actions'),
      align: 'right',
      stackedSlot: 'action',
      render: (l) => (
        <Button
          variant="ghost"
          size="sm"
          disabled={!lineOpen(l)}
          aria-label={t('crossdocking.actions.readNamed', { sku: l.product.sku, order: l.order.number })}
          onClick={() => onChoose(l.id)}
        >
          {t('crossdocking.actions.read')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('crossdocking.detail.lines')}
      columns={columns}
      rows={record.lines}
      rowKey={(l) => l.id}
      loading={false}
    />
  );
}
