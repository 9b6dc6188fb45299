import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { brandText, canViewAttributes, canViewPositions } from '../../../domain/product-register';
import { formatQuantity } from '../../../services/format';
import {
  deleteProduct,
  type Product,
  type ProductFilters,
  useInvalidateProducts,
  useProducts,
} from '../../../services/products.api';
import { useStockFilterOptions } from '../../../services/stock.api';
import { ChecklistIcon, EditIcon, ImportIcon, MapPinIcon, TrashIcon } from '../../../ui/action-icons';
import { Button } from '../../../ui/button';
import type { DataTableColumn } from '../../../ui/data-table';
import { TextField } from '../../../ui/field';
import { FilterPanel } from '../../../ui/filter-panel';
import { usePaging } from '../../../ui/paged-table';
import { RowActionButton, RowActions } from '../../../ui/row-actions';
import { Select } from '../../../ui/select';
import { useT } from '../../../ui/use-t';
import { RegisterPage, RegisterTable, useRegisterEditing, useRegisterWording } from '../shared/register-list';
import { ProductAttributesDialog } from './product-attributes.dialog';
import { ProductFormDialog } from './product-form.dialog';
import { ProductImportDialog } from './product-import.dialog';
import { ProductPositionsDialog } from './product-positions.dialog';

// /products — doc 3 §2 Products: columns SKU, manufacturer code, barcode or RFID code, brand (N/A if
// empty), category, description, active chip, quantities (physical, virtual, balance), actions (view
// positions — disabled at quantity 0 —, view attributes — disabled when none —, edit, delete with
// confirmation); import (CSV default), new product, filter bar, pagination, total-quantity footer
// (the API's quantityTotal: every product the filters select, not only the page). Which filters the
// bar has is not shown: ours are the columns a user searches by (README "Products register").

const footer = css({ textAlign: 'right', fontWeight: 'semibold', fontSize: 'sm', py: '2' });
const importRow = css({ display: 'flex', justifyContent: 'flex-end' });

type StatusFilter = 'all' | 'active' | 'inactive';
interface Filters extends Omit<ProductFilters, 'isActive'> {
  status: StatusFilter;
}
const EMPTY: Filters = {
  sku: '',
  description: '',
  barcode: '',
  brand: '',
  manufactorCode: '',
  categoryId: '',
  status: 'all',
};
const textFilters = ['sku', 'description', 'barcode', 'brand', 'manufactorCode'] as const;

function queryOf({ status, ...f }: Filters): ProductFilters {
  const isActive = status === 'all' ? undefined : status === 'active';
  return { ...f, categoryId: f.categoryId || undefined, isActive };
}

