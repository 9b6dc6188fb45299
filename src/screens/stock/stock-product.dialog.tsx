import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { brandText, type PositionItemField } from '../../domain/product-register';
import { formatMoney, formatQuantity } from '../../services/format';
import { type PositionItem, useInvalidateProducts, useWhereStored } from '../../services/products.api';
import { Button } from '../../ui/button';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { Tabs } from '../../ui/tabs';
import { useT } from '../../ui/use-t';
import { StockItemEdit } from './stock-item-edit';

// The stock's product dialog (doc 3 §2 Stock): tabs information, positions and a disabled business-
// rule tab (the seed shows it disabled and says nothing of its content). The positions tab filters
// the product's items by barcode, service tag, responsible, building and position — one product's
// items, already loaded, so in the browser — and edits service tag, responsible, padlock and status.

const fields = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: '3',
  '& dt': { fontSize: 'xs', color: 'textMuted' },
  '& dd': { fontWeight: 'medium' },
});
const filterBar = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: '2',
  mb: '3',
});

const ITEM_FILTERS = ['barcode', 'serviceTag', 'responsible', 'building', 'position'] as const;
type ItemFilter = (typeof ITEM_FILTERS)[number];
const EDITABLE: PositionItemField[] = ['serviceTag', 'responsible', 'padlock', 'status'];

const itemText = (item: PositionItem, key: ItemFilter): string =>
  key === 'building'
    ? (item.warehouse.building ?? '')
    : key === 'position'
      ? item.position.code
      : (item[key] ?? '');

export function StockProductDialog({ productId, onClose }: { productId: string; onClose: () => void }) {
  const t = useT();
  const [tab, setTab] = useState('info');
  const [filters, setFilters] = useState<Record<ItemFilter, string>>({
    barcode: '',
    serviceTag: '',
    responsible: '',
    building: '',
    position: '',
  });
  const where = useWhereStored(productId);
  const invalidate = useInvalidateProducts();
  const product = where.data?.product;
  const items = where.data?.storage.filter((item) =>
    ITEM_FILTERS.every(
      (k) => !filters[k].trim() || itemText(item, k).toLowerCase().includes(filters[k].trim().toLowerCase()),
    ),
  );

  const info: Array<[string, string]> = product
    ? [
        [t('products.fields.sku'), product.sku],
        [t('products.fields.description'), product.description],
        [t('products.columns.category'), product.category?.name ?? '—'],
        [t('products.fields.brand'), brandText(product.brand)],
        [t('products.fields.barcode'), product.barcode ?? '—'],
        [t('products.fields.rfidcode'), product.rfidcode ?? '—'],
        [t('products.fields.manufactorCode'), product.manufactorCode ?? '—'],
        [t('products.fields.manufactorDocument'), product.manufactorDocument ?? '—'],
        [t('products.fields.price'), formatMoney(product.price)],
        [t('products.columns.quantity'), formatQuantity(product.quantity)],
        [t('products.columns.quantityVirtual'), formatQuantity(product.quantityVirtual)],
        [t('products.columns.balance'), formatQuantity(product.balance)],
        [t('products.columns.status'), t(product.isActive ? 'stock.status.active' : 'stock.status.inactive')],
      ]
    : [];

  const editable = (field: PositionItemField): DataTableColumn<PositionItem> => ({
    key: field,
    header: t(`stock.item.${field}`),
    render: (item) => <StockItemEdit item={item} field={field} onSaved={() => void invalidate()} />,
  });
  const columns: DataTableColumn<PositionItem>[] = [
    { key: 'position', header: t('stock.item.position'), render: (i) => i.position.code },
    { key: 'building', header: t('stock.item.building'), render: (i) => i.warehouse.building ?? '—' },
    { key: 'barcode', header: t('stock.item.barcode'), render: (i) => i.barcode ?? i.rfidcode ?? '—' },
    ...EDITABLE.map(editable),
    {
      key: 'quantity',
      header: t('stock.item.quantity'),
      align: 'right',
      render: (i) => formatQuantity(i.quantity),
    },
  ];

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      // an open inline edit takes Escape for itself (stock-item-edit.tsx)
      onEscapeKeyDown={(e) => {
        if ((e.target as HTMLElement | null)?.closest('td')) e.preventDefault();
      }}
      title={t('stock.dialog.title', { name: product?.sku ?? '' })}
      size="xl"
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('stock.dialog.close')}
        </Button>
      }
    >
      <Tabs
        label={t('stock.dialog.title', { name: product?.sku ?? '' })}
        value={tab}
        onValueChange={setTab}
        tabs={[
          {
            value: 'info',
            label: t('stock.dialog.info'),
            content: (
              <dl className={fields}>
                {info.map(([k, v]) => (
                  <div key={k}>
                    <dt>{k}</dt>
                    <dd>{v}</dd>
                  </div>
                ))}
              </dl>
            ),
          },
          {
            value: 'positions',
            label: t('stock.dialog.positions'),
            content: (
              <>
                <div className={filterBar}>
                  {ITEM_FILTERS.map((k) => (
                    <TextField
                      key={k}
                      label={t(`stock.item.${k}`)}
                      value={filters[k]}
                      onValueChange={(v) => setFilters((f) => ({ ...f, [k]: v }))}
                    />
                  ))}
                </div>
                <DataTable
                  caption={t('stock.dialog.positions')}
                  columns={columns}
                  rows={items}
                  rowKey={(i) => i.id}
                  loading={where.isLoading}
                  error={where.isError}
                />
              </>
            ),
          },
          { value: 'rules', label: t('stock.dialog.rules'), content: null, disabled: true },
        ]}
      />
    </Dialog>
  );
}
