import { useMemo, useState } from 'react';
import { flex, stack } from '../../../../styled-system/patterns';
import type { CalendarEntry, Order } from '../../../domain/order-records';
import { formatDateTime, parseApiDate } from '../../../services/format';
import { Button } from '../../../ui/button';
import { useCodeLabels } from '../../../ui/code-labels';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Pagination, usePageSize } from '../../../ui/pagination';
import { Badge, statusTone } from '../../../ui/status-badge';
import { useT } from '../../../ui/use-t';
import { AddTrackingDialog } from './add-tracking.dialog';

// doc 2 §2 "Tracking: table of calendar entries (date, user, description, status), newest first,
// with an add-tracking dialog".

const content = stack({ gap: '3' });
const toolbar = flex({ justifyContent: 'flex-end' });

/** Newest first by due date (then by creation). */
export function newestFirst(entries: readonly CalendarEntry[]): CalendarEntry[] {
  const time = (value: string | null | undefined) => parseApiDate(value ?? null)?.getTime() ?? 0;
  return [...entries].sort(
    (a, b) => time(b.dueDate) - time(a.dueDate) || time(b.createdAt) - time(a.createdAt),
  );
}

export function TrackingTab({ order, canAdd }: { order: Order; canAdd: boolean }) {
  const t = useT();
  const labels = useCodeLabels();
  const [adding, setAdding] = useState(false);
  const [page, setPage] = useState(1);
  const [take, setTake] = usePageSize('orderTracking');
  const entries = useMemo(() => newestFirst(order.calendars ?? []), [order.calendars]);

  const columns: DataTableColumn<CalendarEntry>[] = [
    { key: 'dueDate', header: t('orders.tracking.fields.dueDate'), render: (e) => formatDateTime(e.dueDate) },
    { key: 'user', header: t('orders.tracking.fields.user'), render: (e) => e.user?.name ?? '' },
    { key: 'description', header: t('orders.tracking.fields.description') },
    {
      key: 'status',
      header: t('orders.tracking.fields.status'),
      render: (e) => <Badge tone={statusTone(e.status)}>{labels.label('calendarStatus', e.status)}</Badge>,
    },
  ];

  return (
    <div className={content}>
      {canAdd && (
        <div className={toolbar}>
          <Button size="sm" onClick={() => setAdding(true)}>
            {t('orders.tracking.add')}
          </Button>
        </div>
      )}
      <DataTable
        caption={t('orders.tracking.caption')}
        columns={columns}
        rows={entries.slice((page - 1) * take, page * take)}
        rowKey={(e) => e.id}
        loading={false}
      />
      {entries.length > take && (
        <Pagination
          page={page}
          pageSize={take}
          total={entries.length}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setTake(size);
            setPage(1);
          }}
        />
      )}
      {adding && <AddTrackingDialog orderId={order.id} onClose={() => setAdding(false)} />}
    </div>
  );
}
