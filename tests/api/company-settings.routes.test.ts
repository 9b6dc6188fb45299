import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../src/domain/configuration';
import {
  call,
  expectBadRequest,
  expectStatus,
  outsider,
  principal,
  subsidiary1,
  tokenFor,
} from './orders-helpers';
import { SimClient, simulator } from './sim-client';

const app = simulator();

async function current(sim: SimClient, token: string, document: string) {
  const companies = expectStatus(await call(sim, token, 'GET', '/api/company'), 200);
  const company = companies.find((c: { cnpj: string }) => c.cnpj === document);
  const [configuration] = expectStatus(
    await call(sim, token, 'GET', '/api/configure'),
    200,
  ) as Configuration[];
  const { id, companyDocument, urlPlatform, urlApi, ...settings } = configuration;
  const {
    fantasyName,
    email,
    phone,
    contact,
    postalCode,
    street,
    number,
    neighborhood,
    city,
    state,
    country,
    complement,
  } = company;
  return {
    id: company.id as string,
    body: {
      ...{
        fantasyName,
        email,
        phone,
        contact,
        postalCode,
        street,
        number,
        neighborhood,
        city,
        state,
        country,
        complement,
      },
      configuration: settings,
    },
  };
}

describe('PUT /company/{id} (doc 1 §2.7, §3, §5)', () => {
  it('saves company fields, flags, ranges and the operation flow; GET /configure answers them', async () => {
    const sim = new SimClient(app);
    const token = await tokenFor(sim, 'admin');
    const { id, body } = await current(sim, token, principal);
    const res = await call(sim, token, 'PUT', `/api/company/${id}`, {
      ...body,
      fantasyName: 'Nova Demo',
      configuration: {
        ...body.configuration,
        statusPickingLeadTime: false,
        pickingLeadTime: 45,
        transferValueFromFreight: [
          { freightFrom: 0, freightTo: 100, transferValue: 10, type: 'VALUE' },
          { freightFrom: 100.01, freightTo: 500, transferValue: 12.5, type: 'PERCENTAGE' },
        ],
        kilometerCurve: [{ kilometerFrom: 0, kilometerTo: 10, value: 'A' }],
        operationFlows: [
          { type: 'INBOUND', ordem: 1, nextStep: 'STORAGE' },
          { type: 'INBOUND', ordem: 2, nextStep: 'PICKING' },
        ],
      },
    });
    expect(expectStatus(res, 200).message).toEqual(expect.any(String));
    const [saved] = expectStatus(await call(sim, token, 'GET', '/api/configure'), 200) as Configuration[];
    expect(saved.statusPickingLeadTime).toBe(false);
    expect(saved.pickingLeadTime).toBe(45);
    expect(saved.transferValueFromFreight).toHaveLength(2);
    expect(saved.operationFlows.map((e) => [e.ordem, e.nextStep, e.companyDocument])).toEqual([
      [1, 'STORAGE', principal],
      [2, 'PICKING', principal],
    ]);
    const company = expectStatus(await call(sim, token, 'GET', `/api/company/${id}`), 200);
    expect(company.fantasyName).toBe('Nova Demo');
    // the dashboard follows the saved flag at once
    const indicators = expectStatus(
      await call(sim, token, 'GET', '/api/dashboard?initialDate=2030-01-01&finalDate=2030-01-07'),
      200,
    );
    expect(indicators.map((i: { type: string }) => i.type)).not.toContain('PICKING');
  });

  it('blind inventory count (issue 31): off by default, saved on, kept when a body leaves it out', async () => {
    const sim = new SimClient(app);
    const token = await tokenFor(sim, 'admin');
    const { id, body } = await current(sim, token, principal);
    expect(body.configuration.inventoryBlindCount).toBe(false);
    const put = (configuration: object) =>
      call(sim, token, 'PUT', `/api/company/${id}`, { ...body, configuration });
    expectStatus(await put({ ...body.configuration, inventoryBlindCount: true }), 200);
    const blind = async () =>
      (expectStatus(await call(sim, token, 'GET', '/api/configure'), 200) as Configuration[])[0]
        .inventoryBlindCount;
    expect(await blind()).toBe(true);
    const { inventoryBlindCount: _, ...without } = body.configuration;
    expectStatus(await put(without), 200);
    expect(await blind()).toBe(true);
    expectBadRequest(await put({ ...body.configuration, inventoryBlindCount: 'yes' }));
    expect(await blind()).toBe(true);
  });

  it('refuses overlapping ranges, a percentage over 100, a self next step and a missing field; nothing changes', async () => {
    const sim = new SimClient(app);
    const token = await tokenFor(sim, 'admin');
    const { id, body } = await current(sim, token, principal);
    const put = (configuration: object, fields: object = {}) =>
      call(sim, token, 'PUT', `/api/company/${id}`, {
        ...body,
        ...fields,
        configuration: { ...body.configuration, ...configuration },
      });
    expectBadRequest(
      await put({
        transferValueFromFreight: [
          { freightFrom: 0, freightTo: 100, transferValue: 10, type: 'VALUE' },
          { freightFrom: 100, freightTo: 200, transferValue: 10, type: 'VALUE' },
        ],
      }),
      'configuration.transferValueFromFreight.1.freightFrom',
    );
    expectBadRequest(
      await put({
        transferValueFromFreight: [{ freightFrom: 0, freightTo: 10, transferValue: 101, type: 'PERCENTAGE' }],
      }),
      'configuration.transferValueFromFreight.0.transferValue',
    );
    expectBadRequest(
      await put({ kilometerCurve: [{ kilometerFrom: 5, kilometerTo: 5, value: 'A' }] }),
      'configuration.kilometerCurve.0.kilometerTo',
    );
    expectBadRequest(
      await put({ operationFlows: [{ type: 'INBOUND', ordem: 1, nextStep: 'INBOUND' }] }),
      'configuration.operationFlows.0.nextStep',
    );
    expectBadRequest(await put({ dashboardOrderMonitoringOperations: ['PICKING'] }));
    expectBadRequest(await put({}, { email: 'not-an-email' }), 'email');
    const [after] = expectStatus(await call(sim, token, 'GET', '/api/configure'), 200);
    expect(after).toMatchObject(body.configuration);
  });

  it('changes a subsidiary, 403 for another group, 404 for an unknown id', async () => {
    const sim = new SimClient(app);
    const token = await tokenFor(sim, 'admin');
    const { body } = await current(sim, token, principal);
    const companies = expectStatus(await call(sim, token, 'GET', '/api/company'), 200);
    const sub = companies.find((c: { cnpj: string }) => c.cnpj === subsidiary1);
    expectStatus(await call(sim, token, 'PUT', `/api/company/${sub.id}`, body), 200);
    const other = await tokenFor(sim, 'outsider');
    const outsiderCompany = expectStatus(await call(sim, other, 'GET', '/api/company'), 200)[0];
    expect(outsiderCompany.cnpj).toBe(outsider);
    expect((await call(sim, token, 'PUT', `/api/company/${outsiderCompany.id}`, body)).statusCode).toBe(403);
    expect((await call(sim, token, 'PUT', '/api/company/cmp-nope', body)).statusCode).toBe(404);
  });
});
