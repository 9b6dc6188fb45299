import { Link } from 'wouter';
import { css, cx } from '../../../../styled-system/css';
import { type Indicator, indicatorLink } from '../../../domain/dashboard';
import { formatCount, formatPercent } from '../../../services/format';
import { useT } from '../../../ui/use-t';
import { tvLabel, tvNumber, tvTitle } from './tv-type';

// Figures on the wall: a grid that fills its panel, as many columns as fit at 13 units each (three
// in a half-screen panel, seven across a whole one), the rows sharing the height.
const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: 'calc(var(--tv-u) * 0.8)',
  height: 'full',
});
const grid = css({
  flex: '1',
  minHeight: '0',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(calc(var(--tv-u) * 13), 1fr))',
  gridAutoRows: '1fr',
  gap: 'calc(var(--tv-u) * 0.6)',
  listStyle: 'none',
  p: '0',
  m: '0',
});
const tile = css({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: 'calc(var(--tv-u) * 0.3)',
  height: 'full',
  minWidth: '0',
  p: 'calc(var(--tv-u) * 0.6)',
  borderRadius: 'md',
  bg: 'canvas',
  color: 'text',
  textDecoration: 'none',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
});
const muted = css({ color: 'textMuted', fontWeight: 'semibold' });

/** One operation's indicator (doc 1 §2.8) on the wall: its seven figures, each still a link to the
 * list with the seed's query. */
export function TvIndicator({ indicator }: { indicator: Indicator }) {
  const t = useT();
  const name = t(`dashboard.operation.${indicator.type}`);
  return (
    <article className={panel} aria-label={name}>
      <h2 className={tvTitle}>{name}</h2>
      <ul className={grid}>
        {indicator.status.map((f) => (
          <li key={f.status} className={css({ minWidth: '0', minHeight: '0' })}>
            <Link
              href={indicatorLink(indicator.type, f.status)}
              className={tile}
              aria-label={t('dashboard.figureLink', {
                status: t(`dashboard.status.${f.status}`),
                quantity: f.quantity,
                perc: formatPercent(f.perc),
              })}
            >
              <span className={cx(tvLabel, muted)}>{t(`dashboard.status.${f.status}`)}</span>
              <span className={tvNumber} data-tv-number="">
                {formatCount(f.quantity)}
              </span>
              <span className={cx(tvLabel, muted)}>{formatPercent(f.perc)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** The service-order buckets (doc 1 §2.8) on the wall. */
export function TvBuckets({
  title,
  list,
}: {
  title: string;
  list: Array<{ label: string; quantity: number }>;
}) {
  return (
    <div className={panel}>
      <h2 className={tvTitle}>{title}</h2>
      <dl className={grid}>
        {list.map((b) => (
          <div key={b.label} className={tile}>
            <dt className={cx(tvLabel, muted)}>{b.label}</dt>
            <dd className={tvNumber} data-tv-number="">
              {formatCount(b.quantity)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
