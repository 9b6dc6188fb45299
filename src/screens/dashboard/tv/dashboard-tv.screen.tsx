import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { css, cx } from '../../../../styled-system/css';
import { useCompanies, useConfiguration } from '../../../services/company.api';
import { useDashboardChanges } from '../../../services/dashboard-changes';
import { companyKey, TV_REFRESH_MS, useViewedCompanyDocument } from '../../../services/query-client';
import { Button } from '../../../ui/button';
import { useT } from '../../../ui/use-t';
import { cyclePhase } from '../paging';
import { useNow } from '../use-now';
import { TvCycle } from './tv-cycle';
import { TV_IDLE_MS, useFullScreen, useIdle } from './tv-kiosk';
import { TvPanel } from './tv-panel';
import { TvSetup, useIndicatorNames } from './tv-setup';
import { TV_UNIT, tvLabel, tvTitle } from './tv-type';
import { type TvView, tvHref, tvViewOf } from './tv-view';
import { useWallCompany } from './use-wall-company';

const page = css({
  height: '100dvh',
  // a kiosk shows no pointer either
  '&[data-idle]': { cursor: 'none' },
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  gap: 'calc(var(--tv-u) * 0.6)',
  p: 'calc(var(--tv-u) * 0.8)',
  bg: 'white',
  color: 'gray.900',
});
const bar = css({
  display: 'flex',
  alignItems: 'center',
  gap: 'calc(var(--tv-u) * 0.8)',
  flexWrap: 'wrap',
});
const panels = css({
  flex: '1',
  minHeight: '0',
  display: 'grid',
  gap: 'calc(var(--tv-u) * 0.8)',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
});
const panel = css({
  // the containing block of what is there for screen readers only (a chart's table): it stays
  // inside the panel instead of widening the page
  position: 'relative',
  minHeight: '0',
  minWidth: '0',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  borderWidth: '2px',
  borderColor: 'gray.400',
  borderRadius: 'lg',
  p: 'calc(var(--tv-u) * 0.6)',
  '& > *': { flex: '1', minHeight: '0' },
  // "no data" / "unable to load" read from across the room too
  '& [data-state] p': { fontSize: 'calc(var(--tv-u) * 1.6)' },
  '& [data-state] svg': { width: 'calc(var(--tv-u) * 3)', height: 'calc(var(--tv-u) * 3)' },
});
const track = css({
  height: 'calc(var(--tv-u) * 0.6)',
  bg: 'gray.200',
  borderRadius: 'full',
  overflow: 'hidden',
});
const fill = css({ height: 'full', bg: 'brand.700', transition: 'width 1s linear' });
const pill = css({ fontWeight: 'bold', px: '3', py: '1', borderRadius: 'md', color: 'white' });

/**
 * /dashboard/tv (doc 1 §2.8): at most two indicators (add, change, remove), a company selector (own
 * company or a subsidiary: it switches the viewed company) and a countdown bar to the next refresh
 * (30 s, doc 1 §7.1). The whole view — indicators, company, orders monitoring's operations — lives
 * in the address (tv-view.ts), so a wall screen boots straight into it (issue 30).
 * Beyond the seed: a change notice from the simulator (useDashboardChanges) refreshes at once and
 * restarts the countdown; the feed's state (live or stale, reconnecting) and the time of the last
 * data are shown in words; after a few seconds without pointer or keyboard the controls hide, a
 * kiosk (tv-kiosk.ts), and the wall can be put in full screen. Type scales with the screen
 * (tv-type.ts); long lists turn pages (paging.ts).
 */
