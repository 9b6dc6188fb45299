import { useState } from 'react';
import { exportReportExcel } from '../../services/documents/report-excel';
import { printReport, type ReportColumn } from '../../services/documents/report-pdf';
import { formatQuantity } from '../../services/format';
import {
  fetchAllPages,
  fetchStock,
  type StockRow,
  useStock,
  useStockFilterOptions,
} from '../../services/stock.api';
import { ViewIcon } from '../../ui/action-icons';
import { Button } from '../../ui/button';
import type { DataTableColumn } from '../../ui/data-table';
import { TextField } from '../../ui/field';
import { FilterPanel } from '../../ui/filter-panel';
import { PageHeader, PageSection } from '../../ui/page';
import { PagedDataTable, usePaging } from '../../ui/paged-table';
import { RowActionButton, RowActions } from '../../ui/row-actions';
import { Select } from '../../ui/select';
import { Badge } from '../../ui/status-badge';
import { useT } from '../../ui/use-t';
import { StockChart } from './stock-chart';
import {
  EMPTY_STOCK_FILTERS,
  type StockFilterValues,
  stockQuery,
  TYPED_STOCK_FILTERS,
} from './stock-filters';
import { StockProductDialog } from './stock-product.dialog';

// /stock — doc 3 §2 Stock: the stacked chart by position (stock-chart.tsx), the eleven-field filter
// bar, the table (SKU, category, description, status, quantity, view), print as PDF or Excel (every
// row the filters select, read page by page), and the product dialog (stock-product.dialog.tsx).

export function StockScreen() {
  const t = useT();
  const paging = usePaging();
  const [draft, setDraft] = useState<StockFilterValues>(EMPTY_STOCK_FILTERS);
  const [filters, setFilters] = useState<StockFilterValues>(EMPTY_STOCK_FILTERS);
  const [viewing, setViewing] = useState<string | null>(null);
  const [exporting, setExporting] = useState<'pdf' | 'excel' | null>(null);
  const options = useStockFilterOptions().data;
  const stock = useStock(stockQuery(filters), paging.page, paging.pageSize);

  const status = (r: StockRow) => t(r.isActive ? 'stock.status.active' : 'stock.status.inactive');
  const columns: DataTableColumn<StockRow>[] = [
    { key: 'sku', header: t('stock.columns.sku') },
    { key: 'category', header: t('stock.columns.category'), render: (r) => r.category?.name ?? '—' },
    { key: 'description', header: t('stock.columns.description') },
    {
      key: 'status',
      header: t('stock.columns.status'),
      render: (r) => <Badge tone={r.isActive ? 'success' : 'neutral'}>{status(r)}</Badge>,
    },
    {
      key: 'quantity',
      header: t('stock.columns.quantity'),
      align: 'right',
      render: (r) => formatQuantity(r.quantity),
    },
    {
      key: 'view',
      header: t('stock.columns.view'),
      align: 'right',
      render: (r) => (
        <RowActions>
          <RowActionButton label={t('stock.view', { name: r.sku })} onClick={() => setViewing(r.id)}>
            <ViewIcon />
          </RowActionButton>
        </RowActions>
      ),
    },
  ];
  const report: ReportColumn<StockRow>[] = [
    { header: t('stock.columns.sku'), value: (r) => r.sku },
    { header: t('stock.columns.category'), value: (r) => r.category?.name },
    { header: t('stock.columns.description'), value: (r) => r.description, weight: 2.5 },
    { header: t('stock.columns.status'), value: status },
    { header: t('stock.columns.quantity'), value: (r) => formatQuantity(r.quantity), align: 'right' },
  ];
  const exportAs = async (kind: 'pdf' | 'excel') => {
    setExporting(kind);
    try {
      const query = stockQuery(filters);
      const rows = await fetchAllPages(
        (n, take) => fetchStock(query, n, take),
        (a) => a.stock,
      );
      if (kind === 'pdf') await printReport(t('stock.title'), report, rows);
      else await exportReportExcel(t('stock.title'), report, rows);
    } catch {
      // the API client showed the failed call
    } finally {
      setExporting(null);
    }
  };

  const any = { value: '', label: t('stock.filters.any') };
  const choose = (key: keyof StockFilterValues, items: Array<{ value: string; label: string }>) => (
    <Select
      label={t(`stock.filters.${key === 'categoryId' ? 'category' : key}`)}
      items={[any, ...items]}
      value={draft[key]}
      onValueChange={(v) => setDraft((d) => ({ ...d, [key]: v ?? '' }))}
    />
  );

  return (
    <>
      <PageHeader
        title={t('stock.title')}
        actions={
          <>
            <Button
              variant="outline"
              loading={exporting === 'pdf'}
              disabled={!stock.data?.total}
              onClick={() => void exportAs('pdf')}
            >
              {t('stock.pdf')}
            </Button>
            <Button
              variant="outline"
              loading={exporting === 'excel'}
              disabled={!stock.data?.total}
              onClick={() => void exportAs('excel')}
            >
              {t('stock.excel')}
            </Button>
          </>
        }
      />
      <StockChart categories={options?.categories ?? []} />
      <PageSection>
        <FilterPanel
          searching={stock.isFetching && !stock.isLoading}
          onSearch={() => {
            setFilters(draft);
            paging.setPage(1);
          }}
          onClear={() => {
            setDraft(EMPTY_STOCK_FILTERS);
            setFilters(EMPTY_STOCK_FILTERS);
            paging.setPage(1);
          }}
        >
          {choose(
            'building',
            (options?.buildings ?? []).map((b) => ({ value: b, label: b })),
          )}
          {choose(
            'warehouse',
            (options?.warehouses ?? []).map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` })),
          )}
          {TYPED_STOCK_FILTERS.map((key) => (
            <TextField
              key={key}
              label={t(`stock.filters.${key}`)}
              value={draft[key]}
              onValueChange={(v) => setDraft((d) => ({ ...d, [key]: v }))}
            />
          ))}
          {choose('status', [
            { value: 'ACTIVE', label: t('stock.status.ACTIVE') },
            { value: 'INACTIVE', label: t('stock.status.INACTIVE') },
          ])}
          {choose(
            'manufacturer',
            (options?.manufacturers ?? []).map((m) => ({ value: m, label: m })),
          )}
          {choose(
            'categoryId',
            (options?.categories ?? []).map((c) => ({ value: c.id, label: c.name })),
          )}
        </FilterPanel>
      </PageSection>
      <PageSection>
        <PagedDataTable
          caption={t('stock.title')}
          columns={columns}
          rows={stock.data?.stock}
          rowKey={(r) => r.id}
          onRowClick={(r) => setViewing(r.id)}
          loading={stock.isLoading}
          error={stock.isError}
          paging={paging}
          total={stock.data?.total ?? 0}
        />
      </PageSection>
      {viewing && <StockProductDialog productId={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
