import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvoiceRecord } from '../domain/operations';
import { api, compactQuery } from './api-client';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';

// Invoices (doc 2 §2 "Invoice page", §3 "Invoice list response: orders (each with items holding
// an order) and countOrders", §7 GET /invoices page, take, initialDate, finalDate). Invoice data
// refreshes every 30 s (doc 1 §7.1, doc 2 §9).

export interface InvoicesQuery {
  page: number;
  take: number;
  /** yyyy-MM-dd */
  initialDate?: string;
  /** yyyy-MM-dd */
  finalDate?: string;
}

export interface InvoicesPage {
  orders: InvoiceRecord[];
  countOrders: number;
}

export const invoicesKey = (doc: string | null, ...parts: unknown[]) => companyKey(doc, 'invoices', ...parts);

export const fetchInvoices = (query: InvoicesQuery, signal?: AbortSignal) =>
  api.get<InvoicesPage>('/invoices', { query: compactQuery({ ...query }), signal });

export function useInvoices(query: InvoicesQuery) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: invoicesKey(doc, 'list', query),
    queryFn: ({ signal }) => fetchInvoices(query, signal),
    enabled: doc !== null,
    placeholderData: keepPreviousData,
    ...REFRESH.operational,
  });
}
