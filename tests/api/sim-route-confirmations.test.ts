import { describe, expect, it } from 'vitest';
import { DEMO_ROUTE_IDS } from '../../simulator/seed/demo/routes';
import { SimClient, simulator } from './sim-client';

// The RFID portal's route step on a session of its own (POST /__sim/devices/route-confirmations,
// doc 1 §3; issue 19: a device's event sent in a test's own session): the route machine's
// PORTAL_CONFIRMED on the caller's x-sim-session only — another session's route is untouched.
const app = simulator();
const [, , replanning, pending] = DEMO_ROUTE_IDS;

describe('POST /__sim/devices/route-confirmations', () => {
  it('starts a route waiting for the portal in the caller session only (INPROGRESS), 409 once it left', async () => {
    const mine = new SimClient(app);
    const other = new SimClient(app);
    const token = await mine.login('admin');
    const confirm = (route: string) =>
      mine.request('POST', '/__sim/devices/route-confirmations', { body: { route } });

    const res = await confirm(pending);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ route: pending, status: 'INPROGRESS' });
    expect((await mine.get(`/api/routes/${pending}`, token)).json().status).toBe('INPROGRESS');
    const otherToken = await other.login('admin');
    expect((await other.get(`/api/routes/${pending}`, otherToken)).json().status).toBe('PENDING');

    // no longer waiting, or never sequenced: refused, nothing written
    expect((await confirm(pending)).statusCode).toBe(409);
    const refused = await confirm(replanning);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('PENDING REPLANNING');
    expect((await mine.get(`/api/routes/${replanning}`, token)).json().status).toBe('PENDING REPLANNING');
    expect((await confirm('rot-none')).statusCode).toBe(404);
  });
});
