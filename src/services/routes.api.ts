import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Sort } from '../domain/list-query';
import type { RouteRecord } from '../domain/operations';
import { api, apiSort, compactQuery } from './api-client';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';
import { refreshAfterChange } from './refresh-after-change';

// doc 3 §7 Routes: every call of the route screens. Success and refusal texts come from the
// simulator (the API client toasts them, doc 3 §8).

const enc = encodeURIComponent;

export interface RouteListQuery {
  page: number;
  take: number;
  code?: string;
  driverIds?: string;
  orderNumber?: string;
  status?: string;
  initialDate?: string;
  finalDate?: string;
  sort?: Sort | null;
}

export interface RouteList {
  routes: RouteRecord[];
  total: number;
}

export interface RouteFile {
  id: string;
  orderId: string;
  fileType: string;
  fileName: string;
}
export type RouteDetail = RouteRecord & { files?: RouteFile[] };

interface RouteAnswer {
  message?: string;
  route?: RouteRecord;
}

const keys = {
  all: (doc: string | null) => companyKey(doc, 'routes'),
  list: (doc: string | null, q: RouteListQuery) => companyKey(doc, 'routes', 'list', q),
  detail: (doc: string | null, id: string) => companyKey(doc, 'routes', 'detail', id),
};

const listQuery = (q: RouteListQuery) => compactQuery({ ...q, sort: q.sort ? apiSort(q.sort) : undefined });

/** GET /routes — one page, SQL filters and sort, 30 s refresh (doc 3 §2 live data). */
export function useRouteList(q: RouteListQuery, enabled = true) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: keys.list(doc, q),
    queryFn: ({ signal }) => api.get<RouteList>('/routes', { query: listQuery(q), signal }),
    enabled: doc !== null && enabled,
    placeholderData: (previous) => previous,
    ...REFRESH.operational,
  });
}

/** GET /routes/{id} with its proof-of-delivery files (null: disabled). */
export function useRoute(id: string | null) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: keys.detail(doc, id ?? ''),
    queryFn: ({ signal }) => api.get<RouteDetail>(`/routes/${enc(id as string)}`, { signal }),
    enabled: doc !== null && Boolean(id),
    ...REFRESH.operational,
  });
}

/** What the finalize / occurrence dialog sends (doc 3 §7 file upload). */
export interface DeliveryProof {
  routeId: string;
  orderId: string;
  occurrence: boolean;
  reason: string;
  files: File[];
}

/** The multipart body of POST /routes/files/upload: files, fileTypes comma-joined, orderId,
 * occurrenceReason when an occurrence (doc 3 §7), routeId (ours: which route). */
export function deliveryForm(proof: DeliveryProof): FormData {
  const form = new FormData();
  const fileType = proof.occurrence ? 'route-occurrence' : 'route-ok';
  for (const file of proof.files) form.append('files', file, file.name);
  form.append('fileTypes', proof.files.map(() => fileType).join(','));
  form.append('orderId', proof.orderId);
  form.append('routeId', proof.routeId);
  if (proof.occurrence) form.append('occurrenceReason', proof.reason);
  return form;
}

/** Every state-changing route call; each puts the answered route in the cache and refetches. */
export function useRouteCommands() {
  const client = useQueryClient();
  const doc = useViewedCompanyDocument();
  const mutation = useMutation({
    mutationFn: (call: () => Promise<RouteAnswer>) =>
      refreshAfterChange(
        call(),
        () => client.invalidateQueries({ queryKey: keys.all(doc) }),
        (answer) => {
          if (answer.route) client.setQueryData(keys.detail(doc, answer.route.id), answer.route);
        },
      ),
  });
  const run = (call: () => Promise<RouteAnswer>) => mutation.mutateAsync(call);
  const put = (id: string, body: unknown, query?: Record<string, string>) =>
    run(() => api.put<RouteAnswer>(`/routes/${enc(id)}`, body, { query }));
  return {
    pending: mutation.isPending,
    assignUser: (id: string, user: string) => put(id, { user }),
    assignVehicle: (id: string, vehicle: string) => put(id, { vehicle }),
    routing: (id: string, vehicle?: string) =>
      run(() => api.post<RouteAnswer>(`/routes/routing/${enc(id)}`, vehicle ? { vehicle } : {})),
    finalize: (id: string) => put(id, {}, { action: 'end-route' }),
    cancel: (id: string) =>
      run(() => api.post<RouteAnswer>(`/routes/sequence/${enc(id)}`, {}, { query: { action: 'CANCEL' } })),
    complete: (id: string, orders: string[]) => put(id, { action: 'completed', orders }),
    occurrence: (id: string, orders: string[], reason: string) =>
      put(id, { action: 'occurrence', orders, reason }),
    remove: (id: string, orders: string[], reason: string) => put(id, { action: 'remove', orders, reason }),
    move: (id: string, orders: string[], destinationRoute: string) =>
      put(id, { action: 'move', orders, destinationRoute }),
    reorder: (id: string, items: string[]) =>
      run(() => api.put<RouteAnswer>(`/route-sequence/${enc(id)}`, { items })),
    deliver: (proof: DeliveryProof) =>
      run(() => api.post<RouteAnswer>('/routes/files/upload', deliveryForm(proof))),
  };
}
