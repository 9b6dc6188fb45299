import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyCustomer, CompanyCustomerInput } from '../domain/customers';
import { api, compactQuery } from './api-client';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';

// Company customers (doc 2 §2 "Customers page", §7 "Company customers"; docs/CONTRACTS.md
// "Products, parties, customers, transporters, users"). Not operational data: no refresh interval
// (doc 1 §7.1), refetched on focus, reconnect and mount, and after every change.

export interface CustomersQuery {
  page: number;
  take: number;
  /** corporate, fantasy or contact name contains */
  name?: string;
  /** the customer's document (digits) */
  document?: string;
  isActive?: boolean;
}

export interface CustomersPage {
  companyCustomers: CompanyCustomer[];
  total: number;
}

interface CustomerAnswer {
  message?: string;
  companyCustomer: CompanyCustomer;
}

export const customersKey = (doc: string | null, ...parts: unknown[]) =>
  companyKey(doc, 'customers', ...parts);

/** Quiet: a failed load is told by the page with doc 2 §8's own text ("Houve algum problema ao
 * carregar os clientes"), once, instead of the server's message. */
export const fetchCustomers = (query: CustomersQuery, signal?: AbortSignal) =>
  api.get<CustomersPage>('/company-customer', {
    quiet: true,
    query: compactQuery({ ...query, name: query.name?.trim(), document: query.document?.trim() }),
    signal,
  });

export const fetchCustomer = (id: string, signal?: AbortSignal) =>
  api.get<CompanyCustomer>(`/company-customer/${encodeURIComponent(id)}`, { signal });

export const createCustomer = (body: CompanyCustomerInput) =>
  api.post<CustomerAnswer>('/company-customer', body);

export const updateCustomer = (id: string, body: CompanyCustomerInput) =>
  api.put<CustomerAnswer>(`/company-customer/${encodeURIComponent(id)}`, body);

export const deleteCustomer = (id: string) =>
  api.delete<{ message?: string }>(`/company-customer/${encodeURIComponent(id)}`);

/** doc 2 §7 "reprocess address (lat, lng cleared)". */
export const reprocessCustomerAddress = (id: string) =>
  api.post<CustomerAnswer>(`/company-customer/reprocess/${encodeURIComponent(id)}`, {});

export function useCustomers(query: CustomersQuery) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: customersKey(doc, 'list', query),
    queryFn: ({ signal }) => fetchCustomers(query, signal),
    enabled: doc !== null,
    placeholderData: keepPreviousData,
    ...REFRESH.none,
  });
}

/** After a create, edit or delete: every customer query of the company refetches. */
export function useInvalidateCustomers() {
  const client = useQueryClient();
  const doc = useViewedCompanyDocument();
  return () => client.invalidateQueries({ queryKey: customersKey(doc) });
}
