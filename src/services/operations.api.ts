import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User, UserType } from '../domain/user';
import {
  LIST_FIELD,
  type MultiAssignKind,
  multiAssignField,
  type WarehouseKind,
} from '../domain/warehouse-kinds';
import { type ApiCallOptions, api, compactQuery } from './api-client';
import type { OperationAnswer, OperationPage, WarehouseViews } from './operations.types';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';
import { refreshAfterChange } from './refresh-after-change';

// The warehouse operations' calls (simulator/OPERATIONS-CONTRACT.md; doc 3 §2, §7) and their
// cached queries. Every list and detail refreshes every 30 s (doc 3 §2 "Live data refresh"), and
// on focus, reconnect and mount (client defaults). Keys start with the viewed company and the
// kind, so a company switch refetches and a change to one kind refetches only that kind.
//
// Mutations answer `{ message, record }`: the API client toasts `message`; the record replaces the
// cached detail, then every list and detail of the kind refetches — after a refused call too. A refused call (409 etc.) is
// toasted by the API client and rethrown to the caller (doc 3 §8: "the dialog stays open").

export * from './operations.types';

const enc = encodeURIComponent;

// ---- keys -----------------------------------------------------------------------------------

export const operationsKeys = {
  all: (doc: string | null, kind: WarehouseKind) => companyKey(doc, 'operations', kind),
  list: (doc: string | null, kind: WarehouseKind, query: OperationListQuery) =>
    companyKey(doc, 'operations', kind, 'list', query),
  detail: (doc: string | null, kind: WarehouseKind, id: string) =>
    companyKey(doc, 'operations', kind, 'detail', id),
};

export function invalidateOperations(client: QueryClient, doc: string | null, kind: WarehouseKind) {
  return client.invalidateQueries({ queryKey: operationsKeys.all(doc, kind) });
}

// ---- lists and details -------------------------------------------------------------------------

/** Contract "Lists": page and take (default 1/25), filters in SQL, newest first. */
export interface OperationListQuery {
  page: number;
  take: number;
  code?: string;
  status?: string;
  /** yyyy-MM-dd */
  initialDate?: string;
  /** yyyy-MM-dd */
  finalDate?: string;
  /** user id */
  user?: string;
  /** `date|code|status` + `|ASC`/`|DESC` (the lists that sort: conference, outbound) */
  sort?: string;
}

export async function fetchOperationList<K extends WarehouseKind>(
  kind: K,
  query: OperationListQuery,
  signal?: AbortSignal,
): Promise<OperationPage<K>> {
  const answer = await api.get<Record<string, unknown> & { total: number }>(`/${kind}`, {
    query: compactQuery({ ...query }),
    signal,
  });
  return { rows: (answer[LIST_FIELD[kind]] ?? []) as WarehouseViews[K][], total: answer.total ?? 0 };
}

export const fetchOperation = <K extends WarehouseKind>(kind: K, id: string, signal?: AbortSignal) =>
  api.get<WarehouseViews[K]>(`/${kind}/${enc(id)}`, { signal });

/** GET /{kind} — one page (the previous page stays on screen while the next loads). */
export function useOperationList<K extends WarehouseKind>(kind: K, query: OperationListQuery) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: operationsKeys.list(doc, kind, query),
    queryFn: ({ signal }) => fetchOperationList(kind, query, signal),
    enabled: doc !== null,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === (doc ?? 'none') && previousQuery?.queryKey[3] === kind
        ? previous
        : undefined,
    ...REFRESH.operational,
  });
}

/** GET /{kind}/{id} — the detail of one record (null id: disabled). */
export function useOperation<K extends WarehouseKind>(kind: K, id: string | null) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: operationsKeys.detail(doc, kind, id ?? ''),
    queryFn: ({ signal }) => fetchOperation(kind, id as string, signal),
    enabled: doc !== null && Boolean(id),
    ...REFRESH.operational,
  });
}

// ---- mutations --------------------------------------------------------------------------------

