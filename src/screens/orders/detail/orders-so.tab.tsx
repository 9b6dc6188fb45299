import { useState } from 'react';
import type { OrderSO } from '../../../domain/order-records';
import { soKind } from '../../../domain/orders';
import { formatDateTime } from '../../../services/format';
import { useCodeLabels } from '../../../ui/code-labels';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Pagination, usePageSize } from '../../../ui/pagination';
import { Badge, statusTone } from '../../../ui/status-badge';
import { useT } from '../../../ui/use-t';

// doc 2 §2 "Orders SO: table of order number, date, customer, type (service if it has an
// attribute, otherwise parts) and status, paginated".

export function OrdersSoTab({ orders }: { orders: OrderSO[] }) {
  const t = useT();
  const labels = useCodeLabels();
  const [page, setPage] = useState(1);
  const [take, setTake] = usePageSize('ordersSo');
  const columns: DataTableColumn<OrderSO>[] = [
    { key: 'orderNumber', header: t('orders.so.orderNumber') },
    { key: 'orderDate', header: t('orders.so.orderDate'), render: (o) => formatDateTime(o.orderDate) },
    { key: 'customer', header: t('orders.so.customer') },
    { key: 'kind', header: t('orders.so.type'), render: (o) => t(`orders.so.kind.${soKind(o.attribute)}`) },
    {
      key: 'status',
      header: t('orders.so.status'),
      render: (o) => <Badge tone={statusTone(o.status)}>{labels.status(o.status)}</Badge>,
    },
  ];
  return (
    <>
      <DataTable
        caption={t('orders.so.caption')}
        columns={columns}
        rows={orders.slice((page - 1) * take, page * take)}
        rowKey={(o) => o.id}
        loading={false}
      />
      <Pagination
        page={page}
        pageSize={take}
        total={orders.length}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setTake(size);
          setPage(1);
        }}
      />
    </>
  );
}
