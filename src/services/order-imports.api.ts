import { useQuery } from '@tanstack/react-query';
import type { IntegrationOrderData } from '../domain/integration-data';
import type { Order } from '../domain/order-records';
import type { DataImportInput, ProcessImportInput } from '../domain/orders.schema';
import { api } from './api-client';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';

// Order imports (doc 2 §5, §7): the billing integration the manual import uses, and the imports.

/** The billing integrations the manual import can use (doc 2 §7: two names tried in turn). */
export type BillingIntegration = { name: 'bsoft'; apiKey: string } | { name: 'rsys'; empresa: string } | null;

interface IntegrationAnswer {
  name: string;
  apiKey?: string;
  empresa?: string;
  active: boolean;
}

/** GET /integrations/bsoft (apiKey), then /integrations/rsys (empresa); quiet: 404 = not configured. */
export async function fetchBillingIntegration(signal?: AbortSignal): Promise<BillingIntegration> {
  const tryOne = (name: string) =>
    api.get<IntegrationAnswer>(`/integrations/${name}`, { quiet: true, signal }).catch(() => null);
  const bsoft = await tryOne('bsoft');
  if (bsoft?.active !== false && bsoft?.apiKey) return { name: 'bsoft', apiKey: bsoft.apiKey };
  const rsys = await tryOne('rsys');
  if (rsys?.active !== false && rsys?.empresa) return { name: 'rsys', empresa: rsys.empresa };
  return null;
}

export function useBillingIntegration() {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: companyKey(doc, 'integrations', 'billing'),
    queryFn: ({ signal }) => fetchBillingIntegration(signal),
    enabled: doc !== null,
    ...REFRESH.none,
  });
}

export interface ImportAnswer {
  message?: string;
  orders: string[];
  created: number;
}

/** POST /process-import (manual import through the billing integration). */
export const processImport = (body: ProcessImportInput) =>
  api.post<{ message?: string; order: Order }>('/process-import', body);

/** POST /data-import (spreadsheet rows or an NF-e XML). */
export const dataImport = (body: DataImportInput) => api.post<ImportAnswer>('/data-import', body);

/** GET /integrations/sysemp/data/{id} (doc 2 §7): the ERP record of an order a billing
 * integration imported (src/domain/integration-data.ts); asked only for such orders. */
export function useIntegrationOrderData(orderId: string, enabled: boolean) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: companyKey(doc, 'integrations', 'sysemp', orderId),
    queryFn: ({ signal }) =>
      api.get<IntegrationOrderData>(`/integrations/sysemp/data/${encodeURIComponent(orderId)}`, {
        quiet: true,
        signal,
      }),
    enabled: doc !== null && enabled,
    ...REFRESH.none,
  });
}
