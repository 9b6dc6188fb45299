import { SEARCH_DEBOUNCE_MS } from '../domain/debounce';
import { encodeFilters } from '../domain/list-query';
import { MANUFACTURER_PICK_SIZE, type ManufacturersPage } from '../domain/manufacturers';
import { api, compactQuery } from './api-client';
import { fetchOrders, isSameCompany } from './orders.api';
import { companyKey, useViewedCompanyDocument } from './query-client';
import { useDebouncedQuery } from './use-debounced-query';

// What the checklists' pickers ask as the user types (400 ms after the last keystroke, doc 1 §9):
// the manufacturer picker's GET /manufacturers (ours, simulator/routes/manufacturers.routes.ts)
// and the vehicle checklist button's order search (GET /orders by order number, doc 2 §7, scoped
// by shipperDocument or customerDocument as the list is, doc 2 §6). An empty text asks for the
// first page, so the picker opens with choices.

/** ours: orders offered at a time by the vehicle checklist's order search */
export const ORDER_PICK_SIZE = 10;

export function useManufacturerSearch(typed: string) {
  const doc = useViewedCompanyDocument();
  const name = typed.trim();
  return useDebouncedQuery({
    key: doc !== null ? { name } : null,
    delayMs: SEARCH_DEBOUNCE_MS,
    queryKey: (asked) => companyKey(doc, 'manufacturers', asked),
    queryFn: (asked, signal) =>
      api.get<ManufacturersPage>('/manufacturers', {
        query: compactQuery({ name: asked.name || undefined, page: 1, take: MANUFACTURER_PICK_SIZE }),
        signal,
      }),
    placeholderData: (previous, previousQuery) => (isSameCompany(previousQuery, doc) ? previous : undefined),
  });
}

/** `scope`: the list's shipperDocument or customerDocument (documentScope of orders-query.ts). */
export function useOrderNumberSearch(
  typed: string,
  scope: { shipperDocument?: string; customerDocument?: string },
) {
  const doc = useViewedCompanyDocument();
  const orderNumber = typed.trim().replace(/[,|]/g, ' ');
  return useDebouncedQuery({
    key: doc !== null ? { orderNumber } : null,
    delayMs: SEARCH_DEBOUNCE_MS,
    queryKey: (asked) => companyKey(doc, 'orders', 'checklist-pick', asked),
    queryFn: (asked, signal) =>
      fetchOrders(
        {
          page: 1,
          take: ORDER_PICK_SIZE,
          sort: 'orderDate|DESC',
          ...(asked.orderNumber ? { filter: encodeFilters({ orderNumber: asked.orderNumber }) } : {}),
          ...scope,
        },
        signal,
      ),
    placeholderData: (previous, previousQuery) => (isSameCompany(previousQuery, doc) ? previous : undefined),
  });
}
