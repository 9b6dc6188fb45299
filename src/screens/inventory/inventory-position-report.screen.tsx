import { useState } from 'react';
import { type PositionChip, positionChip } from '../../domain/positions';
import { exportReportExcel } from '../../services/documents/report-excel';
import { printReport, type ReportColumn } from '../../services/documents/report-pdf';
import { formatQuantity } from '../../services/format';
import {
  fetchPositionReport,
  type InventoryPositionReportRow as Row,
  usePositionReport,
} from '../../services/inventory.api';
import { fetchAllPages, useStockFilterOptions } from '../../services/stock.api';
import { Button } from '../../ui/button';
import type { DataTableColumn } from '../../ui/data-table';
import { FilterPanel } from '../../ui/filter-panel';
import { NativeSelect } from '../../ui/native-select';
import { PageHeader, PageSection } from '../../ui/page';
import { PagedDataTable, usePaging } from '../../ui/paged-table';
import { Badge, type BadgeTone } from '../../ui/status-badge';
import { useT } from '../../ui/use-t';

/**
 * /inventory-position-report — doc 3 §2 Reports "Inventory by category and position: positions
 * grouped with category and quantity, coloured markers, category filter. PDF and Excel" (GET
 * /inventory/report/positions, ours). Decisions where the seed is silent (also in the README):
 * - a row is a position holding stock of a category; the category's name and total open its group
 *   (the first row of the group on the page), products without a category are grouped last;
 * - the coloured marker is the position's inventory chip (doc 3 §2 Positions "inactive, inventory
 *   or available"): amber while in inventory, green available, grey inactive — colour plus text;
 * - PDF and Excel hold every row of the filter (all pages), the category on each row.
 */
const MARKER_TONES: Record<PositionChip, BadgeTone> = {
  inventory: 'warning',
  available: 'success',
  inactive: 'neutral',
};

export function InventoryPositionReportScreen() {
  const t = useT();
  const paging = usePaging('inventory-position-report');
  const [draft, setDraft] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [exporting, setExporting] = useState<'pdf' | 'excel' | null>(null);
  const report = usePositionReport(categoryId, paging.page, paging.pageSize);
  const categories = useStockFilterOptions().data?.categories ?? [];

  const categoryName = (r: Row) => r.category?.name ?? t('inventory.positionReport.noCategory');
  const marker = (r: Row) => t(`positions.chip.${positionChip(r.position)}`);
  const rows = report.data?.positions;
  // the first row of each category on this page opens its group
  const opening = new Set(rows?.filter((r, i) => i === 0 || rows[i - 1].category?.id !== r.category?.id));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'category',
      header: t('inventory.positionReport.category'),
      render: (r) =>
        opening.has(r) ? (
          <>
            <strong>{categoryName(r)}</strong>
            <br />
            {t('inventory.positionReport.categoryTotal', { quantity: formatQuantity(r.categoryQuantity) })}
          </>
        ) : null,
    },
    { key: 'position', header: t('inventory.positionReport.position'), render: (r) => r.position.code },
    {
      key: 'status',
      header: t('inventory.positionReport.status'),
      render: (r) => <Badge tone={MARKER_TONES[positionChip(r.position)]}>{marker(r)}</Badge>,
    },
    { key: 'warehouse', header: t('inventory.positionReport.warehouse'), render: (r) => r.warehouse.name },
    {
      key: 'building',
      header: t('inventory.positionReport.building'),
      render: (r) => r.warehouse.building ?? '—',
    },
    { key: 'products', header: t('inventory.positionReport.products'), align: 'right' },
    {
      key: 'quantity',
      header: t('inventory.positionReport.quantity'),
      align: 'right',
      render: (r) => formatQuantity(r.quantity),
    },
  ];
  const exportColumns: ReportColumn<Row>[] = [
    { header: t('inventory.positionReport.category'), value: categoryName, weight: 1.5 },
    {
      header: t('inventory.positionReport.categoryTotalHeader'),
      value: (r) => formatQuantity(r.categoryQuantity),
      align: 'right',
    },
    { header: t('inventory.positionReport.position'), value: (r) => r.position.code },
    { header: t('inventory.positionReport.status'), value: marker },
    { header: t('inventory.positionReport.warehouse'), value: (r) => r.warehouse.name },
    { header: t('inventory.positionReport.building'), value: (r) => r.warehouse.building ?? '—' },
    { header: t('inventory.positionReport.products'), value: (r) => r.products, align: 'right' },
    {
      header: t('inventory.positionReport.quantity'),
      value: (r) => formatQuantity(r.quantity),
      align: 'right',
    },
  ];
  const title = t('inventory.positionReport.title');
  const exportAs = async (kind: 'pdf' | 'excel') => {
    setExporting(kind);
    try {
      const all = await fetchAllPages(
        (n, take) => fetchPositionReport(categoryId, n, take),
        (a) => a.positions,
      );
      const chosen = categories.find((c) => c.id === categoryId)?.name;
      if (kind === 'pdf') await printReport(title, exportColumns, all, { subtitle: chosen ?? '' });
      else await exportReportExcel(title, exportColumns, all);
    } catch {
      // the API client showed the failed call
    } finally {
      setExporting(null);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        actions={(['pdf', 'excel'] as const).map((kind) => (
          <Button
            key={kind}
            variant="outline"
            aria-label={t(`inventory.positionReport.${kind}Label`)}
            loading={exporting === kind}
            disabled={!report.data?.total}
            onClick={() => void exportAs(kind)}
          >
            {t(`inventory.positionReport.${kind}`)}
          </Button>
        ))}
      />
      <PageSection>
        <FilterPanel
          searching={report.isFetching && !report.isLoading}
          onSearch={() => {
            setCategoryId(draft);
            paging.setPage(1);
          }}
          onClear={() => {
            setDraft(null);
            setCategoryId(null);
            paging.setPage(1);
          }}
        >
          <NativeSelect
            label={t('inventory.positionReport.category')}
            placeholder={t('inventory.positionReport.allCategories')}
            items={categories.map((c) => ({ value: c.id, label: c.name }))}
            value={draft}
            onValueChange={setDraft}
          />
        </FilterPanel>
      </PageSection>
      <PageSection>
        <PagedDataTable<Row>
          caption={t('inventory.positionReport.caption')}
          columns={columns}
          rows={rows}
          rowKey={(r) => `${r.category?.id ?? '-'}:${r.position.id}`}
          loading={report.isPending}
          error={report.isError}
          paging={paging}
          total={report.data?.total ?? 0}
          stacked
        />
      </PageSection>
    </>
  );
}
