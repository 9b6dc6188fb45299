import { css, cva } from '../../../styled-system/css';
import { cellTone, type MonitoredOrder, timerText } from '../../domain/dashboard';
import { useT } from '../../ui/use-t';

const cardRecipe = cva({
  base: {
    display: 'flex',
    // a narrow column (three boards side by side) puts an action under the number, inside the card
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '2',
    px: '2',
    py: '1.5',
    borderRadius: 'sm',
    borderWidth: '1px',
    borderLeftWidth: '4px',
    bg: 'surface',
    fontSize: 'sm',
  },
  variants: {
    tone: {
      normal: { borderColor: 'border' },
      warning: { borderColor: 'warning', bg: 'warningSubtle' },
      error: { borderColor: 'danger', bg: 'dangerSubtle' },
    },
  },
});

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
  const inProgress = order.status === 'INPROGRESS';
  const tone = inProgress ? cellTone(order.startedAt, now) : 'normal';
  const timer = inProgress ? timerText(order.startedAt, now) : null;
  return (
    <li className={cardRecipe({ tone })}>
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
