import type { OrderMonitoringOperation } from '../../../domain/configuration';
import { INDICATOR_TYPES, type IndicatorType, type TvIndicator } from '../../../domain/dashboard';
import { DEFAULT_DATE_PRESET, presetRange } from '../../../domain/dates';
import { useIndicators, useServiceOrderMonitoring } from '../../../services/dashboard.api';
import { useT } from '../../../ui/use-t';
import { QueryBody } from '../block';
import { OperationsChart, WeeklyChart } from '../charts-block';
import { TvChecklist } from './tv-checklist';
import { TvBuckets, TvIndicator as TvIndicatorCard } from './tv-figures';
import { TvOrderMonitoring } from './tv-orders';
import { TvRoutes } from './tv-routes';
import { useTvUnit } from './use-tv-unit';

/** The TV's range: the dashboard's default, the last 7 days (doc 1 §2.8). */
const range = presetRange(DEFAULT_DATE_PRESET);

function IndicatorPanel({ type }: { type: IndicatorType }) {
  const query = useIndicators(range);
  return (
    <QueryBody query={query} isEmpty={(list) => !list.some((i) => i.type === type)}>
      {(list) => <TvIndicatorCard indicator={list.find((i) => i.type === type) ?? list[0]} />}
    </QueryBody>
  );
}

function ChartsPanel() {
  const query = useIndicators(range);
  const unit = useTvUnit();
  return (
    <QueryBody query={query} isEmpty={(list) => list.length === 0}>
      {(list) => <OperationsChart list={list} wall={{ fontPx: unit * 1.25 }} />}
    </QueryBody>
  );
}

function WeeklyPanel() {
  const unit = useTvUnit();
  return <WeeklyChart wall={{ fontPx: unit * 1.25 }} />;
}

function ServiceOrdersPanel() {
  const t = useT();
  const query = useServiceOrderMonitoring(range, true);
  return (
    <QueryBody query={query} isEmpty={(list) => list.length === 0}>
      {(list) => (
        <TvBuckets
          title={t('dashboard.block.serviceOrders')}
          list={list.map((b) => ({ label: t(`dashboard.bucket.${b.bucket}`), quantity: b.quantity }))}
        />
      )}
    </QueryBody>
  );
}

/** One TV indicator (doc 1 §2.8 names), drawn for the wall (issue 30): each fills its panel at the
 * wall's type scale (tv-type.ts) and turns the pages of what does not fit (tv-cycle.tsx). */
export function TvPanel({
  indicator,
  orderOperations,
  now,
}: {
  indicator: TvIndicator;
  orderOperations: OrderMonitoringOperation[];
  now: Date;
}) {
  if ((INDICATOR_TYPES as readonly string[]).includes(indicator))
    return <IndicatorPanel type={indicator as IndicatorType} />;
  if (indicator === 'orderscharts') return <ChartsPanel />;
  if (indicator === 'weeklystats') return <WeeklyPanel />;
  if (indicator === 'ordersmonitoring')
    return <TvOrderMonitoring range={range} chosen={orderOperations} now={now} />;
  if (indicator === 'routesmonitoring') return <TvRoutes range={range} />;
  if (indicator === 'checklistmonitoring') return <TvChecklist range={range} />;
  return <ServiceOrdersPanel />;
}
