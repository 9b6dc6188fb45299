import { FetchError } from 'ofetch';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The default client's toasts need the design system; these tests build their own client.
vi.mock('../../../src/services/toasts', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
  toaster: {},
}));

const {
  apiFilters,
  apiRange,
  apiSort,
  compactQuery,
  createApiClient,
  isLoginCall,
  isNetworkError,
  messageOf,
  statusOf,
} = await import('../../../src/services/api-client');

type Answer = { status: number; body?: unknown } | 'network';

function setup(answer: Answer, token: string | null = 'tok') {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    if (answer === 'network') throw new TypeError('fetch failed');
    const body =
      answer.body === undefined
        ? null
        : typeof answer.body === 'string'
          ? answer.body
          : JSON.stringify(answer.body);
    return new Response(body, {
      status: answer.status,
      headers: typeof answer.body === 'object' ? { 'content-type': 'application/json' } : {},
    });
  });
  const notify = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseURL: '/api',
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: () => token,
    getLanguage: () => 'es',
    notify,
    text: (id) => `text:${id}`,
    onUnauthorized,
  });
  const toasts = () => ({
    success: notify.success.mock.calls.map((c) => c[0]),
    error: notify.error.mock.calls.map((c) => c[0]),
    warning: notify.warning.mock.calls.map((c) => c[0]),
  });
  return { client, calls, fetch, notify, onUnauthorized, toasts };
}

const none = { success: [], error: [], warning: [] };

