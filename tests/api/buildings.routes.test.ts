import { describe, expect, it } from 'vitest';
import { BUILDING_MESSAGES, formatBuildingMessage } from '../../simulator/i18n/messages/buildings';
import { DEMO_BUILDING_CODES } from '../../simulator/seed/demo/buildings';
import { completeCnpj } from '../../src/domain/documents';
import { call, expectBadRequest, expectStatus, outsider, principal, tokenFor } from './orders-helpers';
import { SimClient, simulator } from './sim-client';

// Buildings and the warehouses register (doc 3 §2 "Buildings", "Warehouses"; §5; §7 GET/POST
// /building, GET/DELETE /building/{code}, POST /building/reprocess; GET/POST /warehouse, GET/DELETE
// /warehouse/{id}).
const app = simulator();

async function setup(user = 'admin') {
  const sim = new SimClient(app);
  return { sim, token: await tokenFor(sim, user) };
}
type S = Awaited<ReturnType<typeof setup>>;
const get = async (s: S, url: string) => expectStatus(await call(s.sim, s.token, 'GET', `/api${url}`), 200);

const NEW_BUILDING = {
  type: 'FILIAL',
  cnpj: completeCnpj('998887770001'),
  name: 'Galpão Norte',
  code: 'gal-n',
  postalCode: '13015000',
  street: 'Rua Barão de Jaguara',
  number: '10a',
  complement: 'fundos',
  neighborhood: 'Centro',
  city: 'Campinas',
  state: 'SP',
  country: 'brasil',
};

describe('GET /building (doc 3 §7)', () => {
  it("answers the viewed company's buildings by code (take 1000 by default), filtered in SQL", async () => {
    const s = await setup();
    const all = await get(s, '/building');
    expect(all.total).toBe(21);
    expect(all.buildings).toHaveLength(21);
    const codes = all.buildings.map((b: { code: string }) => b.code);
    expect(codes).toEqual([...codes].sort());
    expect(all.buildings.every((b: { companyDocument: string }) => b.companyDocument === principal)).toBe(
      true,
    );
    expect((await get(s, '/building?type=PRINCIPAL')).buildings.map((b: { code: string }) => b.code)).toEqual(
      [DEMO_BUILDING_CODES.principalMain],
    );
    const inactive = await get(s, '/building?isActive=false');
    expect(inactive.total).toBeGreaterThan(0);
    expect(inactive.buildings.every((b: { isActive: boolean }) => !b.isActive)).toBe(true);
    const byName = await get(s, '/building?name=filial%20curitiba');
    expect(byName.buildings.every((b: { name: string }) => b.name.includes('FILIAL CURITIBA'))).toBe(true);
    expect((await get(s, '/building?postalCode=80020-000')).total).toBeGreaterThan(0);
    expect((await get(s, '/building?page=2&take=20')).buildings).toHaveLength(1);
  });

  it.each([
    ['take above 1000', 'take=1001'],
    ['an unknown type', 'type=MAIN'],
  ])('answers 400 for %s', async (_, query) => {
    const s = await setup();
    expectBadRequest(await call(s.sim, s.token, 'GET', `/api/building?${query}`));
  });

  it("finds one by code; another company's code is not found", async () => {
    const s = await setup();
    expect((await get(s, '/building/matriz')).name).toBe('MATRIZ');
    const other = await setup('outsider');
    expectStatus(await call(other.sim, other.token, 'GET', '/api/building/MATRIZ'), 404);
    expect(
      (await get(other, '/building')).buildings.every(
        (b: { companyDocument: string }) => b.companyDocument === outsider,
      ),
    ).toBe(true);
  });
});

describe('POST /building, reprocess, DELETE (doc 3 §5, §7)', () => {
  it('creates (upper-cased, country default kept), updates by code, reprocesses and deletes', async () => {
    const s = await setup();
    const created = expectStatus(await call(s.sim, s.token, 'POST', '/api/building', NEW_BUILDING), 201);
    expect(created.message).toBe(formatBuildingMessage('en-US', 'buildingSaved'));
    expect(created.building).toMatchObject({
      name: 'GALPÃO NORTE',
      code: 'GAL-N',
      number: '10A',
      complement: 'FUNDOS',
      country: 'BRASIL',
      lat: null,
      lng: null,
      isActive: true,
    });
    const edited = expectStatus(
      await call(s.sim, s.token, 'POST', '/api/building', {
        ...NEW_BUILDING,
        name: 'Galpão Sul',
        type: 'PRINCIPAL',
      }),
      200,
    );
    expect(edited.building).toMatchObject({ id: created.building.id, name: 'GALPÃO SUL', type: 'PRINCIPAL' });
    const again = expectStatus(
      await call(s.sim, s.token, 'POST', '/api/building/reprocess', { code: 'GAL-N' }),
      200,
    );
    expect(typeof again.building.lat).toBe('number');
    expect(typeof again.building.lng).toBe('number');
    expect((await get(s, '/building/GAL-N')).lat).toBe(again.building.lat);
    expectStatus(await call(s.sim, s.token, 'DELETE', '/api/building/gal-n'), 200);
    expectStatus(await call(s.sim, s.token, 'GET', '/api/building/GAL-N'), 404);
  });

  it.each([
    ['no document', { ...NEW_BUILDING, cnpj: undefined }, 'cnpj'],
    ['an invalid CNPJ', { ...NEW_BUILDING, cnpj: '11111111111111' }, 'cnpj'],
    ['a postal code of 7 digits', { ...NEW_BUILDING, postalCode: '1301500' }, 'postalCode'],
    ['no street', { ...NEW_BUILDING, street: '' }, 'street'],
    ['no country', { ...NEW_BUILDING, country: '' }, 'country'],
    ['an unknown type', { ...NEW_BUILDING, type: 'MAIN' }, 'type'],
  ])('answers 400 for %s and saves nothing', async (_, body, field) => {
    const s = await setup();
    expectBadRequest(await call(s.sim, s.token, 'POST', '/api/building', body), field);
    expect((await get(s, '/building')).total).toBe(21);
  });

  it('refuses a changed document (400) and a building a warehouse stands in (409)', async () => {
    const s = await setup();
    const main = await get(s, '/building/MATRIZ');
    const res = await call(s.sim, s.token, 'POST', '/api/building', { ...main, cnpj: NEW_BUILDING.cnpj });
    expect(expectStatus(res, 400).message).toBe(BUILDING_MESSAGES.buildingDocumentFixed);
    const del = await call(s.sim, s.token, 'DELETE', '/api/building/MATRIZ');
    expect(expectStatus(del, 409).message).toBe(BUILDING_MESSAGES.buildingHasWarehouses);
    expect(await get(s, '/building/MATRIZ')).toEqual(main);
  });
});

