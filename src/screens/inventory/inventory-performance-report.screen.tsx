import { useState } from 'react';
import type { Inventory } from '../../domain/inventory';
import { useInventoryList } from '../../services/inventory.api';
import { PrintIcon } from '../../ui/action-icons';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { FilterPanel } from '../../ui/filter-panel';
import { PageHeader } from '../../ui/page';
import { PagedDataTable, usePaging } from '../../ui/paged-table';
import { RowActions } from '../../ui/row-actions';
import { Badge } from '../../ui/status-badge';
import { useT } from '../../ui/use-t';
import { performancePdf, performanceXlsx } from './inventory-documents';
import { dayText } from './inventory-format';

/**
 * /inventory-performance-report (doc 3 §2 Reports): closed inventories (date, number, operator or
 * no operator, count of positions, status opened/closed — GET /inventory?status=false), filtered by
 * a position code; each row prints its performance (GET inventory/report/performance/{id}, the
 * doc 3 §3 figures) as PDF or Excel.
 */
export function InventoryPerformanceReportScreen() {
  const t = useT();
  const paging = usePaging('inventory-performance');
  const [draft, setDraft] = useState('');
  const [position, setPosition] = useState('');
  const list = useInventoryList({
    page: paging.page,
    perPage: paging.pageSize,
    status: 'false',
    position: position || undefined,
  });
  return (
    <>
      <PageHeader title={t('inventory.performance.title')} />
      <FilterPanel
        onSearch={() => {
          setPosition(draft);
          paging.setPage(1);
        }}
        onClear={() => {
          setDraft('');
          setPosition('');
        }}
      >
        <TextField
          label={t('inventory.filter.position')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
      </FilterPanel>
      <PagedDataTable<Inventory>
        caption={t('inventory.performance.caption')}
        rows={list.data?.inventories}
        rowKey={(r) => r.id}
        loading={list.isPending}
        error={list.isError}
        paging={paging}
        total={list.data?.total ?? 0}
        stacked
        columns={[
          { key: 'date', header: t('inventory.col.date'), render: (r) => dayText(r.inventoryDate) },
          { key: 'code', header: t('inventory.col.number'), stackedSlot: 'title' },
          {
            key: 'operator',
            header: t('inventory.col.operator'),
            render: (r) => r.user?.name ?? t('inventory.noOperator'),
          },
          { key: 'totalPositions', header: t('inventory.col.totalPositions'), align: 'right' },
          {
            key: 'open',
            header: t('inventory.col.open'),
            render: (r) => (
              <Badge tone={r.isOpen ? 'info' : 'success'}>{t(`inventory.open.${r.isOpen}`)}</Badge>
            ),
          },
          {
            key: 'actions',
            header: t('inventory.col.actions'),
            stackedSlot: 'action',
            render: (r) => (
              <RowActions>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('inventory.performance.pdf', { code: r.code })}
                  onClick={() => void performancePdf(r.id)}
                >
                  <PrintIcon /> PDF
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('inventory.performance.excel', { code: r.code })}
                  onClick={() => void performanceXlsx(r.id)}
                >
                  Excel
                </Button>
              </RowActions>
            ),
          },
        ]}
      />
    </>
  );
}
