import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalendarEntry, Order, OrdersPage } from '../domain/order-records';
import { OCCURRENCE_OUTCOMES, type OccurrenceOutcome } from '../domain/orders.schema';
import { api, apiFilters, compactQuery } from './api-client';
import { ordersKeys } from './orders.api';
import { REFRESH, useViewedCompanyDocument } from './query-client';

// Occurrences (doc 2 §2 "Occurrence page": orders filtered to status OCCURRENCE, record-occurrence
// dialog; docs/CONTRACTS.md "occurrence list" = GET /orders?filter=status|OCCURRENCE and the
// record call POST /orders/occurrence/{id}, ours: doc 2 says "not shown"). Occurrence data
// refreshes every 30 s (doc 1 §7.1). Keys live under the orders' keys, so any order change
// (here or on /orders) refreshes this list too.

/** doc 2 §5 "Occurrence dialog: status and observation required"; the statuses the call takes
 * (the schema's, shared with the simulator's route). */
export const OCCURRENCE_RECORD_STATUSES = OCCURRENCE_OUTCOMES;
export type OccurrenceRecordStatus = OccurrenceOutcome;

export interface OccurrencesQuery {
  page: number;
  take: number;
  /** yyyy-MM-ddTyyyy-MM-dd on orderDate */
  dates?: string;
  /** field|ASC or field|DESC */
  sort?: string;
  /** order number prefix */
  orderNumber?: string;
  /** recipient name contains */
  client?: string;
}

export function occurrencesRequest(query: OccurrencesQuery) {
  return compactQuery({
    page: query.page,
    take: query.take,
    dates: query.dates,
    sort: query.sort,
    filter: apiFilters({
      status: 'OCCURRENCE',
      orderNumber: query.orderNumber?.trim(),
      client: query.client?.trim(),
    }),
  });
}

export const fetchOccurrences = (query: OccurrencesQuery, signal?: AbortSignal) =>
  api.get<OrdersPage>('/orders', { query: occurrencesRequest(query), signal });

export function useOccurrences(query: OccurrencesQuery) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: [...ordersKeys.all(doc), 'occurrences', query],
    queryFn: ({ signal }) => fetchOccurrences(query, signal),
    enabled: doc !== null,
    placeholderData: keepPreviousData,
    ...REFRESH.operational,
  });
}

export interface OccurrenceInput {
  status: OccurrenceRecordStatus;
  observation: string;
}

export const recordOccurrence = (orderId: string, body: OccurrenceInput) =>
  api.post<{ message?: string; order: Order; calendar: CalendarEntry }>(
    `/orders/occurrence/${encodeURIComponent(orderId)}`,
    body,
  );
