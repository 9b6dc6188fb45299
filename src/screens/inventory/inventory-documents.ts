import type { Inventory } from '../../domain/inventory';
import { positionStatusLabel } from '../../domain/inventory';
import type { inventoryPerformance } from '../../domain/inventory-performance';
import { api } from '../../services/api-client';
import { t } from '../../services/i18n';
import { fetchPerformance } from '../../services/inventory.api';
import { dayText } from './inventory-format';

// The inventory's documents (doc 3 §2): the print of one inventory (its positions and counts), and
// the performance report of a closed one as PDF or Excel (GET inventory/report/performance/{id},
// the figures of doc 3 §3). jspdf and exceljs load on demand.

const positionState = (p: Inventory['positions'][number]) => t(`inventory.pos.${positionStatusLabel(p)}`);

/** Print: a landscape PDF of the inventory's positions with their last count. */
export async function printInventory(id: string): Promise<void> {
  const inventory = await api.get<Inventory>(`/inventory/${encodeURIComponent(id)}`);
  const { printReport } = await import('../../services/documents/report-pdf');
  type Row = Inventory['positions'][number];
  const last = (p: Row) => p.counting.at(-1);
  await printReport<Row>(
    `${t('inventory.list.title')} ${inventory.code}`,
    [
      { header: t('inventory.pos.code'), value: (p) => p.code },
      { header: t('inventory.pos.warehouse'), value: (p) => p.warehouse.name },
      { header: t('inventory.pos.statusInInventory'), value: positionState },
      { header: t('inventory.col.operator'), value: (p) => p.user?.name ?? t('inventory.noOperator') },
      { header: t('inventory.pos.counts'), value: (p) => p.counting.length, align: 'right' },
      {
        header: t('inventory.counting.expected'),
        value: (p) => last(p)?.countExpected ?? '',
        align: 'right',
      },
      {
        header: t('inventory.counting.realized'),
        value: (p) => last(p)?.countRealized ?? '',
        align: 'right',
      },
    ],
    inventory.positions,
    {
      subtitle: `${dayText(inventory.inventoryDate)} · ${t(`inventory.status.${inventory.status}`)}`,
      fileName: inventory.code,
    },
  );
}

type PositionRow = ReturnType<typeof inventoryPerformance>['positions'][number];

const performanceColumns = () => [
  { header: t('inventory.pos.code'), value: (p: PositionRow) => p.positionCode },
  {
    header: t('inventory.performance.totalExecutions'),
    value: (p: PositionRow) => p.totalExecutionsPositionInQtd,
  },
  { header: t('inventory.performance.totalReads'), value: (p: PositionRow) => p.totalReads },
  {
    header: t('inventory.performance.inconsistency'),
    value: (p: PositionRow) =>
      t(p.inconsistencyDetected ? 'inventory.performance.yes' : 'inventory.performance.no'),
  },
  {
    header: t('inventory.performance.minutes'),
    value: (p: PositionRow) => p.totalExecutionPositionInMinutes,
  },
  {
    header: t('inventory.performance.user'),
    value: (p: PositionRow) => p.counts.map((c) => `${c.userExecutionName} (${c.timeInMinutes})`).join(', '),
  },
];

function summaryLine(r: Awaited<ReturnType<typeof fetchPerformance>>): string {
  return [
    `${t('inventory.performance.totalPositions')}: ${r.totalPositions}`,
    `${t('inventory.performance.totalCountedItems')}: ${r.totalCountedItems}`,
    `${t('inventory.performance.totalExecutions')}: ${r.totalExecutions}`,
    `${t('inventory.performance.totalReads')}: ${r.totalReads}`,
    `${t('inventory.performance.longest')}: ${r.longestCounting?.timeInMinutes ?? 0}`,
    `${t('inventory.performance.shortest')}: ${r.shortestCounting?.timeInMinutes ?? 0}`,
    `${t('inventory.performance.mean')}: ${r.mediaCountingMinutes}`,
  ].join(' · ');
}

export async function performancePdf(id: string): Promise<void> {
  const report = await fetchPerformance(id);
  const { printReport } = await import('../../services/documents/report-pdf');
  await printReport(
    `${t('inventory.performance.title')} ${report.inventoryCode}`,
    performanceColumns(),
    report.positions,
    {
      subtitle: `${dayText(report.inventoryDate)} · ${summaryLine(report)}`,
      fileName: `desempenho-${report.inventoryCode}`,
    },
  );
}

export async function performanceXlsx(id: string): Promise<void> {
  const report = await fetchPerformance(id);
  const { exportXlsx } = await import('../../services/documents/xlsx-export');
  await exportXlsx(
    `desempenho-${report.inventoryCode}`,
    report.inventoryCode,
    performanceColumns(),
    report.positions,
  );
}
