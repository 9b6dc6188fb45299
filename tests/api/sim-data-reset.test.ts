import { describe, expect, it } from 'vitest';
import { DEMO_DOCUMENTS } from '../../simulator/seed/demo/companies';
import { SimClient, simulator } from './sim-client';

// POST /__sim/reset/data and POST /__sim/tokens: the controls a scenario run against a running
// instance needs (issue 28, simulator/routes/sim-data-reset.routes.ts).

const app = simulator();
const answered = async (sim: SimClient, code: string) =>
  (await sim.get(`/api/nps/verify/${code}`)).json().answered;
const answer = (sim: SimClient, code: string) =>
  sim.request('PUT', `/api/nps/${code}`, { body: { rating: 7 } });
const FROZEN = '2026-03-01T12:00:00.000Z';

/** A session with a fault rule on one survey, a frozen clock and an answered survey. */
async function prepared(): Promise<SimClient> {
  const sim = new SimClient(app);
  expect((await answer(sim, 'NPS-OPEN')).statusCode).toBe(200);
  await sim.fault({ method: 'GET', path: '/api/nps/verify/NPS-DONE', status: 503 });
  expect((await sim.request('PUT', '/__sim/clock', { body: { at: FROZEN } })).statusCode).toBe(200);
  return sim;
}

async function keptRuleAndClock(sim: SimClient) {
  expect((await sim.get('/api/nps/verify/NPS-DONE')).statusCode).toBe(503);
  expect((await sim.get('/__sim/clock')).json()).toMatchObject({ now: FROZEN, frozen: true });
}

describe('POST /__sim/reset/data', () => {
  it("reloads the session's seed and keeps its fault rules, clock and journal", async () => {
    const sim = await prepared();
    const journalBefore = (await sim.get('/__sim/journal')).json().entries.length;
    const res = await sim.request('POST', '/__sim/reset/data');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ session: sim.session, seed: 1, size: 'demo' });
    expect(await answered(sim, 'NPS-OPEN')).toBe(false);
    await keptRuleAndClock(sim);
    expect((await sim.get('/__sim/journal')).json().entries.length).toBeGreaterThan(journalBefore);
  });

  it("takes a snapshot's data only: the session's own rules and clock stay", async () => {
    const base = new SimClient(app);
    await answer(base, 'NPS-OPEN');
    await base.request('POST', '/__sim/snapshots', { body: { id: 'data-reset-base' } });
    const sim = await prepared();
    await sim.request('DELETE', '/__sim/faults');
    await sim.fault({ method: 'GET', path: '/api/nps/verify/NPS-DONE', status: 503 });
    const res = await sim.request('POST', '/__sim/reset/data', { body: { snapshot: 'data-reset-base' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().session).toBe(sim.session);
    expect(await answered(sim, 'NPS-OPEN')).toBe(true); // the snapshot's answer
    await keptRuleAndClock(sim);
    expect(await sim.digest()).toBe(await base.digest());
  });

  it('answers 404 to an unknown snapshot and changes nothing', async () => {
    const sim = await prepared();
    const before = await sim.digest();
    const res = await sim.request('POST', '/__sim/reset/data', { body: { snapshot: 'no-such-snapshot' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('no-such-snapshot');
    expect(await sim.digest()).toBe(before);
  });

  it('answers 400 to another field or a bad snapshot name, and changes nothing', async () => {
    const sim = await prepared();
    const before = await sim.digest();
    for (const body of [{ everything: true }, { snapshot: 'bad name!' }]) {
      const res = await sim.request('POST', '/__sim/reset/data', { body });
      expect(res.statusCode).toBe(400);
    }
    expect(await sim.digest()).toBe(before);
    await keptRuleAndClock(sim);
  });

  it("acts on the caller's session only", async () => {
    const other = await prepared();
    const sim = new SimClient(app);
    await sim.request('POST', '/__sim/reset/data');
    expect(await answered(other, 'NPS-OPEN')).toBe(true);
  });
});

describe('POST /__sim/tokens', () => {
  const admin = { sub: 'usr-admin', type: 'ADMIN' };

  it('signs claims the platform accepts, and an expired token it refuses with 401', async () => {
    const sim = new SimClient(app);
    const claims = { ...admin, companyDocument: DEMO_DOCUMENTS.principal };
    const signed = await sim.request('POST', '/__sim/tokens', { body: claims });
    expect(signed.statusCode).toBe(201);
    expect((await sim.get('/api/users/me', signed.json().token)).statusCode).toBe(200);
    const expired = await sim.request('POST', '/__sim/tokens', { body: { ...claims, expired: true } });
    expect(expired.statusCode).toBe(201);
    expect((await sim.get('/api/users/me', expired.json().token)).statusCode).toBe(401);
  });

  it('signs a company the user may not view: the platform refuses it with 403', async () => {
    const sim = new SimClient(app);
    const signed = await sim.request('POST', '/__sim/tokens', {
      body: { ...admin, companyDocument: '00000000000000' },
    });
    expect(signed.statusCode).toBe(201);
    expect((await sim.get('/api/users/me', signed.json().token)).statusCode).toBe(403);
  });

  it('answers 400 to an unknown user type, a missing claim or another field', async () => {
    const sim = new SimClient(app);
    for (const body of [
      { ...admin, type: 'ROOT', companyDocument: '1' },
      { sub: 'usr-admin', companyDocument: '1' },
      { ...admin, companyDocument: '1', admin: true },
    ]) {
      expect((await sim.request('POST', '/__sim/tokens', { body })).statusCode).toBe(400);
    }
  });
});
