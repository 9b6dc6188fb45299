import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { css } from '../../../../styled-system/css';
import {
  TV_BLOCKS,
  TV_INDICATORS,
  TV_MAX_INDICATORS,
  type TvIndicator,
  tvIndicatorsOf,
} from '../../../domain/dashboard';
import { useCompanies, useConfiguration } from '../../../services/company.api';
import { useDashboardChanges } from '../../../services/dashboard-changes';
import { companyKey, TV_REFRESH_MS, useViewedCompanyDocument } from '../../../services/query-client';
import { useSession } from '../../../services/session/use-session';
import { Button } from '../../../ui/button';
import { NativeSelect } from '../../../ui/native-select';
import { useT } from '../../../ui/use-t';
import { useNow } from '../use-now';
import { TvPanel } from './tv-panel';

const page = css({
  height: '100dvh',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '4',
  bg: 'white',
  color: 'gray.900',
  fontSize: { base: 'md', '2xl': 'xl' },
});
const bar = css({ display: 'flex', alignItems: 'flex-end', gap: '3', flexWrap: 'wrap' });
const panels = css({
  flex: '1',
  minHeight: '0',
  display: 'grid',
  gap: '4',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
});
const panel = css({
  minHeight: '0',
  overflow: 'hidden',
  borderWidth: '2px',
  borderColor: 'gray.400',
  borderRadius: 'lg',
  p: '3',
});
const track = css({ height: '3', bg: 'gray.200', borderRadius: 'full', overflow: 'hidden' });
const fill = css({ height: 'full', bg: 'brand.700', transition: 'width 1s linear' });

/**
 * /dashboard/tv (doc 1 §2.8): at most two indicators (add, change, remove; kept in the URL as
 * `indicator=` so a wall screen boots into them), a company selector (own company or a subsidiary:
 * it switches the viewed company) and a countdown bar to the next refresh (30 s, doc 1 §7.1).
 * Beyond the seed: a change notice from the simulator (useDashboardChanges) refreshes at once and
 * restarts the countdown; the feed's state (live or stale, reconnecting) is shown in words.
 */
export function DashboardTvScreen() {
  const t = useT();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const search = useSearch();
  const chosen = tvIndicatorsOf(search);
  const document = useViewedCompanyDocument();
  const companies = useCompanies();
  const configuration = useConfiguration();
  const { switchCompany } = useSession();
  const now = useNow(1_000);
  const [refreshedAt, setRefreshedAt] = useState(() => Date.now());

  const refresh = () => {
    setRefreshedAt(Date.now());
    void client.invalidateQueries({ queryKey: companyKey(document, 'dashboard') });
  };
  const { stale } = useDashboardChanges((changed) => {
    if (changed === document) refresh();
  });
  const left = Math.max(0, TV_REFRESH_MS - (now.getTime() - refreshedAt));
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh when the countdown runs out
  useEffect(() => {
    if (left === 0) refresh();
  }, [left]);

  const setChosen = (next: TvIndicator[]) => {
    const query = next.map((i) => `indicator=${encodeURIComponent(i)}`).join('&');
    navigate(`/dashboard/tv${query ? `?${query}` : ''}`, { replace: true });
  };
  const options = TV_INDICATORS.map((i) => ({
    value: i,
    label: (TV_BLOCKS as readonly string[]).includes(i)
      ? t(`dashboard.tv.option.${i}`)
      : t(`dashboard.operation.${i}`),
  }));
  const free = TV_INDICATORS.find((i) => !chosen.includes(i));

  return (
    <main className={page}>
      <div className={bar}>
        <h1 className={css({ fontSize: { base: '2xl', '2xl': '4xl' }, fontWeight: 'bold', mr: 'auto' })}>
          {t('dashboard.tv.title')}
        </h1>
        <NativeSelect
          label={t('dashboard.tv.company')}
          items={(companies.data ?? []).map((c) => ({
            value: c.cnpj,
            label: c.fantasyName || c.corporateName,
          }))}
          value={document}
          onValueChange={(value) => value && value !== document && void switchCompany(value)}
        />
        {chosen.map((indicator, index) => (
          <div key={indicator} className={css({ display: 'flex', alignItems: 'flex-end', gap: '1' })}>
            <NativeSelect
              label={t('dashboard.tv.indicator', { n: index + 1 })}
              items={options.map((o) => ({
                ...o,
                disabled: chosen.includes(o.value) && o.value !== indicator,
              }))}
              value={indicator}
              onValueChange={(value) =>
                value && setChosen(chosen.map((c) => (c === indicator ? (value as TvIndicator) : c)))
              }
            />
            <Button variant="outline" onClick={() => setChosen(chosen.filter((c) => c !== indicator))}>
              {t('dashboard.tv.remove', { n: index + 1 })}
            </Button>
          </div>
        ))}
        {chosen.length < TV_MAX_INDICATORS && free && (
          <Button onClick={() => setChosen([...chosen, free])}>{t('dashboard.tv.add')}</Button>
        )}
        <p
          role="status"
          className={css({ fontWeight: 'bold', px: '3', py: '1', borderRadius: 'md', color: 'white' })}
          style={{ background: stale ? '#b91c1c' : '#15803d' }}
        >
          {stale ? t('dashboard.tv.stale') : t('dashboard.tv.live')}
        </p>
      </div>
      <div>
        <div
          className={track}
          role="progressbar"
          aria-label={t('dashboard.tv.nextRefresh', { seconds: Math.ceil(left / 1000) })}
          aria-valuemin={0}
          aria-valuemax={TV_REFRESH_MS / 1000}
          aria-valuenow={Math.ceil(left / 1000)}
        >
          <div className={fill} style={{ width: `${(left / TV_REFRESH_MS) * 100}%` }} />
        </div>
        <p className={css({ fontSize: 'sm', mt: '1' })}>
          {t('dashboard.tv.nextRefresh', { seconds: Math.ceil(left / 1000) })}
        </p>
      </div>
      {chosen.length === 0 ? (
        <p className={css({ fontSize: '2xl' })}>{t('dashboard.tv.none')}</p>
      ) : (
        <div className={panels}>
          {chosen.map((indicator) => (
            <section
              key={indicator}
              className={panel}
              aria-label={options.find((o) => o.value === indicator)?.label}
            >
              <TvPanel
                indicator={indicator}
                orderOperations={configuration.data?.dashboardOrderMonitoringOperations ?? []}
                now={now}
              />
            </section>
          ))}
        </div>
      )}
    </main>
  );
}