describe('/warehouse register (doc 3 §2, §7)', () => {
  it('lists warehouses with their building and total positions', async () => {
    const s = await setup();
    const body = await get(s, '/warehouse');
    expect(body.total).toBe(2);
    expect(body.warehouses.map((w: { code: string }) => w.code)).toEqual(['CDGRU', 'CDSP']);
    for (const w of body.warehouses) {
      expect(w.building.name).toBe('MATRIZ');
      expect(w.totalPositions).toBe((await get(s, `/position?warehouse=${w.id}&take=1`)).total);
    }
    expect((await get(s, '/warehouse?code=sp')).warehouses.map((w: { code: string }) => w.code)).toEqual([
      'CDSP',
    ]);
    expectBadRequest(await call(s.sim, s.token, 'GET', '/api/warehouse?isActive=yes'));
  });

  it('creates, updates through the same POST, and deletes an empty warehouse', async () => {
    const s = await setup();
    const building = await get(s, `/building/${DEMO_BUILDING_CODES.principalBranch}`);
    const created = expectStatus(
      await call(s.sim, s.token, 'POST', '/api/warehouse', {
        building: building.id,
        name: 'cd novo',
        code: 'cdn',
      }),
      201,
    );
    expect(created.message).toBe(formatBuildingMessage('en-US', 'warehouseCreated'));
    expect(created.warehouse).toMatchObject({
      code: 'CDN',
      name: 'CD NOVO',
      isActive: true,
      totalPositions: 0,
    });
    expect(created.warehouse.building).toEqual({ id: building.id, name: building.name });
    const id = created.warehouse.id;
    const main = await get(s, '/building/MATRIZ');
    const updated = expectStatus(
      await call(s.sim, s.token, 'POST', '/api/warehouse', {
        id,
        building: main.id,
        name: 'cd velho',
        code: 'CDN',
        isActive: false,
      }),
      200,
    );
    expect(updated.warehouse).toMatchObject({
      id,
      name: 'CD VELHO',
      isActive: false,
      building: { id: main.id },
    });
    expect(await get(s, `/warehouse/${id}`)).toEqual(updated.warehouse);
    const changedCode = await call(s.sim, s.token, 'POST', '/api/warehouse', {
      id,
      building: main.id,
      name: 'X',
      code: 'OTHER',
    });
    expect(expectStatus(changedCode, 400).message).toBe(BUILDING_MESSAGES.warehouseCodeFixed);
    const dup = await call(s.sim, s.token, 'POST', '/api/warehouse', {
      building: main.id,
      name: 'X',
      code: 'cdsp',
    });
    expect(expectStatus(dup, 409).message).toBe(BUILDING_MESSAGES.warehouseCodeInUse('CDSP'));
    expectBadRequest(
      await call(s.sim, s.token, 'POST', '/api/warehouse', { building: main.id, name: '', code: 'Y' }),
      'name',
    );
    expectStatus(await call(s.sim, s.token, 'DELETE', `/api/warehouse/${id}`), 200);
    expectStatus(await call(s.sim, s.token, 'GET', `/api/warehouse/${id}`), 404);
  });

  it('refuses to delete a warehouse that holds stock (409), and it stays', async () => {
    const s = await setup();
    const [cdgru, cdsp] = (await get(s, '/warehouse')).warehouses;
    for (const w of [cdgru, cdsp]) {
      const res = await call(s.sim, s.token, 'DELETE', `/api/warehouse/${w.id}`);
      expectStatus(res, 409);
      expect(await get(s, `/warehouse/${w.id}`)).toEqual(w);
    }
    const res = await call(s.sim, s.token, 'DELETE', `/api/warehouse/${cdsp.id}`);
    expect(expectStatus(res, 409).message).toBe(BUILDING_MESSAGES.warehouseHoldsStock);
  });

  it("keeps another company's warehouses and buildings out of reach", async () => {
    const s = await setup();
    const [w] = (await get(s, '/warehouse')).warehouses;
    const other = await setup('outsider');
    expectStatus(await call(other.sim, other.token, 'GET', `/api/warehouse/${w.id}`), 403);
    expectStatus(await call(other.sim, other.token, 'DELETE', `/api/warehouse/${w.id}`), 403);
    const main = await get(s, '/building/MATRIZ');
    const res = await call(other.sim, other.token, 'POST', '/api/warehouse', {
      building: main.id,
      name: 'X',
      code: 'X',
    });
    expect(expectStatus(res, 400).message).toBe(BUILDING_MESSAGES.buildingNotFound);
    expectStatus(
      await call(other.sim, other.token, 'POST', '/api/warehouse', {
        id: w.id,
        building: main.id,
        name: 'X',
        code: w.code,
      }),
      400,
    );
  });
});
