import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../simulator/i18n/messages/platform';
import { formatPlatformSuccess } from '../../simulator/i18n/messages/platform-success';
import { DEMO_DOCUMENTS } from '../../simulator/seed/demo/companies';
import { DEMO_LOGINS, NEW_PLATFORM_URL } from '../../simulator/seed/demo/users';
import { SimClient, simulator } from './sim-client';

const app = simulator();
const login = (sim: SimClient, body: unknown) => sim.request('POST', '/api/auth/login', { body });
const adminClaims = { sub: 'usr-admin', type: 'ADMIN', companyDocument: DEMO_DOCUMENTS.principal } as const;

describe('POST /auth/login (doc 1 §2.3, §6, §8)', () => {
  it('answers the token, the user and the success message', async () => {
    const res = await login(new SimClient(app), { username: 'admin', password: 'demo' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(formatPlatformSuccess('en-US', 'loginSucceeded'));
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({
      userName: 'admin',
      type: 'ADMIN',
      companyDocument: DEMO_DOCUMENTS.principal,
    });
    expect(body.user.subsidiaries.map((s: { companyDocument: string }) => s.companyDocument)).toEqual([
      DEMO_DOCUMENTS.subsidiary1,
      DEMO_DOCUMENTS.subsidiary2,
    ]);
    expect(body).not.toHaveProperty('newPlatformUrl');
    expect(body.user).not.toHaveProperty('passwordHash');
  });

  it.each(DEMO_LOGINS.filter((l) => l.type !== 'SERVICE'))('signs in $userName ($type)', async (demo) => {
    const res = await login(new SimClient(app), { username: demo.userName, password: 'demo' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.type).toBe(demo.type);
  });

  it('carries newPlatformUrl for the migrated user (doc 1 §2.3 modal)', async () => {
    const res = await login(new SimClient(app), { username: 'migrated', password: 'demo' });
    expect(res.json().newPlatformUrl).toBe(NEW_PLATFORM_URL);
  });

  it('refuses SERVICE accounts with 403 (doc 1 §6)', async () => {
    const res = await login(new SimClient(app), { username: 'service', password: 'demo' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: MESSAGES.noPermission });
  });

  it.each([
    ['a wrong password', { username: 'admin', password: 'nope' }],
    ['an unknown user', { username: 'nobody', password: 'demo' }],
  ])('answers 401 for %s', async (_, body) => {
    const res = await login(new SimClient(app), body);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.wrongCredentials);
  });

  it.each([
    ['no password', { username: 'admin' }, 'password', 'validation.required'],
    ['an empty username', { username: '', password: 'demo' }, 'username', 'validation.required'],
    ['a number as username', { username: 5, password: 'demo' }, 'username', 'validation.uninformed'],
  ])('answers 400 with problems for %s', async (_, body, field, key) => {
    const res = await login(new SimClient(app), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid body: /);
    expect(res.json().problems).toContainEqual(expect.objectContaining({ field, key }));
  });

  it('answers 400 (not 500) for a body that is not JSON', async () => {
    const res = await new SimClient(app).request('POST', '/api/auth/login', {
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});

describe('POST /auth/switch-company (doc 1 §6)', () => {
  const switchTo = (sim: SimClient, token: string | undefined, companyDocument: unknown) =>
    sim.request('POST', '/api/auth/switch-company', { token, body: { companyDocument } });

  it('answers a token viewing the subsidiary; later calls see its configuration', async () => {
    const sim = new SimClient(app);
    const res = await switchTo(sim, await sim.login('admin'), DEMO_DOCUMENTS.subsidiary1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      companyDocument: DEMO_DOCUMENTS.subsidiary1,
      message: formatPlatformSuccess('en-US', 'companySwitched'),
    });
    const configure = await sim.get('/api/configure', res.json().access_token);
    expect(configure.json()[0]).toMatchObject({
      companyDocument: DEMO_DOCUMENTS.subsidiary1,
      statusPickingLeadTime: false,
    });
  });

  it('switches back to the own company', async () => {
    const sim = new SimClient(app);
    const res = await switchTo(sim, await sim.login('admin'), DEMO_DOCUMENTS.principal);
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ["another group's company", DEMO_DOCUMENTS.outsider],
    ['an unknown document', '00000000000000'],
  ])('answers 403 for %s', async (_, document) => {
    const sim = new SimClient(app);
    const res = await switchTo(sim, await sim.login('admin'), document);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.companyNotViewable);
  });

  it('answers 403 when outsider asks for the demo principal', async () => {
    const sim = new SimClient(app);
    const res = await switchTo(sim, await sim.login('outsider'), DEMO_DOCUMENTS.principal);
    expect(res.statusCode).toBe(403);
  });

  it('answers 400 without a companyDocument', async () => {
    const sim = new SimClient(app);
    const res = await switchTo(sim, await sim.login('admin'), undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json().problems[0]).toMatchObject({ field: 'companyDocument', key: 'validation.required' });
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'not-a-token'],
  ])('answers 401 with %s', async (_, token) => {
    const res = await switchTo(new SimClient(app), token, DEMO_DOCUMENTS.subsidiary1);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers 401 with an expired token', async () => {
    const sim = new SimClient(app);
    const res = await switchTo(sim, sim.expired(adminClaims), DEMO_DOCUMENTS.subsidiary1);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.tokenExpired);
  });
});

describe('verified tokens are kept for their lifetime (issue 17, per-request cost)', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses a token it verified before once the token has expired', async () => {
    const sim = new SimClient(app);
    const token = await sim.login('admin');
    expect((await sim.get('/api/configure', token)).statusCode).toBe(200);
    // The token lives 12 h (app.ts); the wall clock is what signs and verifies it.
    vi.useFakeTimers({ now: Date.now() + 13 * 3_600_000, toFake: ['Date'] });
    const res = await sim.get('/api/configure', token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.tokenExpired);
  });
});
