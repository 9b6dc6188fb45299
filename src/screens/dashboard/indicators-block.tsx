import { Link } from 'wouter';
import { css } from '../../../styled-system/css';
import { type Indicator, indicatorLink } from '../../domain/dashboard';
import type { DayRange } from '../../services/dashboard.api';
import { useIndicators } from '../../services/dashboard.api';
import { formatPercent } from '../../services/format';
import { useT } from '../../ui/use-t';
import { QueryBody } from './block';

// cards and their figures wrap rather than overflow (issue 30: "Ocorrências" left its card when
// four figures were forced into a 340 px card)
const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(400px, 1fr))', gap: '3' });
const card = css({
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  boxShadow: 'card',
  p: '3',
});
const title = css({ fontWeight: 'semibold', mb: '2', fontSize: 'md' });
const figures = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6rem, 1fr))',
  gap: '1.5',
  listStyle: 'none',
  p: '0',
  m: '0',
});
const figure = css({
  display: 'flex',
  flexDirection: 'column',
  px: '2',
  py: '1.5',
  borderRadius: 'sm',
  bg: 'canvas',
  color: 'text',
  textDecoration: 'none',
  minHeight: '11',
  _hover: { bg: 'accentSubtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
});
const label = css({ fontSize: 'xs', color: 'textMuted', fontWeight: 'semibold' });
const value = css({
  fontSize: 'xl',
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
  lineHeight: '1.2',
});
const perc = css({ fontSize: 'xs', color: 'textMuted', fontVariantNumeric: 'tabular-nums' });

/** One indicator card: its seven figures, each a link to the list with the seed's query (doc 1 §2.8). */
export function IndicatorCard({ indicator }: { indicator: Indicator }) {
  const t = useT();
  return (
    <article className={card} aria-label={t(`dashboard.operation.${indicator.type}`)}>
      <h3 className={title}>{t(`dashboard.operation.${indicator.type}`)}</h3>
      <ul className={figures}>
        {indicator.status.map((f) => (
          <li key={f.status}>
            <Link
              href={indicatorLink(indicator.type, f.status)}
              className={figure}
              aria-label={t('dashboard.figureLink', {
                status: t(`dashboard.status.${f.status}`),
                quantity: f.quantity,
                perc: formatPercent(f.perc),
              })}
            >
              <span className={label}>{t(`dashboard.status.${f.status}`)}</span>
              <span className={value}>{f.quantity}</span>
              <span className={perc}>{formatPercent(f.perc)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** doc 1 §2.8 operational monitoring (flag dashboardOperationalMonitoring): one card per enabled
 * operation; refreshed every 5 minutes and on every range change (the range is in the query key). */
export function IndicatorsBlock({ range, only }: { range: DayRange; only?: string }) {
  const query = useIndicators(range);
  return (
    <QueryBody query={query} isEmpty={(list) => list.length === 0}>
      {(list) => (
        <div className={grid}>
          {list
            .filter((i) => !only || i.type === only)
            .map((indicator) => (
              <IndicatorCard key={indicator.type} indicator={indicator} />
            ))}
        </div>
      )}
    </QueryBody>
  );
}
