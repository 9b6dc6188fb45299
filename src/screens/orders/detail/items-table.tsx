import { useState } from 'react';
import type { OrderItem } from '../../../domain/order-records';
import { formatDate, formatMoney, formatQuantity } from '../../../services/format';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Pagination, usePageSize } from '../../../ui/pagination';
import { Badge } from '../../../ui/status-badge';
import { useT } from '../../../ui/use-t';

// doc 2 §2 Summary "paginated items table" with the fields of doc 2 §3 "Order item" (notBelong
// shown as Added).

export function ItemsTable({ items }: { items: OrderItem[] }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [take, setTake] = usePageSize('orderItems');
  const rows = items.slice((page - 1) * take, page * take);
  const columns: DataTableColumn<OrderItem>[] = [
    { key: 'sku', header: t('orders.items.sku') },
    { key: 'description', header: t('orders.items.description') },
    { key: 'barcode', header: t('orders.items.barcode') },
    { key: 'rfidcode', header: t('orders.items.rfid') },
    {
      key: 'manufactorCode',
      header: t('orders.items.manufactorCode'),
      render: (r) => r.product?.manufactorCode ?? '',
    },
    { key: 'productBatch', header: t('orders.items.batch') },
    { key: 'productExpire', header: t('orders.items.expire'), render: (r) => formatDate(r.productExpire) },
    {
      key: 'quantity',
      header: t('orders.items.quantity'),
      align: 'right',
      render: (r) => formatQuantity(r.quantity),
    },
    {
      key: 'priceUnit',
      header: t('orders.items.priceUnit'),
      align: 'right',
      render: (r) => formatMoney(r.priceUnit),
    },
    {
      key: 'priceTotal',
      header: t('orders.items.priceTotal'),
      align: 'right',
      render: (r) => formatMoney(r.priceTotal),
    },
    {
      key: 'isChecked',
      header: t('orders.items.checked'),
      align: 'center',
      render: (r) => (r.isChecked ? t('orders.detail.yes') : t('orders.detail.no')),
    },
    {
      key: 'notBelong',
      header: t('orders.items.added'),
      align: 'center',
      render: (r) => (r.notBelong ? <Badge tone="warning">{t('orders.items.addedYes')}</Badge> : ''),
    },
  ];
  return (
    <>
      <DataTable
        caption={t('orders.items.caption')}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        loading={false}
      />
      {items.length > take && (
        <Pagination
          page={page}
          pageSize={take}
          total={items.length}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setTake(size);
            setPage(1);
          }}
        />
      )}
    </>
  );
}
