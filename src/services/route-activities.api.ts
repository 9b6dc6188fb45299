import { useQuery } from '@tanstack/react-query';
import type { RouteItemStatus } from '../domain/operations';
import type { ActivitySummary } from '../domain/report-buckets';
import { api, compactQuery } from './api-client';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';

// GET /routes/driver-activities (doc 3 §7; doc 3 §3 "Route-activity row", Portuguese field names):
// the two route reports. Only the fields the reports show are typed here.

export interface RouteActivity {
  DataRota: string;
  Pedido: string;
  PedidoId: string;
  Entregador: string | null;
  EntregadorId: string | null;
  Situacao: RouteItemStatus;
  Frete: number;
  Repasse: number;
  Rota: string;
  RotaId: string;
}

export interface RouteActivitiesQuery {
  page: number;
  take: number;
  initialDate?: string;
  finalDate?: string;
  driverIds?: string;
}

export interface RouteActivitiesPage {
  activities: RouteActivity[];
  total: number;
  /** every row of the filters counted in doc 1 §9's buckets (ours) */
  summary: ActivitySummary;
}

export const fetchRouteActivities = (q: RouteActivitiesQuery, signal?: AbortSignal) =>
  api.get<RouteActivitiesPage>('/routes/driver-activities', {
    query: compactQuery({ ...q, origin: 'portal' }),
    signal,
  });

export function useRouteActivities(q: RouteActivitiesQuery, enabled = true) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: companyKey(doc, 'routes', 'activities', q),
    queryFn: ({ signal }) => fetchRouteActivities(q, signal),
    enabled: doc !== null && enabled,
    placeholderData: (previous) => previous,
    ...REFRESH.none,
  });
}
