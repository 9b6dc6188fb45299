import { describe, expect, it } from 'vitest';
import { DEMO_DOCUMENTS } from '../../simulator/seed/demo/companies';
import { PRINCIPAL_NPS_TEXT } from '../../simulator/seed/demo/configurations';
import { SimClient, simulator } from './sim-client';

const app = simulator();

describe('GET /configure (doc 1 §3.2, §7.2)', () => {
  it("answers the viewed company's configuration list", async () => {
    const sim = new SimClient(app);
    const res = await sim.get('/api/configure?origin=web', await sim.login('admin'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect(res.json()[0]).toMatchObject({
      companyDocument: DEMO_DOCUMENTS.principal,
      sendNps: true,
      npsText: PRINCIPAL_NPS_TEXT,
      routingBroker: 'here',
      statusPickingLeadTime: true,
      dashboardOrderMonitoringOperations: expect.any(Array),
    });
  });

  it('follows the viewed company after a switch (subsidiary 1 turns picking and packing off)', async () => {
    const sim = new SimClient(app);
    const admin = await sim.login('admin');
    const switched = await sim.request('POST', '/api/auth/switch-company', {
      token: admin,
      body: { companyDocument: DEMO_DOCUMENTS.subsidiary1 },
    });
    const res = await sim.get('/api/configure', switched.json().access_token);
    expect(res.json()[0]).toMatchObject({ statusPickingLeadTime: false, statusPackingLeadTime: false });
  });

  it("answers the outsider's own configuration", async () => {
    const sim = new SimClient(app);
    const res = await sim.get('/api/configure', await sim.login('outsider'));
    expect(res.json()[0].companyDocument).toBe(DEMO_DOCUMENTS.outsider);
  });

  it('answers 401 without or with a bad token, 403 for a forged company', async () => {
    const sim = new SimClient(app);
    expect((await sim.get('/api/configure')).statusCode).toBe(401);
    expect((await sim.get('/api/configure', 'garbage')).statusCode).toBe(401);
    const forged = sim.forge({
      sub: 'usr-outsider',
      type: 'ADMIN',
      companyDocument: DEMO_DOCUMENTS.principal,
    });
    expect((await sim.get('/api/configure', forged)).statusCode).toBe(403);
  });

  it('answers 401 to a token of a user that does not exist in this session', async () => {
    const sim = new SimClient(app);
    const ghost = sim.forge({ sub: 'usr-ghost', type: 'ADMIN', companyDocument: DEMO_DOCUMENTS.principal });
    expect((await sim.get('/api/configure', ghost)).statusCode).toBe(401);
  });

  it('answers 400 to a malformed x-sim-session header', async () => {
    const sim = new SimClient(app);
    const token = await sim.login('admin');
    const res = await sim.request('GET', '/api/configure', { token, headers: { 'x-sim-session': '../etc' } });
    expect(res.statusCode).toBe(400);
  });
});
