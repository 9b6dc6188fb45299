import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { isNetworkError } from './api-client';
import { viewedCompanyDocumentAtom } from './session-store';

/**
 * doc 1 §7.1 (and doc 3 §2) refresh rules, as presets to spread into a query's options:
 *
 * | data | refresh |
 * |---|---|
 * | order, route, inbound, crossdocking, handling, storage, picking, packing, conference, outbound, inventory, occurrence, invoice | every 30 s (`REFRESH.operational`) |
 * | dashboard indicators | every 5 min (`REFRESH.indicators`) |
 * | the TV page | every 30 s (`REFRESH.tv`) |
 * | the device list | every 15 s (`REFRESH.devices`) |
 * | anything else | no interval (`REFRESH.none`) |
 * | all data | on window focus, on reconnect and on screen mount (client defaults) |
 */
export const OPERATIONAL_REFRESH_MS = 30_000;
export const INDICATORS_REFRESH_MS = 5 * 60_000;
export const TV_REFRESH_MS = 30_000;
export const DEVICES_REFRESH_MS = 15_000;

export const REFRESH = {
  operational: { refetchInterval: OPERATIONAL_REFRESH_MS },
  indicators: { refetchInterval: INDICATORS_REFRESH_MS },
  tv: { refetchInterval: TV_REFRESH_MS },
  devices: { refetchInterval: DEVICES_REFRESH_MS },
  none: { refetchInterval: false },
} as const;

/** A failed query is retried only after a network error (no answer, so no toast was shown);
 * an error answer was already toasted once by the API client and is not asked again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && isNetworkError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Data is stale at once, so mounting a screen, focusing the window or reconnecting
        // refreshes it (doc 1 §7.1); intervals come from REFRESH per query.
        staleTime: 0,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        refetchOnMount: true,
        refetchInterval: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}

/** The console's query cache. */
export const queryClient = createQueryClient();

/**
 * Query keys start with the viewed company document: after a company switch every key differs, so
 * nothing cached for the previous company is shown (doc 1 §6 "refreshes all cached data").
 */
export function companyKey(companyDocument: string | null, ...parts: unknown[]): QueryKey {
  return ['company', companyDocument ?? 'none', ...parts];
}

/** The viewed company document in React (null when signed out). */
export function useViewedCompanyDocument(): string | null {
  return useAtomValue(viewedCompanyDocumentAtom);
}

const isCompanyScoped = (key: QueryKey) => key[0] === 'company';

/**
 * After a company switch (doc 1 §6 "refreshes all cached data"): queries of other companies are
 * dropped (their keys are no longer used; coming back fetches afresh) and every query that is not
 * scoped by company is invalidated, so what is on screen refetches with the new token. The screens'
 * own queries refetch by themselves: their keys now carry the new document.
 */
export async function refreshAllData(client: QueryClient, viewedCompanyDocument: string): Promise<void> {
  client.removeQueries({
    predicate: (query) => isCompanyScoped(query.queryKey) && query.queryKey[1] !== viewedCompanyDocument,
  });
  await client.invalidateQueries({ predicate: (query) => !isCompanyScoped(query.queryKey) });
}
