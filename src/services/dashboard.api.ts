import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanySettings } from '../domain/company-settings.schema';
import type { OrderMonitoringOperation } from '../domain/configuration';
import type { ChecklistRow, Indicator, OrderMonitoringAnswer, ServiceOrderAnswer } from '../domain/dashboard';
import { toApiDate, toApiRange } from '../domain/dates';
import { api } from './api-client';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';

// doc 1 §7.2 the dashboard's calls and PUT /company/{id}; §7.1 indicators refresh every 5 minutes
// (and, being keyed by the range, on every range change), the TV every 30 seconds.

export interface DayRange {
  start: Date;
  end: Date;
}
const rangeQuery = (r: DayRange) => ({ initialDate: toApiDate(r.start), finalDate: toApiDate(r.end) });

export function useIndicators(range: DayRange, options: { companyDocument?: string; tv?: boolean } = {}) {
  const document = useViewedCompanyDocument();
  const q = rangeQuery(range);
  return useQuery({
    queryKey: companyKey(document, 'dashboard', 'indicators', q, options.companyDocument ?? null),
    queryFn: () =>
      api.get<Indicator[]>('/dashboard', {
        query: { ...q, ...(options.companyDocument ? { companyDocument: options.companyDocument } : {}) },
      }),
    enabled: document !== null,
    ...(options.tv ? REFRESH.tv : REFRESH.indicators),
  });
}

export function useOrderMonitoring(
  range: DayRange,
  operations: readonly OrderMonitoringOperation[],
  tv = false,
) {
  const document = useViewedCompanyDocument();
  const q = { ...rangeQuery(range), operations: operations.join(',') };
  return useQuery({
    queryKey: companyKey(document, 'dashboard', 'order-monitoring', q),
    queryFn: () => api.get<OrderMonitoringAnswer>('/dashboard/order-monitoring', { query: q }),
    enabled: document !== null && operations.length > 0,
    ...(tv ? REFRESH.tv : REFRESH.indicators),
  });
}

export function useChecklistMonitoring(range: DayRange, tv = false) {
  const document = useViewedCompanyDocument();
  const dates = toApiRange(range.start, range.end);
  return useQuery({
    queryKey: companyKey(document, 'dashboard', 'checklist', dates),
    queryFn: () => api.get<ChecklistRow[]>('/dashboard/monitoring-checklist-operation', { query: { dates } }),
    enabled: document !== null,
    ...(tv ? REFRESH.tv : REFRESH.indicators),
  });
}

export function useServiceOrderMonitoring(range: DayRange, tv = false) {
  const document = useViewedCompanyDocument();
  const dates = toApiRange(range.start, range.end);
  return useQuery({
    queryKey: companyKey(document, 'dashboard', 'service-orders', dates),
    queryFn: () =>
      api.get<ServiceOrderAnswer>('/dashboard/monitoring-service-order-operation', { query: { dates } }),
    enabled: document !== null,
    ...(tv ? REFRESH.tv : REFRESH.indicators),
  });
}

/** Refetches what a dashboard change touches: the configuration and every dashboard query. */
function useRefreshDashboard() {
  const client = useQueryClient();
  const document = useViewedCompanyDocument();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: companyKey(document, 'configuration') }),
      client.invalidateQueries({ queryKey: companyKey(document, 'companies') }),
      client.invalidateQueries({ queryKey: companyKey(document, 'dashboard') }),
    ]);
}

/** PUT /configure/dashboard-order-operations (exactly three, doc 1 §2.8). */
export function useSaveOrderOperations() {
  const refresh = useRefreshDashboard();
  return useMutation({
    mutationFn: (operations: OrderMonitoringOperation[]) =>
      api.put('/configure/dashboard-order-operations', { operations }),
    onSettled: refresh,
  });
}

/** PUT /company/{id}: the settings dialog's save; the menu and the blocks follow at once. */
export function useSaveCompanySettings() {
  const refresh = useRefreshDashboard();
  return useMutation({
    mutationFn: ({ id, settings }: { id: string; settings: CompanySettings }) =>
      api.put(`/company/${encodeURIComponent(id)}`, settings),
    onSuccess: refresh,
  });
}

/** PUT /orders/status/{id}: finalize a pickup (doc 1 §7.2), dueDate in America/Sao_Paulo. */
export function useFinalizePickup() {
  const refresh = useRefreshDashboard();
  return useMutation({
    mutationFn: ({ id, dueDate }: { id: string; dueDate: string }) =>
      api.put(`/orders/status/${encodeURIComponent(id)}`, { status: 'DONE', type: 'PICKUP', dueDate }),
    onSettled: refresh,
  });
}
