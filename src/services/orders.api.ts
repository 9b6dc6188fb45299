import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Order, OrdersPage } from '../domain/order-records';
import { api, compactQuery } from './api-client';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';
import { refreshAfterChange } from './refresh-after-change';

// The orders area's calls (doc 2 §7, docs/CONTRACTS.md "Orders area API") and their cached queries.
// Order data refreshes every 30 s (doc 1 §7.1); lookups (products, parties, users, outbounds,
// routes, integrations) have no interval. Every key starts with the viewed company (companyKey),
// so a company switch refetches everything.
//
// This file: the keys, the list and the detail. The rest by job: order-changes.api.ts (create and
// edit), order-attachments.api.ts (upload, delete, verify), order-downstream.api.ts (downstream
// records), order-registers.api.ts (products, parties, transporters, users),
// order-imports.api.ts (integrations and imports).

// ---- keys ---------------------------------------------------------------------------------------

export const ordersKeys = {
  all: (doc: string | null) => companyKey(doc, 'orders'),
  list: (doc: string | null, query: object) => companyKey(doc, 'orders', 'list', query),
  detail: (doc: string | null, id: string) => companyKey(doc, 'orders', 'detail', id),
};

/** After any change to orders: every order list and detail of the company refetches. */
export function invalidateOrders(client: QueryClient, doc: string | null) {
  return client.invalidateQueries({ queryKey: ordersKeys.all(doc) });
}

export function useInvalidateOrders() {
  const client = useQueryClient();
  const doc = useViewedCompanyDocument();
  return () => invalidateOrders(client, doc);
}

/**
 * Runs a change to orders: answered or refused, every order list and detail refetches at once
 * (refreshAfterChange), so a refused change shows the order's current state. `onAnswer` gets a
 * successful answer first (e.g. the changed order for the cache).
 */
export function useOrderChange() {
  const client = useQueryClient();
  const doc = useViewedCompanyDocument();
  return useCallback(
    <T>(call: Promise<T>, onAnswer?: (answer: T) => void) =>
      refreshAfterChange(call, () => invalidateOrders(client, doc), onAnswer),
    [client, doc],
  );
}

/**
 * Keeps the previous page on screen while the next loads (no flashing skeleton between pages),
 * but never across a company switch: another company's rows are not shown meanwhile.
 */
export function isSameCompany(
  previousQuery: { queryKey: readonly unknown[] } | undefined,
  doc: string | null,
) {
  return previousQuery?.queryKey[1] === (doc ?? 'none');
}

// ---- orders -------------------------------------------------------------------------------------

export interface OrdersQueryParams {
  page: number;
  take: number;
  dates?: string;
  filter?: string;
  sort?: string;
  simple?: boolean;
  shipperDocument?: string;
  customerDocument?: string;
}

export const fetchOrders = (query: OrdersQueryParams, signal?: AbortSignal) =>
  api.get<OrdersPage>('/orders', { query: compactQuery({ ...query }), signal });

export const fetchOrder = (id: string, signal?: AbortSignal) =>
  api.get<Order>(`/orders/${encodeURIComponent(id)}`, { signal });

/** GET /orders — the list (30 s refresh; the previous page stays on screen while the next loads). */
export function useOrders(query: OrdersQueryParams, enabled = true) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: ordersKeys.list(doc, query),
    queryFn: ({ signal }) => fetchOrders(query, signal),
    enabled: doc !== null && enabled,
    placeholderData: (previous, previousQuery) => (isSameCompany(previousQuery, doc) ? previous : undefined),
    ...REFRESH.operational,
  });
}

/** GET /orders/{id} — the detail modal (30 s refresh). */
export function useOrder(id: string | null) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: ordersKeys.detail(doc, id ?? ''),
    queryFn: ({ signal }) => fetchOrder(id as string, signal),
    enabled: doc !== null && Boolean(id),
    ...REFRESH.operational,
  });
}

/** The full order for printing, from the cache when fresh enough. */
export function loadOrder(client: QueryClient, doc: string | null, id: string) {
  return client.fetchQuery({
    queryKey: ordersKeys.detail(doc, id),
    queryFn: ({ signal }) => fetchOrder(id, signal),
    staleTime: 10_000,
  });
}
