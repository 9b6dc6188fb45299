import { useState } from 'react';
import { stack } from '../../../../styled-system/patterns';
import { HANDLING_STATUSES, type Handling } from '../../../domain/handling';
import type { Sort } from '../../../domain/list-query';
import { formatDate } from '../../../services/format';
import { useHandlingList } from '../../../services/handling.api';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Pagination, usePageSize } from '../../../ui/pagination';
import { useT } from '../../../ui/use-t';
import { formatExecuted } from '../shared/format';
import { filtersQuery, freshFilters, ListFilters, type OperationFilters } from '../shared/list-filters';
import type { OpenableRow } from '../shared/operation-screen';
import { OperatorLabel } from '../shared/operator-label';
import { OperationStatusChip } from '../shared/status-chip';
import { HandlingActions } from './handling-actions';

// The "All" tab of /handling (doc 3 §2 Handling: warehouse, origin position, items, executed %,
// status, actions (finalize, cancel, assign user)), with the list pattern's filters, pagination,
// skeleton, "no data" and "unable to load". Sorting is done by the simulator in SQL. Ours: the
// number, date and operator columns too (the seed's columns do not say which handling a row is).

const content = stack({ gap: '3' });

export function HandlingList({ onOpen }: { onOpen: (row: OpenableRow) => void }) {
  const t = useT();
  const [draft, setDraft] = useState<OperationFilters>(freshFilters);
  const [filters, setFilters] = useState<OperationFilters>(draft);
  const [sort, setSort] = useState<Sort | null>(null);
  const [page, setPage] = useState(1);
  const [take, setTake] = usePageSize();
  const list = useHandlingList({ page, take, sort, ...filtersQuery(filters) });

  const columns: DataTableColumn<Handling>[] = [
    { key: 'code', header: t('handling.columns.code'), sortable: true, stackedSlot: 'title' },
    {
      key: 'createdAt',
      header: t('handling.columns.date'),
      sortable: true,
      render: (r) => formatDate(r.createdAt),
    },
    {
      key: 'warehouse',
      header: t('handling.columns.warehouse'),
      sortable: true,
      render: (r) => r.warehouse.name,
    },
    {
      key: 'positionOrigin',
      header: t('handling.columns.origin'),
      sortable: true,
      render: (r) => r.positionCodeOrigin ?? t('handling.severalOrigins'),
    },
    {
      key: 'items',
      header: t('handling.columns.items'),
      sortable: true,
      align: 'right',
      render: (r) => r.itemsCount,
    },
    {
      key: 'executed',
      header: t('handling.columns.executed'),
      sortable: true,
      align: 'right',
      render: (r) => formatExecuted(r.executed),
    },
    {
      key: 'user',
      header: t('handling.columns.operator'),
      sortable: true,
      render: (r) => <OperatorLabel user={r.user} />,
    },
    {
      key: 'status',
      header: t('handling.columns.status'),
      sortable: true,
      render: (r) => <OperationStatusChip status={r.status} />,
    },
    {
      key: 'actions',
      header: t('handling.columns.actions'),
      align: 'right',
      stackedSlot: 'action',
      render: (r) => <HandlingActions record={r} />,
    },
  ];

  return (
    <div className={content}>
      <ListFilters
        draft={draft}
        onDraftChange={setDraft}
        statuses={HANDLING_STATUSES}
        searching={list.isFetching && !list.isLoading}
        onSearch={() => {
          setFilters(draft);
          setPage(1);
        }}
        onClear={() => {
          setDraft(freshFilters());
          setFilters(freshFilters());
          setPage(1);
        }}
      />
      <DataTable
        caption={t('nav.handling')}
        columns={columns}
        rows={list.data?.positionsHandling}
        rowKey={(r) => r.id}
        loading={list.isLoading}
        error={list.isError}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        onRowClick={(r) => onOpen({ id: r.id, code: r.code })}
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
