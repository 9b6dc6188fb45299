import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Crossdocking } from '../domain/crossdocking';
import type { Sort } from '../domain/list-query';
import type { YardOperationType } from '../domain/yard';
import { api, apiSort, compactQuery } from './api-client';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';
import { refreshAfterChange } from './refresh-after-change';

// Crossdocking (ours: simulator/README.md "Crossdocking"): every call of the /crossdocking
// screens. Success and refusal texts come from the simulator (the API client toasts them).

const enc = encodeURIComponent;

export interface CrossdockingListQuery {
  page: number;
  take: number;
  code?: string;
  status?: string;
  order?: string;
  initialDate?: string;
  finalDate?: string;
  user?: string;
  sort?: Sort | null;
}

export interface CrossdockingAnswer {
  message?: string;
  record?: Crossdocking;
}

/** An outbound yard dock a crossed line may leave by (GET /crossdocking/docks). */
export interface OutboundDock {
  id: string;
  name: string;
  building: string;
  typeOperation: YardOperationType;
}

const keys = {
  all: (doc: string | null) => companyKey(doc, 'crossdocking'),
  list: (doc: string | null, q: CrossdockingListQuery) => companyKey(doc, 'crossdocking', 'list', q),
  detail: (doc: string | null, id: string) => companyKey(doc, 'crossdocking', 'detail', id),
  docks: (doc: string | null) => companyKey(doc, 'crossdocking', 'docks'),
};

/** GET /crossdocking — one page, 30 s refresh. */
export function useCrossdockingList(q: CrossdockingListQuery) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: keys.list(doc, q),
    queryFn: ({ signal }) =>
      api.get<{ crossdockings: Crossdocking[]; total: number }>('/crossdocking', {
        query: compactQuery({ ...q, sort: q.sort ? apiSort(q.sort) : undefined }),
        signal,
      }),
    enabled: doc !== null,
    placeholderData: (previous) => previous,
    ...REFRESH.operational,
  });
}

/** GET /crossdocking/{id} (null: disabled). */
export function useCrossdocking(id: string | null) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: keys.detail(doc, id ?? ''),
    queryFn: ({ signal }) => api.get<Crossdocking>(`/crossdocking/${enc(id as string)}`, { signal }),
    enabled: doc !== null && Boolean(id),
    ...REFRESH.operational,
  });
}

/** GET /crossdocking/docks: the viewed company's dispatch and "both" docks. */
export function useOutboundDocks() {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: keys.docks(doc),
    queryFn: ({ signal }) => api.get<{ docks: OutboundDock[] }>('/crossdocking/docks', { signal }),
    enabled: doc !== null,
  });
}

/** Every state-changing crossdocking call; each refetches the crossdocks (and orders, which move
 * on their chain at finalize). */
export function useCrossdockingCommands() {
  const client = useQueryClient();
  const doc = useViewedCompanyDocument();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keys.all(doc) }),
      client.invalidateQueries({ queryKey: companyKey(doc, 'orders') }),
    ]);
  const mutation = useMutation({
    mutationFn: (call: () => Promise<CrossdockingAnswer>) =>
      refreshAfterChange(call(), refresh, (answer) => {
        if (answer.record) client.setQueryData(keys.detail(doc, answer.record.id), answer.record);
      }),
  });
  const put = (id: string, query: Record<string, string>, body: unknown) =>
    mutation.mutateAsync(() => api.put<CrossdockingAnswer>(`/crossdocking/${enc(id)}`, body, { query }));
  return {
    pending: mutation.isPending,
    assign: (id: string, user: string) => put(id, { operation: 'USER' }, { user }),
    confirmLine: (id: string, line: string, quantity: number, dock: string) =>
      put(id, { action: 'CONFIRM' }, { line, quantity, dock }),
    finalize: (id: string) => put(id, { action: 'COMPLETED' }, {}),
    cancel: (id: string) => put(id, { action: 'CANCEL' }, {}),
  };
}
