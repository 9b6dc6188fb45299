import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../simulator/i18n/messages/platform';
import { formatPlatformSuccess } from '../../simulator/i18n/messages/platform-success';
import { DEMO_DOCUMENTS } from '../../simulator/seed/demo/companies';
import { CNPJ_RECORDS } from '../../simulator/seed/lookup-registry';
import type { RegistrationPayload } from '../../src/domain/company.schema';
import { completeCpf } from '../../src/domain/documents';
import { SimClient, simulator } from './sim-client';

const app = simulator();
const [registryCnpj, registryRecord] = Object.entries(CNPJ_RECORDS)[0];

/** A legal-person registration filled from the built-in CNPJ registry, as the form does (doc 1 §5). */
function registration(overrides: Partial<RegistrationPayload> = {}): RegistrationPayload {
  return {
    cnpj: registryCnpj,
    ie: '123456789',
    corporateName: registryRecord.name,
    fantasyName: registryRecord.fantasyName,
    street: registryRecord.street,
    number: registryRecord.number,
    complement: registryRecord.complement,
    neighborhood: registryRecord.neighborhood,
    postalCode: registryRecord.postalCode,
    city: registryRecord.municipality,
    state: registryRecord.state,
    email: registryRecord.email,
    contact: 'Fulano',
    phone: registryRecord.phone,
    ...overrides,
  };
}

describe('GET /company (doc 1 §6: own company and subsidiaries)', () => {
  it('lists the principal and its two subsidiaries for admin', async () => {
    const sim = new SimClient(app);
    const res = await sim.get('/api/company', await sim.login('admin'));
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { cnpj: string }) => c.cnpj)).toEqual([
      DEMO_DOCUMENTS.principal,
      DEMO_DOCUMENTS.subsidiary1,
      DEMO_DOCUMENTS.subsidiary2,
    ]);
  });

  it('lists only its own company for outsider', async () => {
    const sim = new SimClient(app);
    const res = await sim.get('/api/company', await sim.login('outsider'));
    expect(res.json().map((c: { cnpj: string }) => c.cnpj)).toEqual([DEMO_DOCUMENTS.outsider]);
  });

  it('answers 401 without a token or with a bad one', async () => {
    const sim = new SimClient(app);
    expect((await sim.get('/api/company')).statusCode).toBe(401);
    expect((await sim.get('/api/company', 'x.y.z')).statusCode).toBe(401);
  });

  it('answers 403 to a token viewing a company the user may not view', async () => {
    const sim = new SimClient(app);
    const token = sim.forge({ sub: 'usr-admin', type: 'ADMIN', companyDocument: DEMO_DOCUMENTS.outsider });
    const res = await sim.get('/api/company', token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.companyNotViewable);
  });

  it('answers 400 for a malformed x-sim-session header', async () => {
    const res = await new SimClient(app).request('GET', '/api/company', {
      headers: { 'x-sim-session': 'a b' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /company/:id', () => {
  it.each(['cmp-principal', 'cmp-subsidiary1'])('answers %s to admin', async (id) => {
    const sim = new SimClient(app);
    const res = await sim.get(`/api/company/${id}`, await sim.login('admin'));
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(id);
  });

  it("answers 403 for another group's company", async () => {
    const sim = new SimClient(app);
    expect((await sim.get('/api/company/cmp-outsider', await sim.login('admin'))).statusCode).toBe(403);
    expect((await sim.get('/api/company/cmp-principal', await sim.login('outsider'))).statusCode).toBe(403);
  });

  it('answers 404 for an unknown id and 400 for an oversized one', async () => {
    const sim = new SimClient(app);
    const token = await sim.login('admin');
    const missing = await sim.get('/api/company/cmp-nope', token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: MESSAGES.companyNotFound,
    });
    expect((await sim.get(`/api/company/${'x'.repeat(65)}`, token)).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await new SimClient(app).get('/api/company/cmp-principal')).statusCode).toBe(401);
  });
});

describe('POST /company/register (doc 1 §2.4, §3.1, §5)', () => {
  const register = (sim: SimClient, body: unknown) => sim.request('POST', '/api/company/register', { body });

  it('registers a company (201 with the seed message), then refuses the same document (409)', async () => {
    const sim = new SimClient(app);
    const created = await register(sim, registration());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ message: formatPlatformSuccess('en-US', 'registered') });
    const again = await register(sim, registration());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.alreadyRegistered);
  });

  it('registers a natural person with a CPF and an empty ie', async () => {
    const res = await register(new SimClient(app), registration({ cnpj: completeCpf('529982247'), ie: '' }));
    expect(res.statusCode).toBe(201);
  });

  it('answers 409 for a seeded company', async () => {
    const res = await register(new SimClient(app), registration({ cnpj: DEMO_DOCUMENTS.outsider }));
    expect(res.statusCode).toBe(409);
  });

  it.each([
    ['an invalid document', { cnpj: '11222333000100' }, 'cnpj', 'validation.invalidDocument'],
    ['a 7-digit postal code', { postalCode: '0131010' }, 'postalCode', 'validation.length'],
    ['an 8-character ie', { ie: '12345678' }, 'ie', 'validation.length'],
    ['an invalid e-mail', { email: 'nope' }, 'email', 'validation.invalidEmail'],
    ['an empty street', { street: '' }, 'street', 'validation.required'],
  ])('answers 400 for %s and creates nothing', async (_, overrides, field, key) => {
    const sim = new SimClient(app);
    const res = await register(sim, registration(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().problems).toContainEqual(expect.objectContaining({ field, key }));
    // nothing was stored: the valid registration of the same document still succeeds
    expect((await register(sim, registration())).statusCode).toBe(201);
  });
});
