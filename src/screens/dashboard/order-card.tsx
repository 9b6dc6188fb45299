import { css, cva } from '../../../styled-system/css';
import { type CellTone, cellTone, type MonitoredOrder, timerText } from '../../domain/dashboard';
import { useT } from '../../ui/use-t';

/** An order's card, on the dashboard and (size `wall`) on the TV wall: its tone is the warning or
 * error look of an order in progress over 15 / 20 minutes (doc 1 §2.8). */
export const orderCard = cva({
  base: {
    display: 'flex',
    justifyContent: 'space-between',
    borderRadius: 'sm',
    borderWidth: '1px',
    bg: 'surface',
  },
  variants: {
    tone: {
      normal: { borderColor: 'border' },
      warning: { borderColor: 'warning', bg: 'warningSubtle' },
      error: { borderColor: 'danger', bg: 'dangerSubtle' },
    },
    size: {
      dashboard: {
        // a narrow column (three boards side by side) puts an action under the number, inside the card
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '2',
        px: '2',
        py: '1.5',
        borderLeftWidth: '4px',
        fontSize: 'sm',
      },
      // one line at the wall's type scale (tv/tv-type.ts)
      wall: {
        gap: 'calc(var(--tv-u) * 0.4)',
        px: 'calc(var(--tv-u) * 0.4)',
        py: 'calc(var(--tv-u) * 0.15)',
        borderLeftWidth: 'calc(var(--tv-u) * 0.3)',
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
      },
    },
  },
  defaultVariants: { tone: 'normal', size: 'dashboard' },
});

/** An order's tone and timer (doc 1 §2.8): only an order in progress has them. */
export function orderTiming(order: MonitoredOrder, now: Date): { tone: CellTone; timer: string | null } {
  if (order.status !== 'INPROGRESS') return { tone: 'normal', timer: null };
  return { tone: cellTone(order.startedAt, now), timer: timerText(order.startedAt, now) };
}

/** One order in a monitoring cell (doc 1 §2.8): in progress over 15 minutes shows the warning
 * colour, over 20 the error colour — said in words too, never by colour alone; the timer text is
 * hidden when it would take 5 characters or more. */
export function OrderCard({
  order,
  now,
  action,
}: {
  order: MonitoredOrder;
  now: Date;
  action?: React.ReactNode;
}) {
  const t = useT();
  const { tone, timer } = orderTiming(order, now);
  return (
    <li className={orderCard({ tone })}>
      <span>
        <strong>{order.orderNumber}</strong>
        {order.code && <span className={css({ color: 'textMuted', ml: '1' })}>{order.code}</span>}
        {tone !== 'normal' && (
          <span className={css({ ml: '1', fontWeight: 'semibold' })}>· {t(`dashboard.tone.${tone}`)}</span>
        )}
      </span>
      {timer && <span className={css({ fontVariantNumeric: 'tabular-nums' })}>{timer}</span>}
      {action}
    </li>
  );
}
