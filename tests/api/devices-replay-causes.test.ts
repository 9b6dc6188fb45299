import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../simulator/app';
import { type EmbeddedBroker, startBroker } from '../../simulator/devices/broker';
import { journalBrokerTraffic } from '../../simulator/devices/broker-journal';
import { generate } from '../../simulator/devices/tools/generate';
import { Replay } from '../../simulator/devices/tools/replay';
import { formatReport } from '../../simulator/devices/tools/report';
import { SimClient } from './sim-client';

// issue 32: the replay report names the simulator-side causes it saw next to the losses they
// explain — here a session fault rule dropping the first 3 reads on the broker, and a broker
// restart mid-replay (its observer's connection drops and comes back).
const SESSION = 'devices-replay-causes';
let broker: EmbeddedBroker;
let app: FastifyInstance;

beforeAll(async () => {
  broker = await startBroker({ port: 0, host: '127.0.0.1' });
  app = buildApp({
    dbPath: ':memory:',
    devices: { url: broker.url, session: SESSION, broker, emulators: false, idleFlushMs: 300 },
  });
  journalBrokerTraffic(app, broker, SESSION);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await broker?.close();
});

const replayOf = async (seed: number) => {
  const { lines } = await generate({ portals: 2, tags: 6, rate: 40, seed });
  return new Replay({ url: broker.operatorUrl, lines, speed: 50, settleMs: 800 });
};

describe('the replay report names simulator-side causes (issue 32)', () => {
  it('a drop rule that fired is named next to the reads it lost', async () => {
    const sim = new SimClient(app, SESSION);
    const rule = await sim.request('POST', '/__sim/faults', {
      body: { topic: 'wh/+/portal/+/evt/read', drop: true, first: 3 },
    });
    expect(rule.statusCode).toBe(201);
    const ruleId = rule.json().id as string;
    const report = await (await replayOf(21)).run();
    expect(report.reads.lost).toBe(3);
    expect(report.causes.rules).toEqual([{ id: ruleId, effect: 'drop', messages: 3 }]);
    const text = formatReport(report);
    expect(text).toContain(`simulator-side: ${ruleId} drop ×3`);
    expect(text).toMatch(
      new RegExp(`reads lost\\s+0\\s+3\\s+explained by: 3 dropped by simulator rule ${ruleId}`),
    );
    await sim.request('DELETE', `/__sim/faults/${ruleId}`);
  }, 60_000);

  it('a broker restart mid-replay is named, and loses nothing at QoS 1', async () => {
    const sim = new SimClient(app, SESSION);
    const replay = await replayOf(22);
    // restart once the replay is under way (its tenth message)
    let restarted: Promise<unknown> | null = null;
    replay.options.onProgress = (p) => {
      if (p.sent === 10 && !restarted)
        restarted = sim.request('POST', '/__sim/devices/broker/restart', { body: {} });
    };
    const report = await replay.run();
    await restarted;
    expect(report.reads.lost).toBe(0);
    expect(report.causes.restarts).toBe(1);
    expect(report.causes.connectionDrops).toBeGreaterThanOrEqual(1);
    expect(formatReport(report)).toMatch(
      /simulator-side: broker restarted ×1, connection dropped and came back ×\d/,
    );
  }, 60_000);
});
