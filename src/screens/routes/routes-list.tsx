import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { stack } from '../../../styled-system/patterns';
import type { Sort } from '../../domain/list-query';
import { isRouteLocked, ROUTE_STATUSES, type RouteRecord } from '../../domain/operations';
import { formatDate } from '../../services/format';
import { useRouteList } from '../../services/routes.api';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { PageHeader, PageSection } from '../../ui/page';
import { Pagination, usePageSize } from '../../ui/pagination';
import { useT } from '../../ui/use-t';
import { mapRouteOf } from './map/map-layers';
import { RouteMap } from './map/route-map';
import { RouteActions } from './route-actions';
import { DriverChip, RouteStatusChip } from './route-chips';
import { freshRouteFilters, RouteFilters, type RouteFilterValues, routeFiltersQuery } from './route-filters';

// /routes (doc 3 §2 Routes): filters, a map of the active routes, the list with sortable columns
// date, number, driver, vehicle, status (sorted in SQL by the simulator) and the row actions. A
// row click opens the detail. The map shows the active routes (not DONE or CANCELLED) matching the
// filters, at most the first 50 (ours: enough for a day's dispatch; the list pages the rest).

const OPEN = ROUTE_STATUSES.filter((s) => !isRouteLocked(s));
const MAP_TAKE = 50;

export function RoutesList() {
  const t = useT();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<RouteFilterValues>(freshRouteFilters);
  const [filters, setFilters] = useState<RouteFilterValues>(draft);
  const [sort, setSort] = useState<Sort | null>(null);
  const [page, setPage] = useState(1);
  const [take, setTake] = usePageSize('routes');
  const query = routeFiltersQuery(filters);
  const list = useRouteList({ page, take, sort, ...query });
  const open = query.status && !OPEN.includes(query.status as (typeof OPEN)[number]) ? null : query;
  const active = useRouteList(
    { ...query, page: 1, take: MAP_TAKE, status: query.status ?? OPEN.join(',') },
    open !== null,
  );
  const mapRoutes = useMemo(
    () => (open ? (active.data?.routes ?? []).map(mapRouteOf) : []),
    [open, active.data],
  );

  const columns: DataTableColumn<RouteRecord>[] = [
    {
      key: 'routeDate',
      header: t('routes.columns.date'),
      sortable: true,
      render: (r) => formatDate(r.routeDate),
    },
    { key: 'code', header: t('routes.columns.code'), sortable: true, stackedSlot: 'title' },
    {
      key: 'driver',
      header: t('routes.columns.driver'),
      sortable: true,
      render: (r) => <DriverChip name={r.user?.profile.name ?? null} />,
    },
    {
      key: 'vehicle',
      header: t('routes.columns.vehicle'),
      sortable: true,
      render: (r) => r.vehicle?.plate ?? t('routes.noVehicle'),
    },
    {
      key: 'orders',
      header: t('routes.columns.orders'),
      align: 'right',
      render: (r) => r.items.length,
    },
    {
      key: 'status',
      header: t('routes.columns.status'),
      sortable: true,
      render: (r) => <RouteStatusChip status={r.status} />,
    },
    {
      key: 'actions',
      header: t('routes.columns.actions'),
      align: 'right',
      stackedSlot: 'action',
      render: (r) => <RouteActions route={r} />,
    },
  ];

  return (
    <div className={stack({ gap: '4' })}>
      <PageHeader title={t('nav.routes')} />
      <RouteFilters
        draft={draft}
        onDraftChange={setDraft}
        searching={list.isFetching && !list.isLoading}
        onSearch={() => {
          setFilters(draft);
          setPage(1);
        }}
        onClear={() => {
          setDraft(freshRouteFilters());
          setFilters(freshRouteFilters());
          setPage(1);
        }}
      />
      <PageSection title={t('routes.map.activeTitle')}>
        <RouteMap routes={mapRoutes} label={t('routes.map.activeTitle')} />
      </PageSection>
      <DataTable
        caption={t('nav.routes')}
        columns={columns}
        rows={list.data?.routes}
        rowKey={(r) => r.id}
        loading={list.isLoading}
        error={list.isError}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        onRowClick={(r) => navigate(`/routes/${encodeURIComponent(r.id)}`)}
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
    </div>
  );
}
