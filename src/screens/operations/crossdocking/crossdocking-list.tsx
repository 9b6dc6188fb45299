import { stack } from '../../../../styled-system/patterns';
import { CROSSDOCKING_STATUSES, type Crossdocking } from '../../../domain/crossdocking';
import { useCrossdockingList } from '../../../services/crossdocking.api';
import { formatDate } from '../../../services/format';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Pagination } from '../../../ui/pagination';
import { useT } from '../../../ui/use-t';
import { formatExecuted } from '../shared/format';
import { useListControls } from '../shared/list-controls';
import { ListFilters } from '../shared/list-filters';
import type { OpenableRow } from '../shared/operation-screen';
import { OperatorLabel } from '../shared/operator-label';
import { OperationStatusChip } from '../shared/status-chip';
import { CrossdockingActions } from './crossdocking-actions';

// The "All" tab of /crossdocking (ours — the seeds name no columns): number, date, warehouse,
// orders, lines, executed % (lines crossed), operator, status and the record actions; the
// operations' filters (number, status, period, operator), sort and paging done by the simulator in
// SQL; skeleton, "no data" and "unable to load" from DataTable.

const content = stack({ gap: '3' });

export function CrossdockingList({ onOpen }: { onOpen: (row: OpenableRow) => void }) {
  const t = useT();
  const controls = useListControls(CROSSDOCKING_STATUSES);
  const list = useCrossdockingList(controls.query);
  const column = (key: string) => t(`crossdocking.columns.${key}`);
  const columns: DataTableColumn<Crossdocking>[] = [
    { key: 'code', header: column('code'), sortable: true, stackedSlot: 'title' },
    { key: 'createdAt', header: column('date'), sortable: true, render: (r) => formatDate(r.createdAt) },
    { key: 'warehouse', header: column('warehouse'), sortable: true, render: (r) => r.warehouse.name },
    { key: 'orders', header: column('orders'), sortable: true, align: 'right', render: (r) => r.ordersCount },
    { key: 'lines', header: column('lines'), sortable: true, align: 'right', render: (r) => r.linesCount },
    {
      key: 'executed',
      header: column('executed'),
      sortable: true,
      align: 'right',
      render: (r) => formatExecuted(r.executed),
    },
    {
      key: 'user',
      header: column('operator'),
      sortable: true,
      render: (r) => <OperatorLabel user={r.user} />,
    },
    {
      key: 'status',
      header: column('status'),
      sortable: true,
      render: (r) => <OperationStatusChip status={r.status} />,
    },
    {
      key: 'actions',
      header: column('actions'),
      align: 'right',
      stackedSlot: 'action',
      render: (r) => <CrossdockingActions record={r} />,
    },
  ];
  return (
    <div className={content}>
      <ListFilters {...controls.filterProps} searching={list.isFetching && !list.isLoading} />
      <DataTable
        caption={t('nav.crossdocking')}
        columns={columns}
        rows={list.data?.crossdockings}
        rowKey={(r) => r.id}
        loading={list.isLoading}
        error={list.isError}
        {...controls.sortProps}
        onRowClick={(r) => onOpen({ id: r.id, code: r.code })}
        stacked
      />
      <Pagination {...controls.pageProps(list.data?.total ?? 0)} />
    </div>
  );
}
