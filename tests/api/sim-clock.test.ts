import { describe, expect, it } from 'vitest';
import { SimClient, simulator } from './sim-client';

const app = simulator();
const AT = '2025-03-01T10:00:00.000Z';

describe('/__sim/clock (DESIGN §5: a simulated clock per session)', () => {
  it('follows the wall clock until set', async () => {
    const sim = new SimClient(app);
    const res = await sim.get('/__sim/clock');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ session: sim.session, frozen: false, offsetMs: 0 });
    expect(Math.abs(Date.parse(res.json().now) - Date.now())).toBeLessThan(5000);
  });

  it('is set, advanced and read per session; null follows the wall clock again', async () => {
    const sim = new SimClient(app);
    const set = await sim.request('PUT', '/__sim/clock', { body: { at: AT } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ now: AT, frozen: true });
    const advanced = await sim.request('POST', '/__sim/clock/advance', { body: { ms: 20 * 60_000 } });
    expect(advanced.json().now).toBe('2025-03-01T10:20:00.000Z');
    expect((await sim.get('/__sim/clock')).json().now).toBe('2025-03-01T10:20:00.000Z');
    expect((await new SimClient(app).get('/__sim/clock')).json().frozen).toBe(false);

    await sim.request('PUT', '/__sim/clock', { body: { at: null } });
    const shifted = await sim.request('POST', '/__sim/clock/advance', { body: { ms: -86_400_000 } });
    expect(shifted.json()).toMatchObject({ frozen: false, offsetMs: -86_400_000 });
    expect(Date.now() - Date.parse(shifted.json().now)).toBeGreaterThan(86_000_000);
  });

  it('runs at a rate: from a frozen instant, 1000× moves it about a second a millisecond; 1 keeps where it got', async () => {
    const sim = new SimClient(app);
    await sim.request('PUT', '/__sim/clock', { body: { at: AT } });
    const running = await sim.request('PUT', '/__sim/clock/rate', { body: { rate: 1000 } });
    expect(running.statusCode).toBe(200);
    expect(running.json()).toMatchObject({ frozen: false, rate: 1000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const later = Date.parse((await sim.get('/__sim/clock')).json().now);
    expect(later - Date.parse(AT)).toBeGreaterThanOrEqual(40_000);
    const paced = (await sim.request('PUT', '/__sim/clock/rate', { body: { rate: 1 } })).json();
    expect(paced.rate).toBe(1);
    expect(Date.parse(paced.now)).toBeGreaterThanOrEqual(later);
    expect((await sim.request('PUT', '/__sim/clock/rate', { body: { rate: 0 } })).statusCode).toBe(400);
    expect((await sim.request('PUT', '/__sim/clock', { body: { at: null } })).json().rate).toBe(1);
  });

  it('dates new records and journal entries', async () => {
    const sim = new SimClient(app);
    await sim.request('PUT', '/__sim/clock', { body: { at: AT } });
    await sim.request('POST', '/__sim/clock/advance', { body: { ms: 1500 } });
    expect((await sim.request('PUT', '/api/nps/NPS-OPEN', { body: { rating: 8 } })).statusCode).toBe(200);
    expect(app.stores.get(sim.session).surveys.byCode('NPS-OPEN')?.answeredAt).toBe(
      '2025-03-01T10:00:01.500Z',
    );
    const { entries } = (await sim.get('/__sim/journal?route=/api/nps/:code')).json();
    expect(entries[0].at).toBe('2025-03-01T10:00:01.500Z');
  });

  it('is reset by POST /__sim/reset', async () => {
    const sim = new SimClient(app);
    await sim.request('PUT', '/__sim/clock', { body: { at: AT } });
    await sim.request('POST', '/__sim/reset');
    expect((await sim.get('/__sim/clock')).json().frozen).toBe(false);
  });

  it.each([
    ['PUT', '/__sim/clock', { at: 'yesterday' }, 'at'],
    ['PUT', '/__sim/clock', {}, 'at'],
    ['PUT', '/__sim/clock', { at: 1740823200000 }, 'at'],
    ['POST', '/__sim/clock/advance', { ms: 1.5 }, 'ms'],
    ['POST', '/__sim/clock/advance', { ms: '60000' }, 'ms'],
    ['POST', '/__sim/clock/advance', { ms: 1e15 }, 'ms'],
  ] as const)('%s %s %j answers 400 and leaves the clock alone', async (method, url, body, field) => {
    const sim = new SimClient(app);
    await sim.request('PUT', '/__sim/clock', { body: { at: AT } });
    const res = await sim.request(method, url, { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().problems[0].field).toBe(field);
    expect((await sim.get('/__sim/clock')).json().now).toBe(AT);
  });
});
