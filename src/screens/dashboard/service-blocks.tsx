import { css } from '../../../styled-system/css';
import { CHECKLIST_COLUMNS, type ChecklistColumn, type ChecklistRow } from '../../domain/dashboard';
import {
  type DayRange,
  useChecklistMonitoring,
  useServiceOrderMonitoring,
} from '../../services/dashboard.api';
import { useT } from '../../ui/use-t';
import { QueryBody } from './block';
import { MonitorTable } from './monitor-table';

const cellList = css({
  listStyle: 'none',
  p: '0',
  m: '0',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
});
const buckets = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  gap: '2',
});
const bucket = css({ bg: 'surface', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '3' });

/** A checklist cell's orders (at most 3, doc 1 §2.8, as the simulator sends them): the order's
 * number and the vehicle's plate. The wall's cells (tv/tv-checklist.tsx) list them too. */
export function ChecklistOrders({
  orders,
  className,
}: {
  orders: ChecklistRow['cells'][ChecklistColumn];
  className: string;
}) {
  return (
    <ul className={className}>
      {orders.map((o) => (
        <li key={o.id}>
          {o.orderNumber}
          {o.plate ? ` · ${o.plate}` : ''}
        </li>
      ))}
    </ul>
  );
}

/** doc 1 §2.8 vehicle-service checklist monitoring (flag statusMechanicLeadTime): a row per
 * mechanic, at most 3 orders per cell with the cell's count, 31-day window from the start date. */
export function ChecklistBlock({ range }: { range: DayRange }) {
  const t = useT();
  const query = useChecklistMonitoring(range);
  return (
    <QueryBody query={query} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <MonitorTable
          caption={t('dashboard.block.checklist')}
          heads={[
            t('dashboard.checklist.mechanic'),
            ...CHECKLIST_COLUMNS.map((c) => t(`dashboard.checklist.${c}`)),
          ]}
        >
          {rows.map((row) => (
            <tr key={row.mechanic}>
              <th scope="row">{row.mechanic || t('dashboard.checklist.noMechanic')}</th>
              {CHECKLIST_COLUMNS.map((c) => (
                <td key={c}>
                  <span className={css({ fontWeight: 'bold' })}>{row.counts[c]}</span>
                  <ChecklistOrders orders={row.cells[c]} className={cellList} />
                </td>
              ))}
            </tr>
          ))}
        </MonitorTable>
      )}
    </QueryBody>
  );
}

/** doc 1 §2.8 service-order operation monitoring: the seven buckets with their quantities. */
export function ServiceOrderBlock({ range }: { range: DayRange }) {
  const t = useT();
  const query = useServiceOrderMonitoring(range);
  return (
    <QueryBody query={query} isEmpty={(list) => list.length === 0}>
      {(list) => (
        <dl className={buckets}>
          {list.map((b) => (
            <div key={b.bucket} className={bucket}>
              <dt className={css({ fontSize: 'sm', color: 'textMuted', fontWeight: 'semibold' })}>
                {t(`dashboard.bucket.${b.bucket}`)}
              </dt>
              <dd className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{b.quantity}</dd>
            </div>
          ))}
        </dl>
      )}
    </QueryBody>
  );
}
