import { useIntl } from 'react-intl';
import { sva } from '../../../styled-system/css';
import { type FeedEvent, type FeedStatus, useFeedEvents } from '../../services/device-feed';
import { formatDateTime } from '../../services/format';

export const liveFeedRecipe = sva({
  slots: ['root', 'header', 'title', 'status', 'list', 'item', 'time', 'text', 'empty'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      minWidth: '0',
      bg: 'surface',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      maxHeight: '488px',
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      px: '3',
      py: '2',
      borderBottomWidth: '1px',
      borderColor: 'border',
    },
    title: { fontSize: 'md', fontWeight: 'semibold' },
    status: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      fontSize: 'xs',
      color: 'textMuted',
      _before: { content: '""', width: '2', height: '2', borderRadius: 'full', bg: 'gray.400' },
      '&[data-status=online]': { color: 'green.700', _before: { bg: 'success' } },
      '&[data-status=offline]': { color: 'dangerHover', _before: { bg: 'danger' } },
    },
    list: { listStyle: 'none', m: '0', p: '0', overflowY: 'auto', flex: '1' },
    item: {
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
      px: '3',
      py: '2',
      borderBottomWidth: '1px',
      borderColor: 'gray.100',
      borderLeftWidth: '3px',
      borderLeftColor: 'gray.300',
      '&[data-kind=arrived]': { borderLeftColor: 'accent' },
      '&[data-kind=routeConfirmed]': { borderLeftColor: 'success', bg: 'successSubtle' },
      '&[data-kind=count]': { borderLeftColor: 'warning' },
    },
    time: { fontSize: 'xs', color: 'textMuted', fontVariantNumeric: 'tabular-nums' },
    text: { fontSize: 'sm', overflowWrap: 'anywhere' },
    empty: { px: '3', py: '6', fontSize: 'sm', color: 'textMuted', textAlign: 'center' },
  },
});

function eventText(intl: ReturnType<typeof useIntl>, e: FeedEvent): string {
  const d = e.detail;
  const values = {
    device: e.deviceId,
    epc: String(d.epcHex ?? ''),
    dock: String(d.dock ?? '—'),
    route: String(d.routeCode ?? ''),
    orders: String(d.orders ?? ''),
    counter: Number(d.counter ?? 0),
    increment: Number(d.increment ?? 0),
    quantity: Number(d.quantity ?? 0),
    event: String(d.event ?? ''),
    message: String(d.message ?? ''),
  };
  return intl.formatMessage({ id: `devices.feed.${e.kind}` }, values);
}

/** The live panel: recent portal passes, route confirmations and counter events (newest first). */
export function LiveFeed({ status }: { status: FeedStatus }) {
  const intl = useIntl();
  const events = useFeedEvents();
  const styles = liveFeedRecipe();
  const title = intl.formatMessage({ id: 'devices.feed.title' });
  return (
    <section className={styles.root} aria-label={title}>
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        <span className={styles.status} data-status={status} data-testid="feed-status">
          {intl.formatMessage({ id: `devices.feed.status.${status}` })}
        </span>
      </div>
      {events.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: 'devices.feed.empty' })}</p>
      ) : (
        <ol className={styles.list} role="log" aria-live="polite" aria-label={title}>
          {events.map((e) => (
            <li key={e.key} className={styles.item} data-kind={e.kind}>
              <time className={styles.time} dateTime={e.ts}>
                {formatDateTime(e.ts)}:{String(new Date(e.ts).getSeconds()).padStart(2, '0')}
              </time>
              <span className={styles.text}>{eventText(intl, e)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
