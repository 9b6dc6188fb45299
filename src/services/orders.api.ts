import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import type { CnpjRecord, Company, PostalAddress } from '../domain/company.schema';
import { toApiDate } from '../domain/dates';
import type { DownstreamAnswer, OutboundRecord, RouteRecord } from '../domain/operations';
import type {
  Attachment,
  AttachmentType,
  CalendarEntry,
  DownstreamTarget,
  Order,
  OrdersPage,
  OrderType,
} from '../domain/orders';
import type {
  CalendarEntryInput,
  DataImportInput,
  FreightTransferUpdate,
  NewOrder,
  OrderAddressUpdate,
  ProcessImportInput,
  SpecificProperties,
} from '../domain/orders.schema';
import type { PartyInput, PartyKind, PartyRecord } from '../domain/parties';
import type { ProductLight, QuickProductInput } from '../domain/products';
import type { Transporter } from '../domain/transporters';
import type { User, UserType } from '../domain/user';
import { api, compactQuery, messageOf } from './api-client';
import { API_BASE_URL } from './config';
import { currentLanguage, t } from './i18n';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';
import { clearSession, getAccessToken } from './session-store';
import { notify } from './toasts';

// The orders area's calls (doc 2 §7, docs/CONTRACTS.md "Orders area API") and their cached queries.
// Order data refreshes every 30 s (doc 1 §7.1); lookups (products, parties, users, outbounds,
// routes, integrations) have no interval. Every key starts with the viewed company (companyKey),
// so a company switch refetches everything.

// ---- keys ---------------------------------------------------------------------------------------

export const ordersKeys = {
  all: (doc: string | null) => companyKey(doc, 'orders'),
  list: (doc: string | null, query: object) => companyKey(doc, 'orders', 'list', query),
  detail: (doc: string | null, id: string) => companyKey(doc, 'orders', 'detail', id),
};

/** After any change to orders: every order list and detail of the company refetches. */
export function invalidateOrders(client: QueryClient, doc: string | null) {
  return client.invalidateQueries({ queryKey: ordersKeys.all(doc) });
}

export function useInvalidateOrders() {
  const client = useQueryClient();
  const doc = useViewedCompanyDocument();
  return () => invalidateOrders(client, doc);
}

/**
 * Keeps the previous page on screen while the next loads (no flashing skeleton between pages),
 * but never across a company switch: another company's rows are not shown meanwhile.
 */
function isSameCompany(previousQuery: { queryKey: readonly unknown[] } | undefined, doc: string | null) {
  return previousQuery?.queryKey[1] === (doc ?? 'none');
}

// ---- orders -------------------------------------------------------------------------------------

export interface OrdersQueryParams {
  page: number;
  take: number;
  dates?: string;
  filter?: string;
  sort?: string;
  simple?: boolean;
  shipperDocument?: string;
  customerDocument?: string;
}

export const fetchOrders = (query: OrdersQueryParams, signal?: AbortSignal) =>
  api.get<OrdersPage>('/orders', { query: compactQuery({ ...query }), signal });

export const fetchOrder = (id: string, signal?: AbortSignal) =>
  api.get<Order>(`/orders/${encodeURIComponent(id)}`, { signal });

/** GET /orders — the list (30 s refresh; the previous page stays on screen while the next loads). */
export function useOrders(query: OrdersQueryParams, enabled = true) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: ordersKeys.list(doc, query),
    queryFn: ({ signal }) => fetchOrders(query, signal),
    enabled: doc !== null && enabled,
    placeholderData: (previous, previousQuery) => (isSameCompany(previousQuery, doc) ? previous : undefined),
    ...REFRESH.operational,
  });
}

/** GET /orders/{id} — the detail modal (30 s refresh). */
export function useOrder(id: string | null) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: ordersKeys.detail(doc, id ?? ''),
    queryFn: ({ signal }) => fetchOrder(id as string, signal),
    enabled: doc !== null && Boolean(id),
    ...REFRESH.operational,
  });
}

/** The full order for printing, from the cache when fresh enough. */
export function loadOrder(client: QueryClient, doc: string | null, id: string) {
  return client.fetchQuery({
    queryKey: ordersKeys.detail(doc, id),
    queryFn: ({ signal }) => fetchOrder(id, signal),
    staleTime: 10_000,
  });
}

interface OrderAnswer {
  message?: string;
  order: Order;
}

export const createOrder = (body: NewOrder) => api.post<OrderAnswer>('/orders', body);

export const changeOrderType = (id: string, type: OrderType) =>
  api.put<OrderAnswer>(`/orders/type/${encodeURIComponent(id)}`, { type });

export const updateSpecificProperties = (id: string, body: SpecificProperties) =>
  api.put<OrderAnswer>(`/orders/specific-properties/${encodeURIComponent(id)}`, body);

