import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Handling, HandlingList } from '../domain/handling';
import type { Sort } from '../domain/list-query';
import type { Position } from '../domain/warehouse';
import { api, apiSort, compactQuery } from './api-client';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';
import { refreshAfterChange } from './refresh-after-change';

// doc 3 §7 Handling: every call of the handling screens and of the positions register's move bar.
// Success and refusal texts come from the simulator (the API client toasts them, doc 3 §8).

const enc = encodeURIComponent;

export interface HandlingListQuery {
  page: number;
  take: number;
  code?: string;
  status?: string;
  position?: string;
  initialDate?: string;
  finalDate?: string;
  user?: string;
  sort?: Sort | null;
}

export interface HandlingAnswer {
  message?: string;
  id?: string;
  record?: Handling;
}

const keys = {
  all: (doc: string | null) => companyKey(doc, 'handling'),
  list: (doc: string | null, q: HandlingListQuery) => companyKey(doc, 'handling', 'list', q),
  detail: (doc: string | null, id: string) => companyKey(doc, 'handling', 'detail', id),
};

/** GET /position-handling — one page, 30 s refresh (doc 3 §2 live data). */
export function useHandlingList(q: HandlingListQuery) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: keys.list(doc, q),
    queryFn: ({ signal }) =>
      api.get<HandlingList>('/position-handling', {
        query: compactQuery({ ...q, sort: q.sort ? apiSort(q.sort) : undefined }),
        signal,
      }),
    enabled: doc !== null,
    placeholderData: (previous) => previous,
    ...REFRESH.operational,
  });
}

/** GET /position-handling/{id} (null: disabled). */
export function useHandling(id: string | null) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: keys.detail(doc, id ?? ''),
    queryFn: ({ signal }) => api.get<Handling>(`/position-handling/${enc(id as string)}`, { signal }),
    enabled: doc !== null && Boolean(id),
    ...REFRESH.operational,
  });
}

/** A position by its exact code (a scanned or typed code), or null. */
export async function positionByCode(code: string): Promise<Position | null> {
  const answer = await api.get<{ positions: Position[] }>('/position', {
    query: { code: code.trim().toUpperCase(), take: 200 },
  });
  return answer.positions.find((p) => p.code === code.trim().toUpperCase()) ?? null;
}

/** What the move calls take (doc 3 §7 "move same origin" / "move different origin"). */
export interface SameOriginMove {
  origin: string;
  lines: Array<{ product: string; quantity: number; positionDestiny: string }>;
  execute: boolean;
}
export interface DifferentOriginMove {
  destination: string;
  origins: string[];
  execute: boolean;
}

/** Every state-changing handling call; each refetches handlings (and positions, whose stock moved). */
export function useHandlingCommands() {
  const client = useQueryClient();
  const doc = useViewedCompanyDocument();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keys.all(doc) }),
      client.invalidateQueries({ queryKey: companyKey(doc, 'positions') }),
    ]);
  const mutation = useMutation({
    mutationFn: (call: () => Promise<HandlingAnswer>) =>
      refreshAfterChange(call(), refresh, (answer) => {
        if (answer.record) client.setQueryData(keys.detail(doc, answer.record.id), answer.record);
      }),
  });
  const put = (id: string, query: Record<string, string>, body: unknown) =>
    mutation.mutateAsync(() => api.put<HandlingAnswer>(`/position-handling/${enc(id)}`, body, { query }));
  return {
    pending: mutation.isPending,
    assign: (id: string, user: string, item?: string) => put(id, { operation: 'USER' }, { user, item }),
    finalize: (id: string) => put(id, { action: 'COMPLETED' }, {}),
    cancel: (id: string) => put(id, { action: 'CANCEL' }, {}),
    finalizeItem: (id: string, item: string, positionDestiny?: string) =>
      put(id, { action: 'COMPLETED' }, { item, positionDestiny }),
    cancelItem: (id: string, item: string) => put(id, { action: 'CANCEL' }, { item }),
    moveSameOrigin: (m: SameOriginMove) =>
      mutation.mutateAsync(() =>
        api.post<HandlingAnswer>(`/position-handling/${enc(m.origin)}`, {
          handling: m.lines.map((l) => ({ ...l, positionOrigin: m.origin })),
          execute: m.execute,
        }),
      ),
    moveDifferentOrigins: (m: DifferentOriginMove) =>
      mutation.mutateAsync(() =>
        api.post<HandlingAnswer>('/position-handling', {
          position: m.destination,
          origin: m.origins,
          execute: m.execute,
        }),
      ),
  };
}
