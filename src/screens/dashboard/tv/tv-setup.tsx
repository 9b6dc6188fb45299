import { css } from '../../../../styled-system/css';
import type { OrderMonitoringOperation } from '../../../domain/configuration';
import { TV_BLOCKS, TV_INDICATORS, TV_MAX_INDICATORS, type TvIndicator } from '../../../domain/dashboard';
import { useCompanies } from '../../../services/company.api';
import { useViewedCompanyDocument } from '../../../services/query-client';
import { useSession } from '../../../services/session/use-session';
import { Button } from '../../../ui/button';
import { NativeSelect } from '../../../ui/native-select';
import { useT } from '../../../ui/use-t';
import { OrderOperationsChoice } from '../order-monitoring-block';
import type { TvView } from './tv-view';

const setup = css({
  display: 'flex',
  alignItems: 'flex-end',
  gap: '3',
  flexWrap: 'wrap',
  p: '3',
  bg: 'canvas',
  borderRadius: 'md',
});

/** Every indicator the wall offers (doc 1 §2.8) with its name: the setup's options, the panels'. */
export function useIndicatorNames(): Array<{ value: TvIndicator; label: string }> {
  const t = useT();
  return TV_INDICATORS.map((i) => ({
    value: i,
    label: (TV_BLOCKS as readonly string[]).includes(i)
      ? t(`dashboard.tv.option.${i}`)
      : t(`dashboard.operation.${i}`),
  }));
}

/**
 * The wall's setup (doc 1 §2.8): the company (switching the viewed company, as the profile menu
 * does — the wall's address follows), at most two indicators to add, change or remove, and with
 * orders monitoring its three operations. Every choice is written to the wall's address (tv-view.ts);
 * the operations chosen here are this wall's, not the company's saved choice (the dashboard's).
 */
export function TvSetup({
  view,
  operations,
  setView,
}: {
  view: TvView;
  /** the operations shown: the address's, else the company's saved choice */
  operations: OrderMonitoringOperation[];
  setView: (next: Partial<TvView>) => void;
}) {
  const t = useT();
  const document = useViewedCompanyDocument();
  const companies = useCompanies();
  const { switchCompany } = useSession();
  const options = useIndicatorNames();
  const chosen = view.indicators;
  const free = TV_INDICATORS.find((i) => !chosen.includes(i));
  return (
    <section id="tv-setup" className={setup} aria-label={t('dashboard.tv.setup')}>
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
              value &&
              setView({ indicators: chosen.map((c) => (c === indicator ? (value as TvIndicator) : c)) })
            }
          />
          <Button
            variant="outline"
            onClick={() => setView({ indicators: chosen.filter((c) => c !== indicator) })}
          >
            {t('dashboard.tv.remove', { n: index + 1 })}
          </Button>
        </div>
      ))}
      {chosen.length < TV_MAX_INDICATORS && free && (
        <Button onClick={() => setView({ indicators: [...chosen, free] })}>{t('dashboard.tv.add')}</Button>
      )}
      {chosen.includes('ordersmonitoring') && (
        <OrderOperationsChoice chosen={operations} onChange={(next) => setView({ operations: next })} />
      )}
      <p className={css({ fontSize: 'sm', color: 'textMuted', flexBasis: 'full' })}>
        {t('dashboard.tv.idleHint')}
      </p>
    </section>
  );
}
