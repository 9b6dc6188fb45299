import { describe, expect, it } from 'vitest';
import { SimClient, simulator } from '../sim-client';

// issue 29 "Recording and replay with a drift report": a HAR the simulator wrote, replayed against
// a fresh session, shows no drift; the same HAR altered shows exactly what was altered.

const app = simulator();

/** A console-like run in its own session, and its HAR. */
async function recorded() {
  const sim = new SimClient(app);
  const token = await sim.login('admin');
  await sim.get('/api/nps/verify/NPS-OPEN');
  await sim.get('/api/users/me', token);
  await sim.get('/__sim/clock'); // a control call: not journaled, never replayed
  return (await sim.get('/__sim/journal/har')).json();
}

const replay = (sim: SimClient, har: unknown) => sim.request('POST', '/__sim/har/replay', { body: har });

describe('POST /__sim/har/replay', () => {
  it('replays a recording without drift, signing in with its own token', async () => {
    const har = await recorded();
    const target = new SimClient(app);
    const res = await replay(target, har);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ session: target.session, calls: 3, replayed: 3, skipped: 0, drifted: 0 });
    expect(report.operations.map((o: { operation: string }) => o.operation)).toEqual([
      'POST /api/auth/login',
      'GET /api/nps/verify/:code',
      'GET /api/users/me',
    ]);
    // the calls ran in the target session (its journal), the recording session is untouched
    const count = await target.request('POST', '/__sim/journal/count', { body: { path: '/api/*' } });
    expect(count.json().count).toBe(3);
  });

  it('reports exactly the altered answer: a missing field, an extra one, a type change, a status', async () => {
    const har = await recorded();
    const verify = har.log.entries[1].response;
    const body = JSON.parse(verify.content.text);
    const [first, second] = Object.keys(body);
    body[first] = typeof body[first] === 'number' ? 'text' : 12; // type change
    delete body[second]; // the simulator answers a field the recording lacks: extra
    body.retiredField = 'x'; // the recording has a field the simulator lacks: missing
    verify.content.text = JSON.stringify(body);
    har.log.entries[2].response.status = 203;

    const report = (await replay(new SimClient(app), har)).json();
    expect(report.drifted).toBe(2);
    const [login, nps, me] = report.operations;
    expect(login).toMatchObject({ drifted: 0, statuses: [], differences: [] });
    expect(nps.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: first, kind: 'type' }),
        expect.objectContaining({ path: second, kind: 'extra' }),
        { path: 'retiredField', kind: 'missing', recorded: 'string', calls: 1 },
      ]),
    );
    expect(nps.differences).toHaveLength(3);
    expect(me).toMatchObject({
      drifted: 1,
      statuses: [{ recorded: 203, simulator: 200, calls: 1 }],
      differences: [],
    });
  });

  it('skips control calls and truncated requests, saying why', async () => {
    const har = await recorded();
    const [login] = har.log.entries;
    har.log.entries.push({ ...login, request: { ...login.request, url: 'http://sim/__sim/reset' } });
    har.log.entries.push({
      ...login,
      request: { ...login.request, postData: { text: '{"user', _truncated: true } },
    });
    const report = (await replay(new SimClient(app), har)).json();
    expect(report).toMatchObject({ calls: 5, replayed: 3, skipped: 2 });
    expect(report.entries.slice(3).map((e: { skipped: string }) => e.skipped)).toEqual([
      'control-call',
      'request-truncated',
    ]);
  });

  it('takes a HAR larger than a platform call’s 1 MiB body limit', async () => {
    const har = await recorded();
    har.log.comment = 'x'.repeat(2 * 1024 * 1024);
    const res = await replay(new SimClient(app), har);
    expect(res.statusCode).toBe(200);
    expect(res.json().drifted).toBe(0);
  });

  it.each([
    ['an empty object', {}],
    ['a log without entries', { log: { version: '1.2' } }],
    ['another version', { log: { version: '2.0', entries: [] } }],
    [
      'an entry without a URL',
      {
        log: {
          version: '1.2',
          entries: [{ request: { method: 'GET' }, response: { status: 200, content: {} } }],
        },
      },
    ],
  ])('answers 400 to %s, replaying nothing', async (_name, body) => {
    const sim = new SimClient(app);
    const res = await replay(sim, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect((await sim.get('/__sim/journal')).json().entries).toEqual([]);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const sim = new SimClient(app);
    const res = await app.inject({
      method: 'POST',
      url: '/__sim/har/replay',
      headers: { 'x-sim-session': sim.session, 'content-type': 'application/json' },
      payload: 'not a HAR',
    });
    expect(res.statusCode).toBe(400);
  });
});
