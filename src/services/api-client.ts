import { type FetchContext, FetchError, type FetchOptions, type FetchRequest, ofetch } from 'ofetch';
import { navigate } from 'wouter/use-browser-location';
import { toApiDate, toApiRange } from '../domain/dates';
import { encodeFilters, encodeSort, type Sort } from '../domain/list-query';
import { API_BASE_URL } from './config';
import { currentLanguage, t } from './i18n';
import { clearSession, getAccessToken } from './session-store';
import { type Notify, notify } from './toasts';

/**
 * The one API client (DESIGN §4), doc 1 §7.1 and §8:
 *
 * | rule | seed |
 * |---|---|
 * | every call carries the query origin=web and the bearer token of the stored session | doc 1 §7.1 |
 * | every call carries the interface language as Accept-Language, so the `message` the API answers (and this client toasts) is in the user's language | doc 1 §1, §8 |
 * | a successful POST/PUT/PATCH/DELETE whose answer has a `message` toasts it as a success (a warning when the call's `warnWhen` says so) | doc 1 §8 |
 * | a 401, except on the login call: "not authorized" toast, session removed, go to /login | doc 1 §8 |
 * | any other error answer with a message: a warning toast for 404, an error toast otherwise | doc 1 §8 |
 * | an error answer without a body (or without a message in it): the default error toast | doc 1 §8 |
 * | a plain network error (no answer at all) is passed on with no toast | doc 1 §8 |
 *
 * Per call, `quiet: true` turns the toasts off (the login page shows its own messages); the 401
 * handling still removes the session. ofetch's own retry is off: retries belong to the query
 * cache (and only for network errors, which never toast), so one failure means one toast.
 */

export interface ApiCallOptions {
  /** no toasts from this call (success or error); the caller shows its own messages */
  quiet?: boolean;
  /** a success whose answer says something went short of the ask is told as a warning, not a
   * green success (issue 20: a short storage read puts the line in OCCURRENCE, doc 3 §4) */
  warnWhen?: (answer: unknown) => boolean;
}

export type ApiOptions = Omit<FetchOptions<'json'>, 'method' | 'body'> & ApiCallOptions;

export type ApiText = 'api.notAuthorized' | 'api.default';

export interface ApiClientDeps {
  baseURL: string;
  /** the fetch to use (tests pass a stub); default the global fetch */
  fetch?: typeof globalThis.fetch;
  getToken: () => string | null;
  /** the interface language (pt-BR, en-US or es), sent as Accept-Language */
  getLanguage: () => string;
  notify: Pick<Notify, 'success' | 'error' | 'warning'>;
  /** the interceptor texts of doc 1 §8, in the current language */
  text: (id: ApiText) => string;
  /** after a 401 outside the login call: remove the stored session and go to /login */
  onUnauthorized: () => void;
}

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const pathOf = (request: FetchRequest): string => {
  const url = typeof request === 'string' ? request : request.url;
  try {
    return new URL(url, 'http://console.invalid').pathname;
  } catch {
    return url;
  }
};

/** The login call answers 401 for wrong credentials; that is not an expired session. */
export function isLoginCall(request: FetchRequest): boolean {
  return /\/auth\/login\/?$/.test(pathOf(request));
}

/** The `message` of an answer body, when it has a non-empty one. */
export function messageOf(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

const isQuiet = (options: FetchContext['options']) => (options as ApiCallOptions).quiet === true;

export function createApiClient(deps: ApiClientDeps) {
  const raw = ofetch.create(
    {
      baseURL: deps.baseURL,
      retry: 0,
      onRequest({ options }) {
        // Set here rather than as a default query, so a call's own query cannot drop it. A call
        // may name another origin (doc 2 §7: PUT /orders-address/{id} is sent with origin=portal).
        options.query = { ...options.query, origin: options.query?.origin ?? 'web' };
        const token = deps.getToken();
        if (token) options.headers.set('Authorization', `Bearer ${token}`);
        // the chosen interface language, not the browser's own Accept-Language (simulator/i18n.ts)
        options.headers.set('Accept-Language', deps.getLanguage());
      },
      onResponse({ response, options }) {
        if (!response.ok || isQuiet(options)) return;
        const method = (options.method ?? 'GET').toUpperCase();
        const message = MUTATING_METHODS.has(method) ? messageOf(response._data) : null;
        if (!message) return;
        const warn = (options as ApiCallOptions).warnWhen?.(response._data) === true;
        (warn ? deps.notify.warning : deps.notify.success)(message);
      },
      onResponseError({ request, response, options }) {
        const quiet = isQuiet(options);
        if (response.status === 401 && !isLoginCall(request)) {
          if (!quiet) deps.notify.error(deps.text('api.notAuthorized'));
          deps.onUnauthorized();
          return;
        }
        if (quiet) return;
        const message = messageOf(response._data);
        if (!message) deps.notify.error(deps.text('api.default'));
        else if (response.status === 404) deps.notify.warning(message);
        else deps.notify.error(message);
      },
    },
    deps.fetch ? { fetch: deps.fetch } : {},
  );

  const call = <T>(method: string, url: string, body: unknown, options: ApiOptions = {}) =>
    raw<T>(url, { ...options, method, body } as FetchOptions<'json'>);

  return {
    /** the ofetch instance, for blobs and other response types */
    raw,
    get: <T>(url: string, options?: ApiOptions) => call<T>('GET', url, undefined, options),
    post: <T>(url: string, body?: unknown, options?: ApiOptions) => call<T>('POST', url, body, options),
    put: <T>(url: string, body?: unknown, options?: ApiOptions) => call<T>('PUT', url, body, options),
    patch: <T>(url: string, body?: unknown, options?: ApiOptions) => call<T>('PATCH', url, body, options),
    delete: <T>(url: string, options?: ApiOptions) => call<T>('DELETE', url, undefined, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The console's client: base URL from configuration, token and session from the session store. */
export const api: ApiClient = createApiClient({
  baseURL: API_BASE_URL,
  getToken: getAccessToken,
  getLanguage: currentLanguage,
  notify,
  text: (id) => t(id),
  onUnauthorized: () => {
    clearSession();
    navigate('/login', { replace: true });
  },
});

// ---- errors -------------------------------------------------------------------------------

/** The HTTP status of a failed call; null for a network error (no answer). */
export function statusOf(error: unknown): number | null {
  return error instanceof FetchError && error.response ? error.response.status : null;
}

/** A plain network error: the call got no answer at all (doc 1 §8: passed on, no toast). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof FetchError && !error.response && error.name !== 'AbortError';
}

// ---- query helpers (doc 1 §7.1; the rules live in src/domain) --------------------------------

/** yyyy-MM-dd */
export const apiDate = toApiDate;
/** start, the letter T, end: 2024-01-01T2024-01-07 */
export const apiRange = (range: { start: Date; end: Date }) => toApiRange(range.start, range.end);
/** field|value pairs joined by commas; empty values left out */
export const apiFilters = encodeFilters;
/** field|ASC or field|DESC */
export const apiSort = (sort: Sort) => encodeSort(sort);

export type QueryValue = string | number | boolean | null | undefined;

/** A query object without empty values (undefined, null, ''), so URLs carry only what is set. */
export function compactQuery(query: Record<string, QueryValue>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value;
  }
  return out;
}