export const updateTrackingCode = (id: string, trackingCode: string) =>
  api.put<OrderAnswer>(`/orders/tracking-code/${encodeURIComponent(id)}`, { trackingCode });

export const updateFreightTransfer = (id: string, body: FreightTransferUpdate) =>
  api.put<OrderAnswer>(`/orders/freight-transfer/${encodeURIComponent(id)}`, body);

/** PUT /orders-address/{id} with origin=portal (doc 2 §7); empty lat and long reprocess. */
export const updateOrderAddress = (id: string, body: OrderAddressUpdate) =>
  api.put<OrderAnswer>(`/orders-address/${encodeURIComponent(id)}`, body, { query: { origin: 'portal' } });

export const addCalendarEntry = (id: string, body: CalendarEntryInput) =>
  api.post<{ message?: string; calendar: CalendarEntry }>(`/orders/calendar/${encodeURIComponent(id)}`, body);

// ---- attachments ----------------------------------------------------------------------------------

export interface UploadAnswer {
  message?: string;
  attachments: Attachment[];
}

export class UploadError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

/**
 * POST /orders-attachment/upload (multipart: files, fileTypes comma-joined, orderId) with upload
 * progress — ofetch cannot report it, so this one call uses XMLHttpRequest and applies the doc 1 §8
 * answer rules itself (success message toast; 401 → session removed, /login; an error's message or
 * the default text otherwise; a network error passes on without a toast).
 */
