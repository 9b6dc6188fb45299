import { css } from '../../../../styled-system/css';
import type { OrderMonitoringOperation } from '../../../domain/configuration';
import { INDICATOR_TYPES, type IndicatorType, type TvIndicator } from '../../../domain/dashboard';
import { DEFAULT_DATE_PRESET, presetRange } from '../../../domain/dates';
import { useIndicators } from '../../../services/dashboard.api';
import { QueryBody } from '../block';
import { OperationsChart, WeeklyChart } from '../charts-block';
import { IndicatorCard } from '../indicators-block';
import { OrderMonitoringBlock } from '../order-monitoring-block';
import { RoutesBlock } from '../routes-block';
import { ChecklistBlock, ServiceOrderBlock } from '../service-blocks';

/** The TV's range: the dashboard's default, the last 7 days (doc 1 §2.8). */
const range = presetRange(DEFAULT_DATE_PRESET);

// Large type for a wall 3 m away: the panel's blocks are the dashboard's own, drawn larger.
const big = css({ zoom: { base: '1', '2xl': '1.5' } });

function IndicatorPanel({ type }: { type: IndicatorType }) {
  const query = useIndicators(range);
  return (
    <QueryBody query={query} isEmpty={(list) => !list.some((i) => i.type === type)}>
      {(list) => <IndicatorCard indicator={list.find((i) => i.type === type) ?? list[0]} />}
    </QueryBody>
  );
}

function ChartsPanel() {
  const query = useIndicators(range);
  return (
    <QueryBody query={query} isEmpty={(list) => list.length === 0}>
      {(list) => <OperationsChart list={list} height={360} />}
    </QueryBody>
  );
}

/** One TV indicator (doc 1 §2.8 names), the same blocks as the dashboard. */
export function TvPanel({
  indicator,
  orderOperations,
  now,
}: {
  indicator: TvIndicator;
  orderOperations: OrderMonitoringOperation[];
  now: Date;
}) {
  let body: React.ReactNode;
  if ((INDICATOR_TYPES as readonly string[]).includes(indicator))
    body = <IndicatorPanel type={indicator as IndicatorType} />;
  else if (indicator === 'orderscharts') body = <ChartsPanel />;
  // 260 px: the chart and its seven-day table both fit a panel at 1920×1080 (nothing clipped)
  else if (indicator === 'weeklystats') body = <WeeklyChart height={260} />;
  else if (indicator === 'ordersmonitoring')
    body = <OrderMonitoringBlock range={range} chosen={orderOperations} now={now} />;
  else if (indicator === 'routesmonitoring') body = <RoutesBlock range={range} />;
  else if (indicator === 'checklistmonitoring') body = <ChecklistBlock range={range} />;
  else body = <ServiceOrderBlock range={range} />;
  return <div className={big}>{body}</div>;
}
