import { lazy, Suspense, useMemo, useState } from 'react';
import { hstack, stack } from '../../../../styled-system/patterns';
import { presetRange, toApiDate } from '../../../domain/dates';
import type { RouteItemStatus } from '../../../domain/operations';
import { useCompanies } from '../../../services/company.api';
import { exportReportExcel } from '../../../services/documents/report-excel';
import { printReport } from '../../../services/documents/report-pdf';
import { formatDate, formatMoney } from '../../../services/format';
import { useOperators } from '../../../services/operations.api';
import { useViewedCompanyDocument } from '../../../services/query-client';
import { type RouteActivity, useRouteActivities } from '../../../services/route-activities.api';
import { Button } from '../../../ui/button';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { type DateRange, DateRangePicker } from '../../../ui/date-range-picker';
import { FilterPanel } from '../../../ui/filter-panel';
import { PageHeader } from '../../../ui/page';
import { Pagination, usePageSize } from '../../../ui/pagination';
import { Select } from '../../../ui/select';
import { EmptyState } from '../../../ui/states';
import { useT } from '../../../ui/use-t';
import { DriverMultiSelect } from '../driver-select';
import { RouteStatusChip } from '../route-chips';
import { activityColumns, allActivities, summaryGroups } from './activity-columns';
import { ActivitySummaryTables } from './activity-summary';

// The two route reports (doc 3 §2 Reports; GET /routes/driver-activities): the driver activities
// (/routes-driver-activities-report: every driver, or the ones chosen) and the activities per
// driver (/route-activities-per-driver: ours — one driver chosen first, then only theirs; the seed
// names both pages with the same columns). Period default: the last 7 days. The order number
// opens the order detail dialog. PDF and Excel export every row of the filters. Under the rows,
// the filters' grouped summary in doc 1 §9's time and distance buckets (activity-summary.tsx).

const OrderDetailDialog = lazy(() =>
  import('../../orders/detail/order-detail.dialog').then((m) => ({ default: m.OrderDetailDialog })),
);

interface Applied {
  range: DateRange;
  drivers: string[];
}

