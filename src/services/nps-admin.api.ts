import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NpsRecord, NpsSummary } from '../domain/nps';
import { api, compactQuery } from './api-client';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';

// NPS management (doc 2 §2 "NPS page", §7 "NPS": GET /nps, GET /nps/summary, GET /nps/{id},
// PATCH /nps/resolution/{id}, POST /nps/resend/{id}). Not operational data: no refresh interval.
// Resolve and resend are quiet: the page shows doc 2 §8's own texts ("NPS resolution error",
// "NPS resend error") instead of the server's.

export interface NpsQuery {
  page: number;
  take: number;
  /** yyyy-MM-ddTyyyy-MM-dd on createdAt */
  dates?: string;
}

export interface NpsPage {
  nps: NpsRecord[];
  total: number;
}

export const npsKey = (doc: string | null, ...parts: unknown[]) => companyKey(doc, 'nps', ...parts);

export const fetchNps = (query: NpsQuery, signal?: AbortSignal) =>
  api.get<NpsPage>('/nps', { query: compactQuery({ ...query }), signal });

export const fetchNpsSummary = (dates: string | undefined, signal?: AbortSignal) =>
  api.get<NpsSummary>('/nps/summary', { query: compactQuery({ dates }), signal });

export const fetchNpsRecord = (id: string, signal?: AbortSignal) =>
  api.get<NpsRecord>(`/nps/${encodeURIComponent(id)}`, { signal });

export const resolveNps = (id: string, resolution: string) =>
  api.patch<{ message?: string; nps: NpsRecord }>(
    `/nps/resolution/${encodeURIComponent(id)}`,
    { resolution },
    { quiet: true },
  );

export const resendNps = (id: string) =>
  api.post<{ message?: string; nps: NpsRecord }>(
    `/nps/resend/${encodeURIComponent(id)}`,
    {},
    { quiet: true },
  );

export function useNpsList(query: NpsQuery) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: npsKey(doc, 'list', query),
    queryFn: ({ signal }) => fetchNps(query, signal),
    enabled: doc !== null,
    placeholderData: keepPreviousData,
    ...REFRESH.none,
  });
}

export function useNpsSummary(dates: string | undefined) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: npsKey(doc, 'summary', dates),
    queryFn: ({ signal }) => fetchNpsSummary(dates, signal),
    enabled: doc !== null,
    ...REFRESH.none,
  });
}

export function useNpsRecord(id: string | null) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: npsKey(doc, 'detail', id),
    queryFn: ({ signal }) => fetchNpsRecord(id as string, signal),
    enabled: doc !== null && Boolean(id),
    ...REFRESH.none,
  });
}

export function useInvalidateNps() {
  const client = useQueryClient();
  const doc = useViewedCompanyDocument();
  return () => client.invalidateQueries({ queryKey: npsKey(doc) });
}