describe('api client: every call (doc 1 §7.1)', () => {
  it("adds origin=web and the bearer token, keeping the call's own query", async () => {
    const s = setup({ status: 200, body: [] });
    await s.client.get('/company', { query: { page: 2, take: 25 } });
    const url = new URL(s.calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/company');
    expect(url.searchParams.get('origin')).toBe('web');
    expect(url.searchParams.get('page')).toBe('2');
    expect(new Headers(s.calls[0].init.headers).get('authorization')).toBe('Bearer tok');
  });
  it('sends the interface language as Accept-Language, so answered messages come in it (doc 1 §8)', async () => {
    const s = setup({ status: 200, body: {} });
    await s.client.put('/nps/resolution/1', { resolution: 'x' });
    expect(new Headers(s.calls[0].init.headers).get('accept-language')).toBe('es');
  });
  it('sends no Authorization header without a stored session, origin=web still', async () => {
    const s = setup({ status: 200, body: {} }, null);
    await s.client.post('/auth/login', { username: 'a', password: 'b' });
    expect(new Headers(s.calls[0].init.headers).has('authorization')).toBe(false);
    expect(new URL(s.calls[0].url, 'http://x').searchParams.get('origin')).toBe('web');
    expect(s.calls[0].init.body).toBe(JSON.stringify({ username: 'a', password: 'b' }));
  });
  it("the call's own query cannot drop origin=web", async () => {
    const s = setup({ status: 200, body: {} });
    await s.client.get('/x', { query: { origin: undefined, a: 1 } });
    const query = new URL(s.calls[0].url, 'http://x').searchParams;
    expect(query.get('a')).toBe('1');
    expect(query.get('origin')).toBe('web');
  });
});

describe('api client: success toasts (doc 1 §8)', () => {
  it.each(['post', 'put', 'patch'] as const)('%s with a message toasts it as a success', async (method) => {
    const s = setup({ status: 200, body: { message: 'Saved' } });
    await s.client[method]('/x', { a: 1 });
    expect(s.toasts()).toEqual({ ...none, success: ['Saved'] });
  });
  it('delete with a message toasts it as a success', async () => {
    const s = setup({ status: 200, body: { message: 'Removed' } });
    await s.client.delete('/x/1');
    expect(s.toasts()).toEqual({ ...none, success: ['Removed'] });
  });
  it('a GET with a message shows no toast', async () => {
    const s = setup({ status: 200, body: { message: 'hello' } });
    expect(await s.client.get('/x')).toEqual({ message: 'hello' });
    expect(s.toasts()).toEqual(none);
  });
  it('a POST without a message (or with an empty one, or no body) shows no toast', async () => {
    for (const body of [{ id: 1 }, { message: '' }, undefined]) {
      const s = setup({ status: body === undefined ? 204 : 201, body });
      await s.client.post('/x', {});
      expect(s.toasts()).toEqual(none);
    }
  });
  it('quiet turns the success toast off', async () => {
    const s = setup({ status: 200, body: { message: 'Successfully logged in' } });
    await s.client.post('/auth/login', {}, { quiet: true });
    expect(s.toasts()).toEqual(none);
  });
  it('warnWhen tells a success that fell short as a warning, and only then (issue 20)', async () => {
    const short = setup({ status: 200, body: { message: 'Stored 2 of 3', short: true } });
    await short.client.put('/x', {}, { warnWhen: (a) => (a as { short: boolean }).short });
    expect(short.toasts()).toEqual({ ...none, warning: ['Stored 2 of 3'] });
    const full = setup({ status: 200, body: { message: 'Stored', short: false } });
    await full.client.put('/x', {}, { warnWhen: (a) => (a as { short: boolean }).short });
    expect(full.toasts()).toEqual({ ...none, success: ['Stored'] });
  });
});

describe('api client: 401 (doc 1 §8)', () => {
  it('outside the login call: "not authorized" toast, session removed, error passed on', async () => {
    const s = setup({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } });
    const error = await s.client.get('/users/me').catch((e) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(statusOf(error)).toBe(401);
    expect(s.toasts()).toEqual({ ...none, error: ['text:api.notAuthorized'] });
    expect(s.onUnauthorized).toHaveBeenCalledTimes(1);
  });
  it('on the login call: no session handling; the message is an ordinary error toast', async () => {
    const s = setup({ status: 401, body: { message: 'Oops, wrong username and/or password(s)!' } });
    await expect(s.client.post('/auth/login', {})).rejects.toBeInstanceOf(FetchError);
    expect(s.onUnauthorized).not.toHaveBeenCalled();
    expect(s.toasts()).toEqual({ ...none, error: ['Oops, wrong username and/or password(s)!'] });
  });
  it('on a quiet login call: nothing at all', async () => {
    const s = setup({ status: 401, body: { message: 'wrong' } });
    await expect(s.client.post('/auth/login', {}, { quiet: true })).rejects.toBeInstanceOf(FetchError);
    expect(s.onUnauthorized).not.toHaveBeenCalled();
    expect(s.toasts()).toEqual(none);
  });
  it('quiet silences the toast of a 401 but the session is still removed', async () => {
    const s = setup({ status: 401, body: { message: 'x' } });
    await expect(s.client.get('/company', { quiet: true })).rejects.toBeInstanceOf(FetchError);
    expect(s.toasts()).toEqual(none);
    expect(s.onUnauthorized).toHaveBeenCalledTimes(1);
  });
  it('other statuses never remove the session', async () => {
    for (const status of [400, 403, 404, 409, 500]) {
      const s = setup({ status, body: { message: 'm' } });
      await s.client.get('/x').catch(() => {});
      expect(s.onUnauthorized).not.toHaveBeenCalled();
    }
  });
});

describe('api client: error toasts (doc 1 §8)', () => {
  it('a 404 with a message is a warning toast', async () => {
    const s = setup({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'Company not found' },
    });
    await expect(s.client.get('/company/9')).rejects.toBeInstanceOf(FetchError);
    expect(s.toasts()).toEqual({ ...none, warning: ['Company not found'] });
  });
  it.each([400, 403, 409, 422, 500, 503])('a %i with a message is an error toast', async (status) => {
    const s = setup({ status, body: { statusCode: status, message: `failed ${status}` } });
    await expect(s.client.put('/x', {})).rejects.toBeInstanceOf(FetchError);
    expect(s.toasts()).toEqual({ ...none, error: [`failed ${status}`] });
  });
  it('an error without a body shows the default error toast (404 included)', async () => {
    for (const status of [500, 502, 404]) {
      const s = setup({ status });
      await expect(s.client.get('/x')).rejects.toBeInstanceOf(FetchError);
      expect(s.toasts()).toEqual({ ...none, error: ['text:api.default'] });
    }
  });
  it('an error whose body has no message shows the default error toast', async () => {
    const s = setup({ status: 500, body: { statusCode: 500 } });
    await expect(s.client.get('/x')).rejects.toBeInstanceOf(FetchError);
    expect(s.toasts()).toEqual({ ...none, error: ['text:api.default'] });
  });
  it('a plain network error is passed on with no toast and no session change', async () => {
    const s = setup('network');
    const error = await s.client.post('/x', {}).catch((e) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(isNetworkError(error)).toBe(true);
    expect(statusOf(error)).toBeNull();
    expect(s.toasts()).toEqual(none);
    expect(s.onUnauthorized).not.toHaveBeenCalled();
  });
  it('an error answer is not a network error', async () => {
    const s = setup({ status: 500 });
    const error = await s.client.get('/x').catch((e) => e);
    expect(isNetworkError(error)).toBe(false);
  });
  it('quiet turns the error toasts off', async () => {
    for (const answer of [
      { status: 404, body: { message: 'm' } },
      { status: 500, body: { message: 'm' } },
      { status: 500 },
    ]) {
      const s = setup(answer);
      await s.client.get('/x', { quiet: true }).catch(() => {});
      expect(s.toasts()).toEqual(none);
    }
  });
  it('one failure, one call, one toast (no hidden retry)', async () => {
    const s = setup({ status: 503, body: { message: 'down' } });
    await s.client.get('/x').catch(() => {});
    expect(s.fetch).toHaveBeenCalledTimes(1);
    expect(s.notify.error).toHaveBeenCalledTimes(1);
  });
});

describe('api client helpers', () => {
  beforeEach(() => vi.clearAllMocks());
  it('recognises the login call by its path only', () => {
    expect(isLoginCall('/api/auth/login?origin=web')).toBe(true);
    expect(isLoginCall('http://h/api/auth/login')).toBe(true);
    expect(isLoginCall('/api/auth/switch-company')).toBe(false);
    expect(isLoginCall('/api/users/login-history')).toBe(false);
  });
  it('reads a non-empty message', () => {
    expect(messageOf({ message: 'x' })).toBe('x');
    expect(messageOf({ message: ' ' })).toBeNull();
    expect(messageOf('text')).toBeNull();
    expect(messageOf(null)).toBeNull();
  });
  it('encodes ranges, filters and sort as doc 1 §7.1 says', () => {
    expect(apiRange({ start: new Date(2024, 0, 1), end: new Date(2024, 0, 7) })).toBe(
      '2024-01-01T2024-01-07',
    );
    expect(apiFilters({ status: 'PENDING', type: 'INBOUND', empty: '' })).toBe('status|PENDING,type|INBOUND');
    expect(apiSort({ field: 'date', direction: 'DESC' })).toBe('date|DESC');
    expect(compactQuery({ a: 1, b: '', c: null, d: undefined, e: false })).toEqual({ a: 1, e: false });
  });
});