export function ProductsScreen() {
  const t = useT();
  const invalidate = useInvalidateProducts();
  const paging = usePaging();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [importing, setImporting] = useState(false);
  const [viewing, setViewing] = useState<{ kind: 'positions' | 'attributes'; product: Product } | null>(null);
  const crud = useRegisterEditing<Product>((p) => deleteProduct(p.id), invalidate);
  const wording = useRegisterWording<Product>('products', (p) => p.sku);
  const list = useProducts({ ...queryOf(filters), page: paging.page, take: paging.pageSize });
  const categories = useStockFilterOptions().data?.categories ?? [];

  const quantity = (key: 'quantity' | 'quantityVirtual' | 'balance'): DataTableColumn<Product> => ({
    key,
    header: t(`products.columns.${key}`),
    align: 'right',
    render: (p) => formatQuantity(p[key]),
  });
  const columns: DataTableColumn<Product>[] = [
    { key: 'sku', header: t('products.columns.sku') },
    {
      key: 'manufactorCode',
      header: t('products.columns.manufactorCode'),
      render: (p) => p.manufactorCode ?? '—',
    },
    { key: 'barcode', header: t('products.columns.barcode'), render: (p) => p.barcode ?? p.rfidcode ?? '—' },
    { key: 'brand', header: t('products.columns.brand'), render: (p) => brandText(p.brand) },
    { key: 'category', header: t('products.columns.category'), render: (p) => p.category?.name ?? '—' },
    { key: 'description', header: t('products.columns.description') },
    wording.statusColumn((p) => p.isActive),
    quantity('quantity'),
    quantity('quantityVirtual'),
    quantity('balance'),
    {
      key: 'actions',
      header: t('products.columns.actions'),
      align: 'right',
      render: (p) => (
        <RowActions>
          <RowActionButton
            label={t('products.actions.positions', { name: p.sku })}
            disabled={!canViewPositions(p)}
            onClick={() => setViewing({ kind: 'positions', product: p })}
          >
            <MapPinIcon />
          </RowActionButton>
          <RowActionButton
            label={t('products.actions.attributes', { name: p.sku })}
            disabled={!canViewAttributes(p)}
            onClick={() => setViewing({ kind: 'attributes', product: p })}
          >
            <ChecklistIcon />
          </RowActionButton>
          <RowActionButton
            label={t('products.actions.edit', { name: p.sku })}
            onClick={() => crud.setEditing(p)}
          >
            <EditIcon />
          </RowActionButton>
          <RowActionButton
            label={t('products.actions.delete', { name: p.sku })}
            onClick={() => crud.setDeleting(p)}
          >
            <TrashIcon />
          </RowActionButton>
        </RowActions>
      ),
    },
  ];

  const statusItems = [
    { value: 'all', label: t('products.filters.all') },
    { value: 'active', label: t('products.status.active') },
    { value: 'inactive', label: t('products.status.inactive') },
  ];
  const categoryItems = [
    { value: '', label: t('products.filters.all') },
    ...categories.map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` })),
  ];

  return (
    <RegisterPage state={crud} title={t('products.title')} newLabel={t('products.new')}>
      <div className={importRow}>
        <Button variant="outline" onClick={() => setImporting(true)}>
          <ImportIcon />
          {t('products.import')}
        </Button>
      </div>
      <FilterPanel
        searching={list.isFetching && !list.isLoading}
        onSearch={() => {
          setFilters(draft);
          paging.setPage(1);
        }}
        onClear={() => {
          setDraft(EMPTY);
          setFilters(EMPTY);
          paging.setPage(1);
        }}
      >
        {textFilters.map((key) => (
          <TextField
            key={key}
            label={t(`products.filters.${key}`)}
            value={draft[key] ?? ''}
            onValueChange={(value) => setDraft((d) => ({ ...d, [key]: value }))}
          />
        ))}
        <Select
          label={t('products.filters.category')}
          items={categoryItems}
          value={draft.categoryId ?? ''}
          onValueChange={(categoryId) => setDraft((d) => ({ ...d, categoryId: categoryId ?? '' }))}
        />
        <Select
          label={t('products.filters.status')}
          items={statusItems}
          value={draft.status}
          onValueChange={(status) => setDraft((d) => ({ ...d, status: (status ?? 'all') as StatusFilter }))}
        />
      </FilterPanel>
      <RegisterTable
        state={crud}
        caption={t('products.title')}
        columns={columns}
        rows={list.data?.products}
        loading={list.isLoading}
        error={list.isError}
        paging={paging}
        total={list.data?.total ?? 0}
        editor={(row, events) => <ProductFormDialog product={row} categories={categories} {...events} />}
        deleteTexts={wording.deleteTexts}
      />
      {list.data && (
        <p className={footer} role="status">
          {t('products.footer', { total: formatQuantity(list.data.quantityTotal) })}
        </p>
      )}
      {importing && (
        <ProductImportDialog onClose={() => setImporting(false)} onImported={() => void invalidate()} />
      )}
      {viewing?.kind === 'positions' && (
        <ProductPositionsDialog
          productId={viewing.product.id}
          name={viewing.product.sku}
          onClose={() => setViewing(null)}
        />
      )}
      {viewing?.kind === 'attributes' && (
        <ProductAttributesDialog
          productId={viewing.product.id}
          name={viewing.product.sku}
          onClose={() => setViewing(null)}
          onChanged={() => void invalidate()}
        />
      )}
    </RegisterPage>
  );
}
