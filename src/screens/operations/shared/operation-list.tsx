import { type ReactNode, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { hstack, stack } from '../../../../styled-system/patterns';
import { encodeSort, type Sort } from '../../../domain/list-query';
import type { MultiAssignKind } from '../../../domain/warehouse-kinds';
import { formatDate } from '../../../services/format';
import {
  type OperationListQuery,
  recordDate,
  useAssignMany,
  useAssignUser,
  useOperationList,
  type WarehouseKind,
  type WarehouseViews,
} from '../../../services/operations.api';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Pagination, usePageSize } from '../../../ui/pagination';
import { useT } from '../../../ui/use-t';
import { AssignUserDialog } from './assign-user.dialog';
import { formatExecuted } from './format';
import { filtersQuery, freshFilters, ListFilters, type OperationFilters } from './list-filters';
import type { OpenableRow } from './operation-screen';
import { OperatorLabel } from './operator-label';
import { OperationStatusChip } from './status-chip';
import { warehouseRecordAnswers, warehouseRecordStatuses } from './warehouse-record-answers';

// The "All" tab of an operation kind (doc 3 §2 list pattern): filters, the table (date, number,
// operator, orders, executed, volumes, status, actions), pagination with the total, skeleton
// while loading, "no data", "unable to load". A row has the assign-operator action (enabled by the
// record machine's ASSIGN_USER) unless the kind says otherwise; a kind adds its own actions. Picking and packing lists
// have checkboxes for the multi-assign call (doc 3 §2).

const content = stack({ gap: '3' });
const toolbar = hstack({ justifyContent: 'flex-end', gap: '2' });
const actionsCell = css({ display: 'inline-flex', gap: '1', justifyContent: 'flex-end' });

export interface OperationListProps<K extends WarehouseKind> {
  kind: K;
  onOpen: (row: OpenableRow) => void;
  /** the kind's own row actions, after "assign" */
  rowActions?: (row: WarehouseViews[K]) => ReactNode;
  /** false: rows offer no assign (storage, doc 3 §2 "the only row action is cancel") */
  rowAssign?: boolean;
  /** picking / packing: a checkbox per row and an "assign selected" button */
  multiAssign?: boolean;
  /** the kind's own columns from the shared ones (keyed by column key: date, code, user, ordersCount,
   * executed, volumes, status, actions, select), in the order shown */
  columns?: (
    shared: Record<string, DataTableColumn<WarehouseViews[K]>>,
  ) => DataTableColumn<WarehouseViews[K]>[];
  /** the column keys the simulator sorts in SQL (`sort=key|ASC`): date, code, status */
  sortable?: readonly string[];
  /** more buttons above the table (an export), given the list's filters and sort */
  toolbar?: (query: Omit<OperationListQuery, 'page' | 'take'>) => ReactNode;
}

interface Assigning {
  ids: string[];
  code: string | null;
  currentUserId: string | null;
}

