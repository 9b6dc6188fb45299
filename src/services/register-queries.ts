import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, compactQuery } from './api-client';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';

// The list query every register of issue 12 part A makes (users, vehicles, categories, sales
// channels…): GET <path> with page, take and its filters, keyed by the viewed company, previous
// page kept while the next loads, no automatic refresh (doc 3 §2 "Other data has no automatic
// refresh"); and the invalidation after a change. One place, so a register only names its path.

export type RegisterQuery = { page: number; take: number } & Record<
  string,
  string | number | boolean | undefined | null
>;

export const registerKey = (doc: string | null, resource: string, ...parts: unknown[]) =>
  companyKey(doc, resource, ...parts);

export const fetchRegister = <A>(path: string, query: RegisterQuery, signal?: AbortSignal) =>
  api.get<A>(path, { query: compactQuery({ ...query }), signal });

export function useRegisterList<A>(resource: string, path: string, query: RegisterQuery) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: registerKey(doc, resource, 'list', query),
    queryFn: ({ signal }) => fetchRegister<A>(path, query, signal),
    enabled: doc !== null,
    placeholderData: keepPreviousData,
    ...REFRESH.none,
  });
}

export function useInvalidateRegister(resource: string) {
  const client = useQueryClient();
  const doc = useViewedCompanyDocument();
  return () => client.invalidateQueries({ queryKey: registerKey(doc, resource) });
}