export function uploadAttachments(
  orderId: string,
  files: ReadonlyArray<{ file: File; type: AttachmentType }>,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  const form = new FormData();
  for (const { file } of files) form.append('files', file, file.name);
  form.append('fileTypes', files.map((f) => f.type).join(','));
  form.append('orderId', orderId);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_URL.replace(/\/$/, '')}/orders-attachment/upload?origin=web`);
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    // as the api client does: the success message comes back in the interface language
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onerror = () => reject(new UploadError(null, 'network'));
    xhr.onload = () => {
      const body = xhr.response as unknown;
      const message = messageOf(body);
      if (xhr.status >= 200 && xhr.status < 300) {
        if (message) notify.success(message);
        resolve(body as UploadAnswer);
        return;
      }
      if (xhr.status === 401) {
        notify.error(t('api.notAuthorized'));
        clearSession();
        navigate('/login', { replace: true });
      } else if (!message) notify.error(t('api.default'));
      else if (xhr.status === 404) notify.warning(message);
      else notify.error(message);
      reject(new UploadError(xhr.status, message ?? 'upload failed'));
    };
    xhr.send(form);
  });
}

export const deleteAttachment = (id: string) =>
  api.delete<{ message?: string }>(`/orders-attachment/${encodeURIComponent(id)}`);

export interface VerifyAttachmentsAnswer {
  orderNumber: string;
  orderId: string;
  types: AttachmentType[];
  missing: AttachmentType[];
}

export const verifyAttachments = (orderNumber: string) =>
  api.get<VerifyAttachmentsAnswer>(`/orders-attachment/verify/${encodeURIComponent(orderNumber)}`);

// ---- downstream generation ------------------------------------------------------------------------

const DOWNSTREAM_PATHS: Record<DownstreamTarget, string> = {
  INBOUND: '/inbound',
  STORAGE: '/storage',
  PICKING: '/picking',
  PACKING: '/packing',
  CONFERENCE: '/conference',
  INVOICE: '/invoices',
  OUTBOUND: '/outbound',
  ROUTE: '/routes',
};

export interface DownstreamOptions {
  /** invoice: resend the NPS survey */
  resendNps?: boolean;
  /** outbound: add to this existing outbound (action ADDED) */
  outboundId?: string;
  /** route: add to this existing route (action add) */
  routeId?: string;
}

/** The body of a downstream creation (doc 2 §7): `{orders}` plus the target's own options. */
export function downstreamBody(target: DownstreamTarget, orders: string[], options: DownstreamOptions = {}) {
  if (target === 'INVOICE') return options.resendNps ? { orders, resendNps: true } : { orders };
  if (target === 'OUTBOUND' && options.outboundId)
    return { orders, action: 'ADDED' as const, outboundId: options.outboundId };
  if (target === 'ROUTE' && options.routeId)
    return { orders, action: 'add' as const, routeId: options.routeId };
  return { orders };
}

export const createDownstream = (
  target: DownstreamTarget,
  orders: string[],
  options: DownstreamOptions = {},
) => api.post<DownstreamAnswer>(DOWNSTREAM_PATHS[target], downstreamBody(target, orders, options));

/** doc 2 §7 "Outbounds / routes lookup": outbounds not DONE (nor cancelled). */
export function useOpenOutbounds(enabled: boolean) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: companyKey(doc, 'outbound', 'notDone'),
    queryFn: ({ signal }) =>
      api.get<{ outbounds: OutboundRecord[]; total: number }>('/outbound', {
        query: { page: 1, take: 200, notDone: true },
        signal,
      }),
    enabled: doc !== null && enabled,
    ...REFRESH.none,
  });
}

/** doc 2 §7, §9: routes of the last 5 days, 200 per page. */
export const ROUTE_LOOKUP_DAYS = 5;
export const ROUTE_LOOKUP_TAKE = 200;

export function recentRoutesQuery(today = new Date()) {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (ROUTE_LOOKUP_DAYS - 1));
  return { page: 1, take: ROUTE_LOOKUP_TAKE, initialDate: toApiDate(start), finalDate: toApiDate(today) };
}

export function useRecentRoutes(enabled: boolean) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: companyKey(doc, 'routes', 'recent'),
    queryFn: ({ signal }) =>
      api.get<{ routes: RouteRecord[]; total: number }>('/routes', { query: recentRoutesQuery(), signal }),
    enabled: doc !== null && enabled,
    ...REFRESH.none,
  });
}

// ---- products, parties, transporters, users -------------------------------------------------------

/** GET /product/light — active products only (doc 2 §9). */
export function useProducts(search: string) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: companyKey(doc, 'products', 'light', search),
    queryFn: ({ signal }) =>
      api.get<{ products: ProductLight[]; total: number }>('/product/light', {
        query: compactQuery({ search: search.trim(), page: 1, take: 50 }),
        signal,
      }),
    enabled: doc !== null,
    placeholderData: (previous, previousQuery) => (isSameCompany(previousQuery, doc) ? previous : undefined),
    ...REFRESH.none,
  });
}

export const createQuickProduct = (body: QuickProductInput) =>
  api.post<{ message?: string; product: ProductLight }>('/product/quick', body);

const PARTY_PATH: Record<PartyKind, string> = { recipient: '/recipients', sender: '/senders' };

/** GET /recipients or /senders by exact document or name (doc 2 §7 "recipients by document"). */
export async function searchParties(
  kind: PartyKind,
  criteria: { document?: string; name?: string },
  signal?: AbortSignal,
): Promise<PartyRecord[]> {
  const answer = await api.get<{ recipients?: PartyRecord[]; senders?: PartyRecord[]; total: number }>(
    PARTY_PATH[kind],
    { query: compactQuery({ ...criteria, page: 1, take: 20 }), signal },
  );
  return (kind === 'recipient' ? answer.recipients : answer.senders) ?? [];
}

export async function createParty(kind: PartyKind, body: PartyInput): Promise<PartyRecord> {
  const answer = await api.post<{ message?: string; recipient?: PartyRecord; sender?: PartyRecord }>(
    PARTY_PATH[kind],
    body,
  );
  return (kind === 'recipient' ? answer.recipient : answer.sender) as PartyRecord;
}

/** GET /search/cep/{code} — quiet: an unknown code is told next to the field. */
export const lookupPostalCode = (code: string, signal?: AbortSignal) =>
  api.get<PostalAddress>(`/search/cep/${encodeURIComponent(code)}`, { quiet: true, signal });

/** GET /search/cnpj/{document} — quiet: the party form fills what the registry knows. */
export const lookupCnpj = (document: string, signal?: AbortSignal) =>
  api.get<CnpjRecord>(`/search/cnpj/${encodeURIComponent(document)}`, { quiet: true, signal });

/** GET /courrier by name (doc 2 §7 "transporters by name and document"). */
export function useTransporters(name: string) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: companyKey(doc, 'transporters', 'search', name),
    queryFn: ({ signal }) =>
      api.get<{ transporters: Transporter[]; total: number }>('/courrier', {
        query: compactQuery({ name: name.trim(), status: true, page: 1, take: 50 }),
        signal,
      }),
    enabled: doc !== null,
    placeholderData: (previous, previousQuery) => (isSameCompany(previousQuery, doc) ? previous : undefined),
    ...REFRESH.none,
  });
}

/** GET /users — active users of the viewed company (the tracking dialog's operator). */
export function useUsers(options: { type?: UserType; isActive?: boolean } = {}, enabled = true) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: companyKey(doc, 'users', 'list', options),
    queryFn: ({ signal }) =>
      api.get<{ users: User[]; total: number }>('/users', {
        query: compactQuery({ ...options, page: 1, take: 200 }),
        signal,
      }),
    enabled: doc !== null && enabled,
    ...REFRESH.none,
  });
}

/** The viewed company's record (its logo heads the printed documents). */
export function useViewedCompany(companies: Company[] | undefined): Company | null {
  const doc = useViewedCompanyDocument();
  return companies?.find((c) => c.cnpj === doc) ?? null;
}

// ---- imports and integrations ---------------------------------------------------------------------

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
