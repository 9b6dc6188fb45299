import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css';
import type { Configuration } from '../../domain/configuration';
import { TV_MAX_INDICATORS, type TvIndicator } from '../../domain/dashboard';
import { useConfiguration } from '../../services/company.api';
import { useViewedCompanyDocument } from '../../services/query-client';
import { useCurrentUser } from '../../services/session/use-current-user';
import { buttonRecipe } from '../../ui/button';
import { DateRangePicker } from '../../ui/date-range-picker';
import { PageHeader, PageSection } from '../../ui/page';
import { FailedState, SkeletonRows } from '../../ui/states';
import { ChartsBlock } from './charts-block';
import { dashboardRangeAtom } from './dashboard-range';
import { IndicatorsBlock } from './indicators-block';
import { OrderMonitoringBlock } from './order-monitoring-block';
import { RoutesBlock } from './routes-block';
import { ChecklistBlock, ServiceOrderBlock } from './service-blocks';
import { tvHref } from './tv/tv-view';
import { useNow } from './use-now';

/** The wall opened from the dashboard (issue 30), its whole view in its address (tv/tv-view.ts):
 * the first two blocks this company shows, in the dashboard's order, so the link never opens an
 * empty wall; the company viewed; the operations chosen for orders monitoring. The wall's own
 * setup changes them. */
function wallLink(c: Configuration, company: string | null): string {
  const blocks: Array<[boolean, TvIndicator]> = [
    [c.dashboardOrderMonitoring, 'ordersmonitoring'],
    [c.dashboardRouteMonitoring, 'routesmonitoring'],
    [c.dashboardOperationCharts, 'orderscharts'],
    [c.statusMechanicLeadTime, 'checklistmonitoring'],
  ];
  const indicators = blocks.filter(([on]) => on).map(([, name]) => name);
  return tvHref({
    indicators: indicators.slice(0, TV_MAX_INDICATORS),
    company,
    operations: c.dashboardOrderMonitoringOperations,
  });
}

/**
 * doc 1 §2.8: a welcome heading, a date-range picker (presets 7/14/30/90 days, default 7) and the
 * blocks, each shown only while its company flag is on (the configuration query; a save in the
 * settings dialog refetches it, so a block follows at once). The service-order block has no flag
 * of its own in the seed: it follows statusMechanicLeadTime like the checklist block (ours,
 * README.md). Indicators refresh every 5 minutes and on every range change.
 */
export function DashboardScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const user = useCurrentUser();
  const [range, setRange] = useAtom(dashboardRangeAtom);
  const configuration = useConfiguration();
  const document = useViewedCompanyDocument();
  const now = useNow();
  const name = user?.profile?.name || user?.userName || '';
  const c = configuration.data;
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'dashboard.welcome' }, { name })}
        actions={
          <div className={css({ display: 'flex', alignItems: 'flex-end', gap: '3', flexWrap: 'wrap' })}>
            <DateRangePicker label={t('dashboard.period')} value={range} onChange={setRange} />
            {c && (
              <Link href={wallLink(c, document)} className={buttonRecipe({ variant: 'outline' })}>
                {t('dashboard.tv.open')}
              </Link>
            )}
          </div>
        }
      />
      {/* data-wide-page: the frame lets the dashboard use a 1920 px screen's width (issue 30) */}
      <div data-wide-page="" className={css({ display: 'flex', flexDirection: 'column', gap: '6', mt: '4' })}>
        {configuration.isError && <FailedState />}
        {configuration.isPending && <SkeletonRows rows={4} columns={4} />}
        {c?.dashboardOperationalMonitoring && (
          <PageSection title={t('dashboard.block.indicators')}>
            <IndicatorsBlock range={range} />
          </PageSection>
        )}
        {c?.dashboardOperationCharts && (
          <PageSection title={t('dashboard.block.charts')}>
            <ChartsBlock range={range} />
          </PageSection>
        )}
        {c?.dashboardOrderMonitoring && (
          <PageSection title={t('dashboard.block.orders')}>
            <OrderMonitoringBlock range={range} chosen={c.dashboardOrderMonitoringOperations} now={now} />
          </PageSection>
        )}
        {c?.dashboardRouteMonitoring && (
          <PageSection title={t('dashboard.block.routes')}>
            <RoutesBlock range={range} />
          </PageSection>
        )}
        {c?.statusMechanicLeadTime && (
          <>
            <PageSection title={t('dashboard.block.checklist')}>
              <ChecklistBlock range={range} />
            </PageSection>
            <PageSection title={t('dashboard.block.serviceOrders')}>
              <ServiceOrderBlock range={range} />
            </PageSection>
          </>
        )}
      </div>
    </>
  );
}
