import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../simulator/app';
import { type EmbeddedBroker, startBroker } from '../../simulator/devices/broker';
import { generate } from '../../simulator/devices/tools/generate';
import { SimClient, simulator } from './sim-client';

// issue 19 "Devices": the control page replays a traffic file on the device broker at a speed,
// stops it, and reads its expected-versus-actual report. One app on an embedded broker, and one
// without devices (409: nothing to replay on).
const SESSION = 'sim-devices';
let broker: EmbeddedBroker;
let app: FastifyInstance;
const bare = simulator();

beforeAll(async () => {
  broker = await startBroker({ port: 0, host: '127.0.0.1' });
  app = buildApp({ dbPath: ':memory:', devices: { url: broker.url, session: SESSION, idleFlushMs: 500 } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await broker?.close();
});

const jsonl = async (tags: number, rate: number) =>
  (await generate({ portals: 2, tags, rate, seed: 5 })).lines.map((l) => JSON.stringify(l)).join('\n');

async function ended(sim: SimClient, id: string) {
  for (let i = 0; i < 300; i++) {
    const run = (await sim.get(`/__sim/devices/replays/${id}`)).json();
    if (run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`replay ${id} never ended`);
}

describe('/__sim/devices/replays', () => {
  it('replays a file at a speed (one at a time) and answers its expected-versus-actual report', async () => {
    const sim = new SimClient(app, SESSION);
    expect((await sim.get('/__sim/devices/replays')).json()).toEqual({
      available: true,
      session: SESSION,
      replays: [],
    });
    const content = await jsonl(10, 40);
    // departures are told by the platform's idle flush (500 ms after a tag's last read): the report
    // waits 2.5 s after the last line so a loaded CI machine still sees them (800 ms did not)
    const started = await sim.request('POST', '/__sim/devices/replays', {
      body: { name: 'portal.jsonl', content, speed: 50, settleMs: 2_500 },
    });
    expect(started.statusCode).toBe(202);
    const { id } = started.json();
    expect(started.json()).toMatchObject({
      status: 'running',
      name: 'portal.jsonl',
      speed: 50,
      stopped: false,
    });
    const again = await sim.request('POST', '/__sim/devices/replays', {
      body: { name: 'portal.jsonl', content, speed: 1 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`A replay (${id}) is still going`);

    const run = await ended(sim, id);
    expect(run).toMatchObject({ status: 'done', stopped: false });
    expect(run.progress.sent).toBe(run.progress.total);
    expect(run.report.reads).toMatchObject({ lost: 0, duplicated: 0 });
    expect(run.report.passes).toEqual({ expected: 10, arrived: 10, departed: 10 });
    expect(run.report.ok).toBe(true);
    expect((await sim.get('/__sim/devices/replays')).json().replays[0].id).toBe(id);
    // an ended replay cannot be stopped
    const late = await sim.request('POST', `/__sim/devices/replays/${id}/stop`, { body: {} });
    expect(late.statusCode).toBe(409);
  }, 30_000);

  it('stops a slow replay on demand: the report still comes, marked stopped', async () => {
    const sim = new SimClient(app, SESSION);
    const started = await sim.request('POST', '/__sim/devices/replays', {
      body: { name: 'slow.jsonl', content: await jsonl(20, 10), speed: 1, settleMs: 300 },
    });
    const { id } = started.json();
    const stop = await sim.request('POST', `/__sim/devices/replays/${id}/stop`, {
      body: {},
      headers: { 'accept-language': 'es' },
    });
    expect(stop.statusCode).toBe(200);
    expect(stop.json().message).toBe(`Reproducción ${id} deteniéndose: el informe viene a continuación`);
    const run = await ended(sim, id);
    expect(run).toMatchObject({ status: 'done', stopped: true });
    expect(run.progress.sent).toBeLessThan(run.progress.total);
    expect(run.report.reads.sent).toBeLessThan(run.report.reads.expected);
  }, 30_000);

  it('refuses a bad file, an empty one, bad fields (400) and an unknown replay (404); starts nothing', async () => {
    const sim = new SimClient(app, SESSION);
    const before = (await sim.get('/__sim/devices/replays')).json().replays.length;
    const bad = await sim.request('POST', '/__sim/devices/replays', {
      body: { name: 'x.jsonl', content: '{"t":0,"topic":"wh/a","payload":{}}\nnope', speed: 1 },
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('x.jsonl, linha 2: não é JSON');
    const fields = await sim.request('POST', '/__sim/devices/replays', {
      body: { name: 'y.jsonl', content: '{"t":0}', speed: 1 },
    });
    expect(fields.json().message).toBe('y.jsonl, line 1: needs t (number), topic (text) and payload');
    // platform events and states only: nothing a replay publishes
    const nothing = await sim.request('POST', '/__sim/devices/replays', {
      body: { name: 'z.jsonl', content: '{"t":0,"topic":"wh/X/portal/P/state","payload":{}}', speed: 1 },
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('z.jsonl holds no device events to replay');
    for (const body of [
      { name: 'a', content: 'x', speed: 0 },
      { name: 'a', content: '', speed: 1 },
      { name: 'a', content: 'x', speed: 1, extra: true },
    ]) {
      expect((await sim.request('POST', '/__sim/devices/replays', { body })).statusCode).toBe(400);
    }
    expect((await sim.get('/__sim/devices/replays')).json().replays.length).toBe(before);
    expect((await sim.get('/__sim/devices/replays/replay-999')).statusCode).toBe(404);
    expect((await sim.get('/__sim/devices/replays/nope')).statusCode).toBe(400);
  });

  it('without a device broker: listed as unavailable, a replay refused (409)', async () => {
    const sim = new SimClient(bare);
    expect((await sim.get('/__sim/devices/replays')).json()).toEqual({ available: false, replays: [] });
    const refused = await sim.request('POST', '/__sim/devices/replays', {
      body: { name: 'a.jsonl', content: '{}', speed: 1 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/without a device broker/);
  });
});
