import { describe, expect, it } from 'vitest';
import { OUTSIDER_MAKE } from '../../simulator/seed/demo/manufacturers';
import { call, expectBadRequest, expectStatus, tokenFor } from './orders-helpers';
import { SimClient, simulator } from './sim-client';

// GET /manufacturers — the vehicle checklist's manufacturer picker (ours, issue 16; doc 2 §2
// "manufacturer picker"): the viewed company's catalogue, searched by part of the name, paged.
const app = simulator();

async function setup(user = 'admin') {
  const sim = new SimClient(app);
  return { sim, token: await tokenFor(sim, user) };
}
const names = (answer: { manufacturers: Array<{ name: string }> }) => answer.manufacturers.map((m) => m.name);

describe('GET /manufacturers', () => {
  it('searches by part of the name in any case, sorted by name, paged', async () => {
    const { sim, token } = await setup();
    const found = expectStatus(await call(sim, token, 'GET', '/api/manufacturers?name=vol'), 200);
    expect(names(found)).toEqual(['Volkswagen', 'Volvo']);
    expect(found.total).toBe(2);
    const page = expectStatus(await call(sim, token, 'GET', '/api/manufacturers?page=2&take=5'), 200);
    expect(page.manufacturers).toHaveLength(5);
    expect(page.total).toBeGreaterThan(10);
    expect(names(page)).toEqual([...names(page)].sort((a, b) => a.localeCompare(b)));
    const none = expectStatus(await call(sim, token, 'GET', '/api/manufacturers?name=%25'), 200);
    expect(none).toEqual({ manufacturers: [], total: 0 }); // % is a letter, not a wildcard
  });

  it('bad input: 400 naming the field, in the caller’s language', async () => {
    const { sim, token } = await setup();
    expectBadRequest(await call(sim, token, 'GET', `/api/manufacturers?name=${'x'.repeat(61)}`), 'name');
    expectBadRequest(await call(sim, token, 'GET', '/api/manufacturers?take=0'), 'take');
  });

  it('another company’s catalogue is never listed; without a session 401', async () => {
    const { sim, token } = await setup();
    const mine = expectStatus(await call(sim, token, 'GET', `/api/manufacturers?name=${OUTSIDER_MAKE}`), 200);
    expect(mine.total).toBe(0);
    const outsider = await setup('outsider');
    const theirs = expectStatus(
      await call(outsider.sim, outsider.token, 'GET', `/api/manufacturers?name=${OUTSIDER_MAKE}`),
      200,
    );
    expect(names(theirs)).toEqual([OUTSIDER_MAKE]);
    expect((await sim.request('GET', '/api/manufacturers')).statusCode).toBe(401);
  });
});
