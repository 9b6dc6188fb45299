import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../simulator/app';
import { type EmbeddedBroker, startBroker } from '../../simulator/devices/broker';
import { generate } from '../../simulator/devices/tools/generate';
import { readTraffic } from '../../simulator/devices/tools/jsonl';
import { record } from '../../simulator/devices/tools/record';
import { Replay } from '../../simulator/devices/tools/replay';
import { formatReport } from '../../simulator/devices/tools/report';
import { DEMO_DOCUMENTS } from '../../simulator/seed/demo/companies';
import { SimClient } from './sim-client';

// Record, generate, replay (DESIGN §6) end to end against the simulator's platform on an embedded
// broker: a replayed file at speed 50 produces the expected passes and a route confirmation with
// nothing lost; a broker restart in the middle of a QoS 1 replay loses no read.
const SESSION = 'devices-replay';
const dir = mkdtempSync(join(tmpdir(), 'devices-'));
let broker: EmbeddedBroker;
let app: FastifyInstance;
let sim: SimClient;

beforeAll(async () => {
  broker = await startBroker({ port: 0, host: '127.0.0.1' });
  app = buildApp({ dbPath: ':memory:', devices: { url: broker.url, session: SESSION, idleFlushMs: 1000 } });
  await app.ready();
  sim = new SimClient(app, SESSION);
});
afterAll(async () => {
  await app?.close();
  await broker?.close();
});

describe('generate', () => {
  it('is deterministic and spreads reads at the asked rate', async () => {
    const a = await generate({ portals: 2, tags: 10, rate: 20, seed: 3 });
    const b = await generate({ portals: 2, tags: 10, rate: 20, seed: 3 });
    expect(a.lines).toEqual(b.lines);
    expect(a.reads).toBe(70);
    expect(a.durationMs).toBe(3500);
    const c = await generate({ portals: 2, tags: 10, rate: 20, seed: 4 });
    expect(c.lines).not.toEqual(a.lines);
    expect(a.lines[0]).toMatchObject({ qos: 1, retain: false });
    expect(a.lines[0].topic).toMatch(
      new RegExp(`^wh/${DEMO_DOCUMENTS.principal}/portal/PORTAL-0[12]/evt/read$`),
    );
  });
});