/**
 * A state-changing call of `kind`: on success the answer's record replaces the cached detail; on
 * success and on failure alike the kind's lists and details refetch (refreshAfterChange). Errors are
 * rethrown (already toasted by the API client).
 * `mutateAsync` is the usual way to call it (dialogs await it and stay open on failure).
 */
export function useOperationMutation<K extends WarehouseKind, V>(
  kind: K,
  call: (variables: V) => Promise<Partial<OperationAnswer<K>> | undefined>,
) {
  const client = useQueryClient();
  const doc = useViewedCompanyDocument();
  return useMutation({
    mutationFn: (variables: V) =>
      refreshAfterChange(
        call(variables),
        () => invalidateOperations(client, doc, kind),
        (answer) => {
          const record = answer?.record;
          if (record?.id) client.setQueryData(operationsKeys.detail(doc, kind, record.id), record);
        },
      ),
  });
}

/** PUT /{kind}/{id}[/{item}] `{ user }` — assign an operator to a record or one of its items. */
export const assignOperationUser = <K extends WarehouseKind>(
  kind: K,
  target: { id: string; itemId?: string | null; userId: string },
) =>
  api.put<OperationAnswer<K>>(
    target.itemId ? `/${kind}/${enc(target.id)}/${enc(target.itemId)}` : `/${kind}/${enc(target.id)}`,
    { user: target.userId },
  );

/** Assign mutation of a kind: `mutateAsync({ id, itemId?, userId })`. */
export function useAssignUser<K extends WarehouseKind>(kind: K) {
  return useOperationMutation(kind, (target: { id: string; itemId?: string | null; userId: string }) =>
    assignOperationUser(kind, target),
  );
}

/** PUT /{kind}-operation/attribute-user/{userId} `{ pickingOrder | packingOrder: ids }` (all or nothing). */
export const assignManyUser = (kind: MultiAssignKind, userId: string, ids: string[]) =>
  api.put<{ message?: string }>(`/${kind}-operation/attribute-user/${enc(userId)}`, {
    [multiAssignField(kind)]: ids,
  });

/** Multi-assign mutation: `mutateAsync({ userId, ids })`. */
export function useAssignMany(kind: MultiAssignKind) {
  return useOperationMutation(kind, ({ userId, ids }: { userId: string; ids: string[] }) =>
    assignManyUser(kind, userId, ids).then(() => undefined),
  );
}

/** PATCH /{kind}/{id}[/{item}] — cancel a record (storage, picking, packing) or an item (storage, picking). */
export const patchCancel = <K extends WarehouseKind>(kind: K, id: string, itemId?: string) =>
  api.patch<OperationAnswer<K>>(itemId ? `/${kind}/${enc(id)}/${enc(itemId)}` : `/${kind}/${enc(id)}`, {});

/** PUT /{kind}/{id}[/{item}]?{query} with a body — the other confirm / action calls of the contract. */
export const putOperation = <K extends WarehouseKind>(
  kind: K,
  path: { id: string; itemId?: string },
  query: Record<string, string>,
  body: unknown = {},
  options: ApiCallOptions = {},
) =>
  api.put<OperationAnswer<K>>(
    path.itemId ? `/${kind}/${enc(path.id)}/${enc(path.itemId)}` : `/${kind}/${enc(path.id)}`,
    body,
    { ...options, query },
  );

// ---- operators ----------------------------------------------------------------------------------

/** GET /users?type=…&isActive=true — the operators a dialog offers (doc 3 §6); no interval. */
export function useOperators(types: readonly UserType[] | null, enabled = true) {
  const doc = useViewedCompanyDocument();
  const type = types && types.length > 0 ? types.join(',') : undefined;
  return useQuery({
    queryKey: companyKey(doc, 'users', 'operators', type ?? 'all'),
    queryFn: ({ signal }) =>
      api.get<{ users: User[]; total: number }>('/users', {
        query: compactQuery({ type, isActive: true, page: 1, take: 200 }),
        signal,
      }),
    enabled: doc !== null && enabled,
    ...REFRESH.none,
  });
}
