import {
  ORDER_MONITORING_COUNT,
  ORDER_MONITORING_OPERATIONS,
  type OrderMonitoringOperation,
} from '../../../domain/configuration';
import { type TvIndicator, tvIndicatorsOf } from '../../../domain/dashboard';

/**
 * What a wall shows, all of it in its address (issue 30), so a wall screen boots straight into its
 * view and the address can be copied to another screen:
 * - `indicator=` the indicators (doc 1 §2.8; repeated or comma-separated, at most two);
 * - `company=` the company viewed (its document), switched to on boot;
 * - `operation=` the three operations of orders monitoring (doc 1 §2.8 "exactly three"), this
 *   wall's own: without them the wall follows the company's saved choice.
 * Unknown values are left out; operations that are not three distinct known ones count as none.
 */
export interface TvView {
  indicators: TvIndicator[];
  company: string | null;
  operations: OrderMonitoringOperation[] | null;
}

const listOf = (params: URLSearchParams, name: string) =>
  params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

export function tvViewOf(search: string): TvView {
  const params = new URLSearchParams(search);
  const asked = listOf(params, 'operation');
  const known = asked.filter((o): o is OrderMonitoringOperation =>
    (ORDER_MONITORING_OPERATIONS as readonly string[]).includes(o),
  );
  const operations =
    known.length === asked.length &&
    known.length === ORDER_MONITORING_COUNT &&
    new Set(known).size === known.length
      ? known
      : null;
  return {
    indicators: tvIndicatorsOf(search),
    company: params.get('company')?.trim() || null,
    operations,
  };
}

/** The wall's address for a view. Operations are written only while orders monitoring is shown. */
export function tvHref(view: TvView): string {
  const params = new URLSearchParams();
  for (const indicator of view.indicators) params.append('indicator', indicator);
  if (view.operations && view.indicators.includes('ordersmonitoring'))
    for (const operation of view.operations) params.append('operation', operation);
  if (view.company) params.set('company', view.company);
  const query = params.toString();
  return `/dashboard/tv${query ? `?${query}` : ''}`;
}
