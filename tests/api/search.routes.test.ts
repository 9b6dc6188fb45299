import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../simulator/i18n/messages/platform';
import { CNPJ_RECORDS, POSTAL_ADDRESSES } from '../../simulator/seed/lookup-registry';
import { completeCnpj } from '../../src/domain/documents';
import { SimClient, simulator } from './sim-client';

// Both lookups are public (the registration page uses them signed out): no 401/403 cases.
const app = simulator();
const sim = new SimClient(app);

describe('GET /search/cep/:code (doc 1 §5, §7.2)', () => {
  it.each(Object.entries(POSTAL_ADDRESSES))('answers the address of %s', async (code, address) => {
    const res = await sim.get(`/api/search/cep/${code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(address);
  });

  it('answers 404 for an unknown postal code', async () => {
    const res = await sim.get('/api/search/cep/99999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.postalCodeNotFound);
  });

  it.each(['0131010', '013101000', '0131010a'])('answers 400 for %s (exactly 8 digits)', async (code) => {
    const res = await sim.get(`/api/search/cep/${code}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().problems[0]).toMatchObject({ field: 'code', key: 'validation.length' });
  });
});

describe('GET /search/cnpj/:document (doc 1 §5, §7.2)', () => {
  it.each(Object.entries(CNPJ_RECORDS))('answers the company of %s', async (document, record) => {
    const res = await sim.get(`/api/search/cnpj/${document}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(record);
  });

  it('answers 404 for a valid CNPJ outside the registry', async () => {
    const res = await sim.get(`/api/search/cnpj/${completeCnpj('999888770001')}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.cnpjNotFound);
  });

  it.each([
    ['wrong check digits', '27183456000191'],
    ['repeated digits', '11111111111111'],
    ['a CPF', '52998224725'],
  ])('answers 400 for %s', async (_, document) => {
    const res = await sim.get(`/api/search/cnpj/${document}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().problems[0]).toMatchObject({ field: 'document', key: 'validation.invalidCnpj' });
  });
});
