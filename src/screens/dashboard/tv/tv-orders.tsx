import { useRef } from 'react';
import { css, cva, cx } from '../../../../styled-system/css';
import type { OrderMonitoringOperation } from '../../../domain/configuration';
import { cellTone, type MonitoredOrder, ORDER_LIST_OF, timerText } from '../../../domain/dashboard';
import { type DayRange, useOrderMonitoring } from '../../../services/dashboard.api';
import { formatCount } from '../../../services/format';
import { useT } from '../../../ui/use-t';
import { QueryBody } from '../block';
import { COLUMNS, columnKey } from '../order-monitoring-block';
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
const card = cva({
  base: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: 'calc(var(--tv-u) * 0.4)',
    px: 'calc(var(--tv-u) * 0.4)',
    py: 'calc(var(--tv-u) * 0.15)',
    borderRadius: 'sm',
    borderWidth: '1px',
    borderLeftWidth: 'calc(var(--tv-u) * 0.3)',
    bg: 'surface',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      normal: { borderColor: 'border' },
      warning: { borderColor: 'warning', bg: 'warningSubtle' },
      error: { borderColor: 'danger', bg: 'dangerSubtle' },
    },
  },
});

/** One order on the wall: its number (the record's code is in its name for a screen reader: the
 * one-line card has no room for both at wall size), and in progress its timer; over 15 and 20
 * minutes the warning and error colours with a "!" / "!!" mark, never colour alone (doc 1 §2.8). */
function TvOrderCard({ order, now }: { order: MonitoredOrder; now: Date }) {
  const t = useT();
  const inProgress = order.status === 'INPROGRESS';
  const tone = inProgress ? cellTone(order.startedAt, now) : 'normal';
  const timer = inProgress ? timerText(order.startedAt, now) : null;
  const mark = tone === 'error' ? '!!' : tone === 'warning' ? '!' : '';
  return (
    <li
      className={cx(tvLabel, card({ tone }))}
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
  const box = useRef<HTMLUListElement>(null);
  const page = usePaged(orders, useFitCount(box, TV_ORDERS_PER_COLUMN));
  return (
    <section className={column} aria-label={`${title} (${orders.length})`}>
      <h4 className={cx(tvLabel, head)}>
        <span>{title}</span>
        <span>({formatCount(orders.length)})</span>
      </h4>
      <ul ref={box} className={list}>
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
export function TvOrderMonitoring({
  range,
  chosen,
  now,
}: {
  range: DayRange;
  chosen: OrderMonitoringOperation[];
  now: Date;
}) {
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
