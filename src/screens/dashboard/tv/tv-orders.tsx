import { css, cx } from '../../../../styled-system/css';
import { type MonitoredOrder, ORDER_LIST_OF } from '../../../domain/dashboard';
import { useOrderMonitoring } from '../../../services/dashboard.api';
import { formatCount } from '../../../services/format';
import { useT } from '../../../ui/use-t';
import { QueryBody } from '../block';
import { orderCard, orderTiming } from '../order-card';
import { COLUMNS, columnKey, type OrderMonitoringProps } from '../order-monitoring-block';
import { usePaged } from './tv-cycle';
import { MoreMarker } from './tv-more';
import { tvLabel, tvTitle } from './tv-type';
import { useFitCount } from './use-fit-count';

/** Orders per column page on the wall before the column is measured: then as many one-line cards
 * as its box holds (use-fit-count.ts; ours: doc 1 §2.8 gives no number for this block). */
export const TV_ORDERS_PER_COLUMN = 4;

const boards = css({
  display: 'grid',
  gridTemplateRows: 'repeat(3, minmax(0, 1fr))',
  gap: 'calc(var(--tv-u) * 0.6)',
  height: 'full',
});
const columns = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 'calc(var(--tv-u) * 0.5)',
  minHeight: '0',
  flex: '1',
});
const column = css({
  display: 'flex',
  flexDirection: 'column',
  gap: 'calc(var(--tv-u) * 0.3)',
  minWidth: '0',
  minHeight: '0',
  bg: 'canvas',
  borderRadius: 'md',
  p: 'calc(var(--tv-u) * 0.4)',
});
const head = css({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: 'calc(var(--tv-u) * 0.5)',
  fontWeight: 'bold',
});
const list = css({
  flex: '1',
  minHeight: '0',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  gap: 'calc(var(--tv-u) * 0.25)',
  listStyle: 'none',
  p: '0',
  m: '0',
});
/** One order on the wall: its number (the record's code is in its name for a screen reader: the
 * one-line card has no room for both at wall size), and in progress its timer; over 15 and 20
 * minutes the warning and error colours with a "!" / "!!" mark, never colour alone (doc 1 §2.8). */
function TvOrderCard({ order, now }: { order: MonitoredOrder; now: Date }) {
  const t = useT();
  const { tone, timer } = orderTiming(order, now);
  const mark = tone === 'error' ? '!!' : tone === 'warning' ? '!' : '';
  return (
    <li
      className={cx(tvLabel, orderCard({ tone, size: 'wall' }))}
      aria-label={[order.orderNumber, order.code, tone !== 'normal' && t(`dashboard.tone.${tone}`)]
        .filter(Boolean)
        .join(' · ')}
    >
      <strong>{order.orderNumber}</strong>
      {(timer || mark) && (
        <span className={css({ fontWeight: 'bold' })}>
          {timer}
          {mark && ` ${mark}`}
        </span>
      )}
    </li>
  );
}

function TvColumn({ title, orders, now }: { title: string; orders: MonitoredOrder[]; now: Date }) {
  const [fit, box] = useFitCount(TV_ORDERS_PER_COLUMN);
  const page = usePaged(orders, fit);
  return (
    <section className={column} aria-label={`${title} (${orders.length})`}>
      <h4 className={cx(tvLabel, head)}>
        <span>{title}</span>
        <span>({formatCount(orders.length)})</span>
      </h4>
      <ul ref={box} className={list} data-tv-list={`${page.page + 1}/${page.pages}`}>
        {page.shown.map((o) => (
          <TvOrderCard key={`${o.id}-${o.code}`} order={o} now={now} />
        ))}
      </ul>
      <MoreMarker page={page} reserve />
    </section>
  );
}

/** doc 1 §2.8 orders monitoring on the wall: the three chosen boards stacked, each with its three
 * columns side by side; a column longer than its place turns its pages (paging.ts). No Finalize
 * button: a wall is read, not used — the dashboard keeps it. */
export function TvOrderMonitoring({ range, chosen, now }: OrderMonitoringProps) {
  const t = useT();
  const query = useOrderMonitoring(range, chosen);
  return (
    <QueryBody query={query} isEmpty={() => false}>
      {(data) => (
        <div className={boards}>
          {chosen.map((operation) => {
            const orders = data[ORDER_LIST_OF[operation]];
            return (
              <section
                key={operation}
                aria-label={t(`dashboard.operation.${operation}`)}
                className={css({
                  display: 'flex',
                  flexDirection: 'column',
                  minHeight: '0',
                  gap: 'calc(var(--tv-u) * 0.3)',
                })}
              >
                <h3 className={tvTitle}>{t(`dashboard.operation.${operation}`)}</h3>
                <div className={columns}>
                  {COLUMNS.map((c) => (
                    <TvColumn
                      key={c}
                      title={t(columnKey(operation, c))}
                      orders={orders.filter((o) => o.status === c)}
                      now={now}
                    />
                  ))}
                </div>
              </section>
            );
          })}
        </div>
      )}
    </QueryBody>
  );
}
