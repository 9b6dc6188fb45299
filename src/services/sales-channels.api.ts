import { useQuery } from '@tanstack/react-query';
import type { SalesChannel, SalesChannelsPage } from '../domain/sales-channels';
import type { SalesChannelInput, SalesChannelUpdate } from '../domain/sales-channels.schema';
import { api, compactQuery } from './api-client';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';

// Sales channels (doc 3 §7 "GET/POST /saleschannel (code, saleschannel); PUT/DELETE
// /saleschannel/{id}"). The new-order form and the orders list's filter choose from the viewed
// company's list. A register, not live data (doc 3 §2): no interval, and a list fetched in the
// last 5 minutes is reused when a screen mounts.

export const SALES_CHANNELS_STALE_MS = 5 * 60_000;
/** doc 1 §9: the largest page; a company has a handful of channels. */
const CHOICES_TAKE = 200;

export const salesChannelsKey = (doc: string | null, ...parts: unknown[]) =>
  companyKey(doc, 'saleschannels', ...parts);

export interface SalesChannelsQuery {
  page: number;
  take: number;
  name?: string;
  code?: string;
}

/** GET /saleschannel */
export const fetchSalesChannels = (query: SalesChannelsQuery, signal?: AbortSignal) =>
  api.get<SalesChannelsPage>('/saleschannel', { query: compactQuery({ ...query }), signal });

/** The viewed company's sales channels, by code (the choices of a select). */
export function useSalesChannelChoices() {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: salesChannelsKey(doc, 'choices'),
    queryFn: ({ signal }) => fetchSalesChannels({ page: 1, take: CHOICES_TAKE }, signal),
    enabled: doc !== null,
    staleTime: SALES_CHANNELS_STALE_MS,
    select: (page) => page.saleschannels,
    ...REFRESH.none,
  });
}

// The sales channels register (/sales-channel, doc 3 §2 "Sales channels: list with id, name, code.
// New and edit dialog, delete"): create, rename, delete; codes 999 and 995 are refused by the API.
interface SalesChannelAnswer {
  message?: string;
  saleschannel: SalesChannel;
}
export const createSalesChannel = (body: SalesChannelInput) =>
  api.post<SalesChannelAnswer>('/saleschannel', body);
export const updateSalesChannel = (id: string, body: SalesChannelUpdate) =>
  api.put<SalesChannelAnswer>(`/saleschannel/${encodeURIComponent(id)}`, body);
export const deleteSalesChannel = (id: string) =>
  api.delete<{ message?: string }>(`/saleschannel/${encodeURIComponent(id)}`);