describe('replay', () => {
  it('at speed 50: the expected passes, a route confirmation, 0 lost', async () => {
    const file = join(dir, 'generated.jsonl');
    const generated = await generate({ file, portals: 2, tags: 40, rate: 40, seed: 11 });
    const lines = await readTraffic(file);
    expect(lines).toHaveLength(generated.reads);
    const started = performance.now();
    const report = await new Replay({ url: broker.url, lines, speed: 50, settleMs: 1500 }).run();
    const wall = (performance.now() - started) / 1000;
    // 7 s of traffic at ×50 plays in well under a second (plus the settle time)
    expect(wall).toBeLessThan(generated.durationMs / 1000);
    expect(report.reads).toMatchObject({
      expected: generated.reads,
      sent: generated.reads,
      lost: 0,
      duplicated: 0,
      outOfOrder: 0,
    });
    expect(report.passes).toEqual({ expected: 40, arrived: 40, departed: 40 });
    expect(report.confirmations).toMatchObject({ expected: null, actual: 1, routes: ['ROT-000001'] });
    expect(report.ok).toBe(true);
    const text = formatReport(report);
    expect(text).toMatch(/reads lost\s+0\s+0/);
    expect(text).toMatch(/verdict: OK/);
    // the platform wrote one history row per pass at a stored portal
    const token = await sim.login('admin');
    const history = (await sim.get('/api/position-handling/history?take=1', token)).json();
    expect(history.total).toBe(8 + 40);
  });

  it('loops, plays a part of the file and injects seeded faults the platform absorbs', async () => {
    const { lines } = await generate({ portals: 2, tags: 12, rate: 40, seed: 5 });
    const clean = await new Replay({ url: broker.url, lines, speed: 50, loops: 2, settleMs: 1500 }).run();
    expect(clean.loops).toBe(2);
    expect(clean.passes).toMatchObject({ expected: 24, arrived: 24 });
    const part = await new Replay({
      url: broker.url,
      lines,
      speed: 50,
      from: 0,
      until: 1000,
      settleMs: 1500,
    }).run();
    expect(part.reads.expected).toBe(lines.filter((l) => l.t <= 1000).length);
    const faulty = await new Replay({
      url: broker.url,
      lines,
      speed: 50,
      settleMs: 1500,
      faults: { duplicate: 0.2, reorder: 0.2, seed: 9 },
    }).run();
    expect(faulty.faults.duplicated).toBeGreaterThan(0);
    expect(faulty.reads.duplicated).toBe(faulty.faults.duplicated);
    expect(faulty.reads.lost).toBe(0);
    expect(faulty.passes.arrived).toBe(faulty.passes.expected);
    const dropped = await new Replay({
      url: broker.url,
      lines,
      speed: 50,
      settleMs: 1500,
      faults: { drop: 0.3, seed: 2 },
    }).run();
    expect(dropped.reads.droppedByFault).toBeGreaterThan(0);
    expect(dropped.reads.delivered).toBe(dropped.reads.expected - dropped.reads.droppedByFault);
    expect(dropped.reads.lost).toBe(0);
  });

  it('pauses and resumes (the CLI binds these to the space key); stop() ends a loop', async () => {
    const { lines } = await generate({ portals: 1, tags: 3, rate: 20, seed: 8 });
    let paused = false;
    let resumedAt = 0;
    const replay: Replay = new Replay({
      url: broker.url,
      lines,
      speed: 10,
      settleMs: 200,
      onProgress: (p) => {
        if (!paused && p.sent === 1) {
          paused = true;
          expect(replay.toggle()).toBe(true);
          setTimeout(() => {
            resumedAt = performance.now();
            replay.resume();
          }, 600);
        }
      },
    });
    const started = performance.now();
    const report = await replay.run();
    expect(resumedAt - started).toBeGreaterThanOrEqual(550);
    expect(report.reads.sent).toBe(lines.length);

    const endless = new Replay({
      url: broker.url,
      lines,
      speed: 10,
      loops: Number.POSITIVE_INFINITY,
      settleMs: 200,
    });
    setTimeout(() => endless.stop(), 800);
    const stopped = await endless.run();
    expect(stopped.loops).toBeGreaterThanOrEqual(1);
  });

  it('a broker restart mid-replay at QoS 1 loses no read (duplicates deduplicated by seq)', async () => {
    const { lines } = await generate({ portals: 2, tags: 60, rate: 100, seed: 21, qos: 1 });
    const before = { ...app.deviceRuntime?.platform.stats };
    let restarted: Promise<void> | null = null;
    const replay = new Replay({
      url: broker.url,
      lines,
      speed: 2,
      settleMs: 2000,
      onProgress: (p) => {
        if (!restarted && p.sent >= p.total * 0.4) restarted = broker.restart();
      },
    });
    const report = await replay.run();
    expect(restarted).not.toBeNull();
    await restarted;
    expect(report.reads.lost).toBe(0);
    expect(report.reads.delivered).toBe(lines.length);
    expect(report.passes.arrived).toBe(report.passes.expected);
    const stats = app.deviceRuntime?.platform.stats;
    // every read reached the platform at least once; any redelivery was dropped by seq
    expect(
      (stats?.reads ?? 0) - (before.reads ?? 0) - ((stats?.duplicates ?? 0) - (before.duplicates ?? 0)),
    ).toBe(lines.length);
    expect((stats?.arrived ?? 0) - (before.arrived ?? 0)).toBe(report.passes.expected);
  }, 60_000);
});

describe('record', () => {
  it('captures live traffic; replaying it compares with the recorded passes and confirmations', async () => {
    await sim.request('POST', '/__sim/reset');
    await new Promise((r) => setTimeout(r, 300));
    const file = join(dir, 'recorded.jsonl');
    const recording = await record({ url: broker.url, file });
    const P = DEMO_DOCUMENTS.principal;
    const { connectAsync } = await import('mqtt');
    const operator = await connectAsync(broker.url);
    await operator.publishAsync(
      `wh/${P}/portal/PORTAL-01/cmd/pass`,
      JSON.stringify({ epcHex: 'AB01', durationMs: 300 }),
      { qos: 1 },
    );
    await new Promise((r) => setTimeout(r, 1800));
    await operator.endAsync();
    recording.stop();
    const count = await recording.done;
    const lines = await readTraffic(file);
    expect(lines).toHaveLength(count);
    const names = new Set(lines.map((l) => l.topic.split('/').slice(4).join('/')));
    expect(names).toEqual(expect.objectContaining({}));
    expect([...names]).toEqual(
      expect.arrayContaining(['cmd/pass', 'ack', 'evt/read', 'evt/pass', 'evt/route-confirmed']),
    );
    for (const l of lines)
      expect(l).toEqual({
        t: expect.any(Number),
        topic: expect.any(String),
        qos: expect.any(Number),
        retain: false,
        payload: expect.anything(),
      });

    // back to the seed (ROT-000001 waiting at DOCA-01 again), then replay the recording
    await sim.request('POST', '/__sim/reset');
    await new Promise((r) => setTimeout(r, 300));
    const report = await new Replay({ url: broker.url, lines, speed: 5, settleMs: 1500 }).run();
    expect(report.confirmations).toMatchObject({ expected: 1, actual: 1 });
    expect(report.passes.arrived).toBe(1);
    expect(report.ok).toBe(true);
  });
});
