import { css } from '../../../styled-system/css';
import { CHECKLIST_COLUMNS } from '../../domain/dashboard';
import {
  type DayRange,
  useChecklistMonitoring,
  useServiceOrderMonitoring,
} from '../../services/dashboard.api';
import { useT } from '../../ui/use-t';
import { QueryBody } from './block';

const table = css({
  width: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th, & td': {
    borderWidth: '1px',
    borderColor: 'border',
    p: '1.5',
    verticalAlign: 'top',
    textAlign: 'left',
  },
});
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

/** doc 1 §2.8 vehicle-service checklist monitoring (flag statusMechanicLeadTime): a row per
 * mechanic, at most 3 orders per cell with the cell's count, 31-day window from the start date. */
export function ChecklistBlock({ range }: { range: DayRange }) {
  const t = useT();
  const query = useChecklistMonitoring(range);
  return (
    <QueryBody query={query} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <div className={css({ overflowX: 'auto' })}>
          <table className={table}>
            <caption className={css({ srOnly: true })}>{t('dashboard.block.checklist')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.checklist.mechanic')}</th>
                {CHECKLIST_COLUMNS.map((c) => (
                  <th key={c} scope="col">
                    {t(`dashboard.checklist.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.mechanic}>
                  <th scope="row">{row.mechanic || t('dashboard.checklist.noMechanic')}</th>
                  {CHECKLIST_COLUMNS.map((c) => (
                    <td key={c}>
                      <span className={css({ fontWeight: 'bold' })}>{row.counts[c]}</span>
                      <ul className={cellList}>
                        {row.cells[c].map((o) => (
                          <li key={o.id}>
                            {o.orderNumber}
                            {o.plate ? ` · ${o.plate}` : ''}
                          </li>
                        ))}
                      </ul>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
