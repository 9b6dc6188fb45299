import { useState } from 'react';
import { DEFAULT_DATE_PRESET, presetRange, toApiDate } from '../../domain/dates';
import { exportReportExcel } from '../../services/documents/report-excel';
import { printReport, type ReportColumn } from '../../services/documents/report-pdf';
import { formatDate, formatDateTime, formatQuantity } from '../../services/format';
import {
  fetchAllPages,
  fetchStockHistory,
  type StockChange,
  type StockHistoryFilters,
  useStockHistory,
} from '../../services/stock.api';
import { Button } from '../../ui/button';
import type { DataTableColumn } from '../../ui/data-table';
import { type DateRange, DateRangePicker } from '../../ui/date-range-picker';
import { TextField } from '../../ui/field';
import { FilterPanel } from '../../ui/filter-panel';
import { PageHeader, PageSection } from '../../ui/page';
import { PagedDataTable, usePaging } from '../../ui/paged-table';
import { useT } from '../../ui/use-t';

// /stock-history-report — doc 3 §2 Reports "Stock data-change history: item, barcode, quantity,
// service tag, responsible, padlock, status (each shown old then new), updated by. Filters: product,
// service tag, barcode, position, date. PDF and Excel"; §7 GET warehouse/history (dates and
// filters). The period defaults to the last 7 days like the other reports (doc 1 §9 presets).

const TEXT_FILTERS = ['product', 'serviceTag', 'barcode', 'position'] as const;
type TextFilters = Record<(typeof TEXT_FILTERS)[number], string>;
const EMPTY: TextFilters = { product: '', serviceTag: '', barcode: '', position: '' };

function queryOf(text: TextFilters, range: DateRange): StockHistoryFilters {
  const out: StockHistoryFilters = { initialDate: toApiDate(range.start), finalDate: toApiDate(range.end) };
  for (const k of TEXT_FILTERS) if (text[k].trim()) out[k] = text[k].trim();
  return out;
}

export function StockHistoryScreen() {
  const t = useT();
  const paging = usePaging();
  const [draft, setDraft] = useState<TextFilters>(EMPTY);
  const [draftRange, setDraftRange] = useState<DateRange>(() => presetRange(DEFAULT_DATE_PRESET));
  const [query, setQuery] = useState<StockHistoryFilters>(() => queryOf(EMPTY, draftRange));
  const [exporting, setExporting] = useState<'pdf' | 'excel' | null>(null);
  const history = useStockHistory(query, paging.page, paging.pageSize);

  const status = (s: string) => t(`stock.status.${s}`);
  const change = (old: string | null, next: string | null) =>
    old === next ? (next ?? '—') : t('stockHistory.change', { old: old ?? '—', new: next ?? '—' });
  const cells: Array<[string, (r: StockChange) => string, number?]> = [
    ['date', (r) => formatDateTime(r.createdAt)],
    ['position', (r) => r.positionCode],
    ['item', (r) => `${r.product.sku} · ${r.product.description}`, 2],
    ['barcode', (r) => r.barcode ?? r.rfidcode ?? '—'],
    ['quantity', (r) => change(formatQuantity(r.quantity), formatQuantity(r.newQuantity))],
    ['serviceTag', (r) => change(r.serviceTag, r.newServiceTag)],
    ['responsible', (r) => change(r.responsible, r.newResponsible)],
    ['padlock', (r) => change(r.padlock, r.newPadlock)],
    ['status', (r) => change(status(r.status), status(r.newStatus))],
    ['updatedBy', (r) => r.updatedBy],
  ];
  const columns: DataTableColumn<StockChange>[] = cells.map(([key, value]) => ({
    key,
    header: t(`stockHistory.columns.${key}`),
    render: value,
    align: key === 'quantity' ? 'right' : undefined,
  }));
  const report: ReportColumn<StockChange>[] = cells.map(([key, value, weight]) => ({
    header: t(`stockHistory.columns.${key}`),
    value,
    weight,
  }));
  const subtitle = t('deviceReports.period', {
    start: formatDate(query.initialDate ? `${query.initialDate}T12:00:00` : null),
    end: formatDate(query.finalDate ? `${query.finalDate}T12:00:00` : null),
  });
  const exportAs = async (kind: 'pdf' | 'excel') => {
    setExporting(kind);
    try {
      const rows = await fetchAllPages(
        (n, take) => fetchStockHistory(query, n, take),
        (a) => a.histories,
      );
      if (kind === 'pdf') await printReport(t('stockHistory.title'), report, rows, { subtitle });
      else await exportReportExcel(t('stockHistory.title'), report, rows);
    } catch {
      // the API client showed the failed call
    } finally {
      setExporting(null);
    }
  };

  return (
    <>
      <PageHeader
        title={t('stockHistory.title')}
        actions={
          <>
            <Button
              variant="outline"
              loading={exporting === 'pdf'}
              disabled={!history.data?.total}
              onClick={() => void exportAs('pdf')}
            >
              {t('stockHistory.pdf')}
            </Button>
            <Button
              variant="outline"
              loading={exporting === 'excel'}
              disabled={!history.data?.total}
              onClick={() => void exportAs('excel')}
            >
              {t('stockHistory.excel')}
            </Button>
          </>
        }
      />
      <PageSection>
        <FilterPanel
          searching={history.isFetching && !history.isLoading}
          onSearch={() => {
            setQuery(queryOf(draft, draftRange));
            paging.setPage(1);
          }}
          onClear={() => {
            const fresh = presetRange(DEFAULT_DATE_PRESET);
            setDraft(EMPTY);
            setDraftRange(fresh);
            setQuery(queryOf(EMPTY, fresh));
            paging.setPage(1);
          }}
        >
          <DateRangePicker
            value={draftRange}
            onChange={setDraftRange}
            label={t('stockHistory.filters.period')}
          />
          {TEXT_FILTERS.map((key) => (
            <TextField
              key={key}
              label={t(`stockHistory.filters.${key}`)}
              value={draft[key]}
              onValueChange={(v) => setDraft((d) => ({ ...d, [key]: v }))}
            />
          ))}
        </FilterPanel>
      </PageSection>
      <PageSection>
        <PagedDataTable
          caption={t('stockHistory.title')}
          columns={columns}
          rows={history.data?.histories}
          rowKey={(r) => r.id}
          loading={history.isLoading}
          error={history.isError}
          paging={paging}
          total={history.data?.total ?? 0}
        />
      </PageSection>
    </>
  );
}