export function DashboardTvScreen() {
  const t = useT();
  const intl = useIntl();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const view = tvViewOf(useSearch());
  const chosen = view.indicators;
  const document = useViewedCompanyDocument();
  const companies = useCompanies();
  const configuration = useConfiguration();
  // a kiosk once idle, unless there is nothing to show yet but the setup
  const idle = useIdle(TV_IDLE_MS) && view.indicators.length > 0;
  const fullScreen = useFullScreen();
  const names = useIndicatorNames();
  const now = useNow(1_000);
  const [refreshedAt, setRefreshedAt] = useState(() => Date.now());

  const refresh = () => {
    setRefreshedAt(Date.now());
    void client.invalidateQueries({ queryKey: companyKey(document, 'dashboard') });
  };
  const { stale } = useDashboardChanges((changed) => {
    if (changed === document) refresh();
  });
  // `now` ticks each second and may be older than a refresh that just happened: clamped, the
  // countdown starts at 30, never 31, and reads 1 in its last second
  const left = Math.min(TV_REFRESH_MS, Math.max(0, TV_REFRESH_MS - (now.getTime() - refreshedAt)));
  // at 0 the refresh starts the next cycle in the same instant: the countdown reads 30, never 0
  const seconds = left === 0 ? TV_REFRESH_MS / 1000 : Math.ceil(left / 1000);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh when the countdown runs out
  useEffect(() => {
    if (left === 0) refresh();
  }, [left]);
  // the time of the newest data on the wall: what a stale wall still shows
  const lastData = Math.max(
    0,
    ...client
      .getQueryCache()
      .findAll({ queryKey: companyKey(document, 'dashboard') })
      .map((q) => q.state.dataUpdatedAt),
  );

  // every change is written to the address, with the company viewed, so the address is the view
  const setView = (next: Partial<TvView>) =>
    navigate(tvHref({ ...view, company: view.company ?? document, ...next }), { replace: true });
  const unavailableCompany = useWallCompany(view.company, (company) => setView({ company }));
  const company = companies.data?.find((c) => c.cnpj === document);
  const orderOperations = view.operations ?? configuration.data?.dashboardOrderMonitoringOperations ?? [];

  return (
    <main className={page} style={{ ['--tv-u' as string]: TV_UNIT }} data-idle={idle ? '' : undefined}>
      <div className={bar}>
        <h1 className={cx(tvTitle, css({ mr: 'auto', minWidth: '0' }))}>
          {company ? `${company.fantasyName || company.corporateName} · ` : ''}
          {t('dashboard.tv.title')}
        </h1>
        <p role="status" className={cx(tvLabel, pill)} style={{ background: stale ? '#b91c1c' : '#15803d' }}>
          {stale ? t('dashboard.tv.stale') : t('dashboard.tv.live')}
        </p>
        {unavailableCompany && (
          <p role="alert" className={cx(tvLabel, css({ flexBasis: 'full', color: 'dangerHover' }))}>
            {t('dashboard.tv.companyUnavailable', { company: unavailableCompany })}
          </p>
        )}
        {lastData > 0 && (
          <p className={tvLabel}>
            {t('dashboard.tv.updatedAt', {
              time: intl.formatTime(lastData, { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
            })}
          </p>
        )}
        {!idle && fullScreen.available && (
          <Button variant="outline" onClick={fullScreen.toggle}>
            {fullScreen.on ? t('dashboard.tv.exitFullScreen') : t('dashboard.tv.fullScreen')}
          </Button>
        )}
      </div>
      <div>
        <div
          className={track}
          role="progressbar"
          aria-label={t('dashboard.tv.nextRefresh', { seconds })}
          aria-valuemin={0}
          aria-valuemax={TV_REFRESH_MS / 1000}
          aria-valuenow={seconds}
        >
          <div className={fill} style={{ width: `${(left / TV_REFRESH_MS) * 100}%` }} />
        </div>
        <p className={cx(tvLabel, css({ mt: '1' }))}>{t('dashboard.tv.nextRefresh', { seconds })}</p>
      </div>
      {/* the controls: hidden after a few idle seconds, back on any pointer move or key (issue 30) */}
      {!idle && <TvSetup view={view} operations={orderOperations} setView={setView} />}
      {chosen.length === 0 ? (
        <p className={tvTitle}>{t('dashboard.tv.none')}</p>
      ) : (
        <TvCycle.Provider value={cyclePhase(now.getTime(), TV_REFRESH_MS)}>
          <div className={panels}>
            {chosen.map((indicator) => (
              <section
                key={indicator}
                className={panel}
                aria-label={names.find((o) => o.value === indicator)?.label}
              >
                <TvPanel indicator={indicator} orderOperations={orderOperations} now={now} />
              </section>
            ))}
          </div>
        </TvCycle.Provider>
      )}
    </main>
  );
}
