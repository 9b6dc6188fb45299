import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../simulator/app';
import { SimClient } from '../sim-client';

// issue 29 "Recording and replay", the proof: a second simulator stands in for the real platform,
// one of its answers altered; a session of the first records through proxy mode, its HAR is
// replayed against the (unaltered) simulator, and the drift report finds exactly that change.

let platform: FastifyInstance;
let recorder: FastifyInstance;
let platformUrl: string;

beforeAll(async () => {
  platform = buildApp({ dbPath: ':memory:' });
  // the platform's NPS verify answer differs from the simulator's: a field more, `code` a number
  platform.addHook('onSend', async (request, _reply, payload) => {
    if (!request.url.startsWith('/api/nps/verify/') || typeof payload !== 'string') return payload;
    return JSON.stringify({ ...JSON.parse(payload), code: 4242, surveyVersion: 'v2' });
  });
  platformUrl = await platform.listen({ port: 0, host: '127.0.0.1' });
  recorder = buildApp({ dbPath: ':memory:' });
  await recorder.ready();
}, 60_000);
afterAll(async () => {
  await recorder?.close();
  await platform?.close();
});

describe('proxy mode (PUT /__sim/record) and replay', () => {
  it('records a session’s calls from the platform and finds exactly the altered answer on replay', async () => {
    const rec = new SimClient(recorder);
    const on = await rec.request('PUT', '/__sim/record', { body: { target: `${platformUrl}/` } });
    expect(on.json()).toMatchObject({ session: rec.session, target: platformUrl });
    const token = await rec.login('admin'); // signed by the platform
    const verify = await rec.get('/api/nps/verify/NPS-OPEN');
    expect(verify.json()).toMatchObject({ code: 4242, surveyVersion: 'v2' }); // the platform's answer
    expect((await rec.get('/api/users/me', token)).statusCode).toBe(200);
    // the platform saw the calls (its default session); the recorder's store answered none
    expect(
      platform
        .journalOf('default')
        .list()
        .filter((e) => e.kind === 'http'),
    ).toHaveLength(3);

    const har = (await rec.get('/__sim/journal/har')).json();
    expect(har.log.entries.map((e: { response: { status: number } }) => e.response.status)).toEqual([
      200, 200, 200,
    ]);
    expect(har.log.entries[1]._route).toBe('/api/nps/verify/:code');

    const report = (await new SimClient(recorder).request('POST', '/__sim/har/replay', { body: har })).json();
    expect(report).toMatchObject({ calls: 3, replayed: 3, drifted: 1 });
    const drifted = report.operations.filter((o: { drifted: number }) => o.drifted > 0);
    expect(drifted).toEqual([
      {
        operation: 'GET /api/nps/verify/:code',
        calls: 1,
        drifted: 1,
        statuses: [],
        differences: [
          { path: 'code', kind: 'type', recorded: 'number', simulator: 'string', calls: 1 },
          { path: 'surveyVersion', kind: 'missing', recorded: 'string', calls: 1 },
        ],
      },
    ]);
  });

  it('forwards one session only, and stops when the target is null', async () => {
    const rec = new SimClient(recorder);
    const other = new SimClient(recorder);
    await rec.request('PUT', '/__sim/record', { body: { target: platformUrl } });
    expect((await other.get('/api/nps/verify/NPS-OPEN')).json().code).toBe('NPS-OPEN');
    expect((await rec.get('/api/nps/verify/NPS-OPEN')).json().code).toBe(4242);
    const off = await rec.request('PUT', '/__sim/record', { body: { target: null } });
    expect(off.json().target).toBeNull();
    expect((await rec.get('/api/nps/verify/NPS-OPEN')).json().code).toBe('NPS-OPEN');
  });

  it('answers 502 when the platform does not answer, and 400 to a target that is not an http URL', async () => {
    const rec = new SimClient(recorder);
    for (const target of ['ftp://x', 'not a url', 42]) {
      const res = await rec.request('PUT', '/__sim/record', { body: { target } });
      expect(res.statusCode).toBe(400);
    }
    expect((await rec.get('/__sim/record')).json().target).toBeNull();
    await rec.request('PUT', '/__sim/record', { body: { target: 'http://127.0.0.1:9' } });
    const res = await rec.get('/api/nps/verify/NPS-OPEN');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toContain('http://127.0.0.1:9');
  });

  it('`record` at build (npm start -- --record <url>) makes every session record', async () => {
    const app = buildApp({ dbPath: ':memory:', record: platformUrl });
    try {
      expect((await new SimClient(app).get('/api/nps/verify/NPS-OPEN')).json().code).toBe(4242);
    } finally {
      await app.close();
    }
  });
});