function RouteActivitiesReport({ perDriver }: { perDriver: boolean }) {
  const t = useT();
  const title = t(perDriver ? 'nav.routeActivitiesPerDriver' : 'nav.routesDriverActivities');
  const [draft, setDraft] = useState<Applied>(() => ({ range: presetRange(7), drivers: [] }));
  const [applied, setApplied] = useState<Applied>(draft);
  const [page, setPage] = useState(1);
  const [take, setTake] = usePageSize('route-activities');
  const [viewing, setViewing] = useState<RouteActivity | null>(null);
  const [exporting, setExporting] = useState<'pdf' | 'xlsx' | null>(null);
  const users = useOperators(null, perDriver);
  const document = useViewedCompanyDocument();
  const company = useCompanies().data?.find((c) => c.cnpj === document) ?? null;
  const filters = useMemo(
    () => ({
      initialDate: toApiDate(applied.range.start),
      finalDate: toApiDate(applied.range.end),
      driverIds: applied.drivers.length > 0 ? applied.drivers.join(',') : undefined,
    }),
    [applied],
  );
  const waiting = perDriver && applied.drivers.length === 0;
  const list = useRouteActivities({ page, take, ...filters }, !waiting);
  const rows = list.data?.activities;
  const subtitle = `${formatDate(applied.range.start)} – ${formatDate(applied.range.end)}`;

  const exportAs = async (kind: 'pdf' | 'xlsx') => {
    setExporting(kind);
    try {
      const all = await allActivities(filters);
      const summaries = all.summary ? summaryGroups(all.summary) : [];
      if (kind === 'pdf')
        await printReport(title, activityColumns(), all.rows, {
          subtitle,
          company: company?.logo ? company : null,
          summaries,
        });
      else await exportReportExcel(title, activityColumns(), all.rows, summaries);
    } catch {
      // told by the API client or the document functions
    } finally {
      setExporting(null);
    }
  };

  const columns: DataTableColumn<RouteActivity>[] = [
    { key: 'date', header: t('routes.activities.columns.date'), render: (r) => formatDate(r.DataRota) },
    {
      key: 'order',
      header: t('routes.activities.columns.order'),
      render: (r) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('routes.activities.openOrder', { order: r.Pedido })}
          onClick={() => setViewing(r)}
        >
          {r.Pedido}
        </Button>
      ),
    },
    { key: 'route', header: t('routes.activities.columns.route'), render: (r) => r.Rota },
    {
      key: 'driver',
      header: t('routes.activities.columns.driver'),
      render: (r) => r.Entregador ?? t('routes.noDriver'),
    },
    {
      key: 'freight',
      header: t('routes.activities.columns.freight'),
      align: 'right',
      render: (r) => formatMoney(r.Frete),
    },
    {
      key: 'transfer',
      header: t('routes.activities.columns.transfer'),
      align: 'right',
      render: (r) => formatMoney(r.Repasse),
    },
    {
      key: 'status',
      header: t('routes.activities.columns.status'),
      render: (r) => <RouteStatusChip status={r.Situacao as RouteItemStatus} />,
    },
  ];
  const empty = !rows || rows.length === 0;

  return (
    <div className={stack({ gap: '4' })}>
      <PageHeader
        title={title}
        actions={
          <div className={hstack({ gap: '2' })}>
            <Button
              variant="outline"
              loading={exporting === 'pdf'}
              disabled={empty || exporting !== null}
              onClick={() => void exportAs('pdf')}
            >
              {t('routes.activities.pdf')}
            </Button>
            <Button
              variant="outline"
              loading={exporting === 'xlsx'}
              disabled={empty || exporting !== null}
              onClick={() => void exportAs('xlsx')}
            >
              {t('routes.activities.excel')}
            </Button>
          </div>
        }
      />
      <FilterPanel
        onSearch={() => {
          setApplied(draft);
          setPage(1);
        }}
        onClear={() => {
          const fresh = { range: presetRange(7), drivers: [] };
          setDraft(fresh);
          setApplied(fresh);
          setPage(1);
        }}
        searching={list.isFetching && !list.isLoading}
      >
        <DateRangePicker value={draft.range} onChange={(range) => setDraft((d) => ({ ...d, range }))} />
        {perDriver ? (
          <Select
            label={t('routes.activities.driver')}
            items={(users.data?.users ?? []).map((u) => ({
              value: u.id,
              label: u.profile?.name || u.userName,
            }))}
            value={draft.drivers[0] ?? null}
            onValueChange={(id) => setDraft((d) => ({ ...d, drivers: id ? [id] : [] }))}
            placeholder={t('routes.activities.chooseDriver')}
          />
        ) : (
          <DriverMultiSelect
            value={draft.drivers}
            onChange={(drivers) => setDraft((d) => ({ ...d, drivers }))}
          />
        )}
      </FilterPanel>
      {waiting ? (
        <EmptyState message={t('routes.activities.chooseDriver')} />
      ) : (
        <>
          <DataTable
            caption={title}
            columns={columns}
            rows={rows}
            rowKey={(r) => `${r.RotaId}-${r.PedidoId}`}
            loading={list.isLoading}
            error={list.isError}
            stacked
          />
          <Pagination
            page={page}
            pageSize={take}
            total={list.data?.total ?? 0}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setTake(size);
              setPage(1);
            }}
          />
          <ActivitySummaryTables summary={list.data?.summary} loading={list.isLoading} error={list.isError} />
        </>
      )}
      {viewing && (
        <Suspense fallback={null}>
          <OrderDetailDialog
            orderId={viewing.PedidoId}
            orderNumber={viewing.Pedido}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

export const RoutesDriverActivitiesScreen = () => <RouteActivitiesReport perDriver={false} />;
export const RouteActivitiesPerDriverScreen = () => <RouteActivitiesReport perDriver />;
