import { useQuery } from '@tanstack/react-query';
import { toApiDate } from '../domain/dates';
import type { DownstreamAnswer, OutboundRecord, RouteRecord } from '../domain/operations';
import type { DownstreamTarget } from '../domain/order-generation';
import { api } from './api-client';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';

// Downstream generation from selected orders (doc 2 §7): the creation calls and the open
// outbounds and recent routes an order can join.

const DOWNSTREAM_PATHS: Record<DownstreamTarget, string> = {
  INBOUND: '/inbound',
  STORAGE: '/storage',
  PICKING: '/picking',
  PACKING: '/packing',
  CONFERENCE: '/conference',
  INVOICE: '/invoices',
  OUTBOUND: '/outbound',
  ROUTE: '/routes',
};

export interface DownstreamOptions {
  /** invoice: resend the NPS survey */
  resendNps?: boolean;
  /** outbound: add to this existing outbound (action ADDED) */
  outboundId?: string;
  /** route: add to this existing route (action add) */
  routeId?: string;
}

/** The body of a downstream creation (doc 2 §7): `{orders}` plus the target's own options. */
export function downstreamBody(target: DownstreamTarget, orders: string[], options: DownstreamOptions = {}) {
  if (target === 'INVOICE') return options.resendNps ? { orders, resendNps: true } : { orders };
  if (target === 'OUTBOUND' && options.outboundId)
    return { orders, action: 'ADDED' as const, outboundId: options.outboundId };
  if (target === 'ROUTE' && options.routeId)
    return { orders, action: 'add' as const, routeId: options.routeId };
  return { orders };
}

export const createDownstream = (
  target: DownstreamTarget,
  orders: string[],
  options: DownstreamOptions = {},
) => api.post<DownstreamAnswer>(DOWNSTREAM_PATHS[target], downstreamBody(target, orders, options));

/** doc 2 §7 "Outbounds / routes lookup": outbounds not DONE (nor cancelled). */
export function useOpenOutbounds(enabled: boolean) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: companyKey(doc, 'outbound', 'notDone'),
    queryFn: ({ signal }) =>
      api.get<{ outbounds: OutboundRecord[]; total: number }>('/outbound', {
        query: { page: 1, take: 200, notDone: true },
        signal,
      }),
    enabled: doc !== null && enabled,
    ...REFRESH.none,
  });
}

/** doc 2 §7, §9: routes of the last 5 days, 200 per page. */
export const ROUTE_LOOKUP_DAYS = 5;
export const ROUTE_LOOKUP_TAKE = 200;

export function recentRoutesQuery(today = new Date()) {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (ROUTE_LOOKUP_DAYS - 1));
  return { page: 1, take: ROUTE_LOOKUP_TAKE, initialDate: toApiDate(start), finalDate: toApiDate(today) };
}

export function useRecentRoutes(enabled: boolean) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: companyKey(doc, 'routes', 'recent'),
    queryFn: ({ signal }) =>
      api.get<{ routes: RouteRecord[]; total: number }>('/routes', { query: recentRoutesQuery(), signal }),
    enabled: doc !== null && enabled,
    ...REFRESH.none,
  });
}
