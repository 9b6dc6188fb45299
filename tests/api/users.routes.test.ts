import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../simulator/i18n/messages/platform';
import { formatPlatformSuccess } from '../../simulator/i18n/messages/platform-success';
import { DEMO_DOCUMENTS } from '../../simulator/seed/demo/companies';
import { SimClient, simulator } from './sim-client';

const app = simulator();
const setLanguage = (sim: SimClient, token: string | undefined, id: string, body: unknown) =>
  sim.request('PUT', `/api/users/${id}`, { token, body });

describe('GET /users/me (doc 1 §3.4)', () => {
  it('answers the signed-in user', async () => {
    const sim = new SimClient(app);
    const res = await sim.get('/api/users/me', await sim.login('operator'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'usr-operator',
      type: 'USER',
      language: 'pt-BR',
      companyDocument: DEMO_DOCUMENTS.principal,
      company: { fantasyName: 'Demo Logística' },
      profile: { lineColor: '#01579B' },
    });
  });

  it('answers 401 without, with a bad or with an expired token', async () => {
    const sim = new SimClient(app);
    expect((await sim.get('/api/users/me')).statusCode).toBe(401);
    expect((await sim.get('/api/users/me', 'abc')).statusCode).toBe(401);
    const expired = sim.expired({
      sub: 'usr-admin',
      type: 'ADMIN',
      companyDocument: DEMO_DOCUMENTS.principal,
    });
    expect((await sim.get('/api/users/me', expired)).statusCode).toBe(401);
  });
});

describe('PUT /users/:id language (doc 1 §2.6)', () => {
  it('saves the language of the signed-in user', async () => {
    const sim = new SimClient(app);
    const token = await sim.login('operator');
    const res = await setLanguage(sim, token, 'usr-operator', { language: 'en-US' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: formatPlatformSuccess('en-US', 'userUpdated'),
      user: { id: 'usr-operator', language: 'en-US' },
    });
    expect((await sim.get('/api/users/me', token)).json().language).toBe('en-US');
  });

  it('lets an ADMIN change another user of its company', async () => {
    const sim = new SimClient(app);
    const res = await setLanguage(sim, await sim.login('admin'), 'usr-driver', { language: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.language).toBe('es');
  });

  it.each([
    ['a USER changing another user', 'operator', 'usr-admin'],
    ['an ADMIN of another company', 'outsider', 'usr-admin'],
  ])('answers 403 for %s and changes nothing', async (_, caller, target) => {
    const sim = new SimClient(app);
    const res = await setLanguage(sim, await sim.login(caller), target, { language: 'es' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.userNotEditable);
    expect(
      (await sim.get('/api/users/me', await sim.login(target.replace('usr-', '')))).json().language,
    ).toBe('pt-BR');
  });

  it('answers 404 for an unknown user', async () => {
    const sim = new SimClient(app);
    expect(
      (await setLanguage(sim, await sim.login('admin'), 'usr-nope', { language: 'es' })).statusCode,
    ).toBe(404);
  });

  it.each([{ language: 'fr' }, {}, { language: 1 }])(
    'answers 400 for %j and changes nothing',
    async (body) => {
      const sim = new SimClient(app);
      const token = await sim.login('admin');
      const res = await setLanguage(sim, token, 'usr-admin', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().problems[0].field).toBe('language');
      expect((await sim.get('/api/users/me', token)).json().language).toBe('pt-BR');
    },
  );

  it('answers 401 without a token', async () => {
    expect(
      (await setLanguage(new SimClient(app), undefined, 'usr-admin', { language: 'es' })).statusCode,
    ).toBe(401);
  });
});