export function OperationList<K extends WarehouseKind>({
  kind,
  onOpen,
  rowActions,
  rowAssign = true,
  multiAssign,
  columns: kindColumns,
  sortable,
  toolbar: extraTools,
}: OperationListProps<K>) {
  const t = useT();
  const [draft, setDraft] = useState<OperationFilters>(freshFilters);
  const [filters, setFilters] = useState<OperationFilters>(draft);
  const [page, setPage] = useState(1);
  const [take, setTake] = usePageSize();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [assigning, setAssigning] = useState<Assigning | null>(null);
  const [sort, setSort] = useState<Sort | null>(null);
  const assignOne = useAssignUser(kind);
  const assignMany = useAssignMany(kind as MultiAssignKind);

  const filterQuery = { ...filtersQuery(filters), ...(sort ? { sort: encodeSort(sort) } : {}) };
  const query: OperationListQuery = { page, take, ...filterQuery };
  const list = useOperationList(kind, query);
  const rows = list.data?.rows;
  // a list row carries no lines (OPERATIONS-CONTRACT.md); ASSIGN_USER reads none
  const canAssign = (r: WarehouseViews[K]) => warehouseRecordAnswers(kind, r).assignUser;
  const selectable = (rows ?? []).filter(canAssign);
  const chosen = selectable.filter((r) => selected.has(r.id));

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const selectColumn: DataTableColumn<WarehouseViews[K]> = {
    key: 'select',
    width: '2.5rem',
    header: (
      <Checkbox
        hideLabel
        label={t('operations.list.selectPage')}
        disabled={selectable.length === 0}
        checked={chosen.length === 0 ? false : chosen.length === selectable.length ? true : 'indeterminate'}
        onCheckedChange={(on) => setSelected(new Set(on ? selectable.map((r) => r.id) : []))}
      />
    ),
    render: (r) => (
      <Checkbox
        hideLabel
        label={t('operations.list.selectRow', { code: r.code })}
        disabled={!canAssign(r)}
        checked={selected.has(r.id) && canAssign(r)}
        onCheckedChange={(on) => toggle(r.id, on)}
      />
    ),
  };

  const sharedColumns: DataTableColumn<WarehouseViews[K]>[] = [
    ...(multiAssign ? [selectColumn] : []),
    { key: 'date', header: t('operations.columns.date'), render: (r) => formatDate(recordDate(kind, r)) },
    { key: 'code', header: t('operations.columns.number'), stackedSlot: 'title' },
    { key: 'user', header: t('operations.columns.operator'), render: (r) => <OperatorLabel user={r.user} /> },
    { key: 'ordersCount', header: t('operations.columns.orders'), align: 'right' },
    {
      key: 'executed',
      header: t('operations.columns.executed'),
      align: 'right',
      render: (r) => formatExecuted(r.executed),
    },
    { key: 'volumes', header: t('operations.columns.volumes'), align: 'right' },
    {
      key: 'status',
      header: t('operations.columns.status'),
      render: (r) => <OperationStatusChip status={r.status} />,
    },
    {
      key: 'actions',
      header: t('operations.columns.actions'),
      align: 'right',
      stackedSlot: 'action',
      render: (r) => (
        <span className={actionsCell}>
          {rowAssign && (
            <Button
              variant="ghost"
              size="sm"
              disabled={!canAssign(r)}
              aria-label={t('operations.actions.assignNamed', { code: r.code })}
              onClick={() => setAssigning({ ids: [r.id], code: r.code, currentUserId: r.user?.id ?? null })}
            >
              {t('operations.actions.assign')}
            </Button>
          )}
          {rowActions?.(r)}
        </span>
      ),
    },
  ];

  const byKey = Object.fromEntries(
    sharedColumns.map((c) => [c.key, sortable?.includes(c.key) ? { ...c, sortable: true } : c]),
  );
  const columns = kindColumns ? kindColumns(byKey) : Object.values(byKey);

  const assign = async (userId: string) => {
    if (!assigning) return;
    if (assigning.code === null) {
      await assignMany.mutateAsync({ userId, ids: assigning.ids });
      setSelected(new Set());
    } else await assignOne.mutateAsync({ id: assigning.ids[0], userId });
  };

  return (
    <div className={content}>
      <ListFilters
        draft={draft}
        onDraftChange={setDraft}
        statuses={warehouseRecordStatuses(kind)}
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
      {(multiAssign || extraTools) && (
        <div className={toolbar}>
          {extraTools?.(filterQuery)}
          {multiAssign && (
            <Button
              variant="outline"
              disabled={chosen.length === 0}
              onClick={() => setAssigning({ ids: chosen.map((r) => r.id), code: null, currentUserId: null })}
            >
              {t('operations.actions.assignSelected', { count: chosen.length })}
            </Button>
          )}
        </div>
      )}
      <DataTable
        caption={t(`nav.${kind}`)}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        loading={list.isLoading}
        error={list.isError}
        sort={sortable ? sort : undefined}
        onSortChange={
          sortable
            ? (next) => {
                setSort(next);
                setPage(1);
              }
            : undefined
        }
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
      {assigning && (
        <AssignUserDialog
          open
          onOpenChange={(open) => {
            if (!open) setAssigning(null);
          }}
          subject={assigning.code ?? t('operations.assign.many', { count: assigning.ids.length })}
          currentUserId={assigning.currentUserId}
          onAssign={assign}
        />
      )}
    </div>
  );
}
