import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../simulator/app';
import { type EmbeddedBroker, startBroker } from '../../simulator/devices/broker';
import { DEMO_DOCUMENTS } from '../../simulator/seed/demo/companies';
import type { DevicesDashboard } from '../../src/domain/device-records';
import { REJECTED_EVENT, type RejectionData } from '../../src/domain/devices-events';
import { dataOf, MqttProbe } from './devices-support';
import { SimClient } from './sim-client';

// issue 32 "Every device event is checked": a real MQTT client (mqtt.js, and Debian's
// mosquitto_pub) publishes each kind of bad event at QoS 1; the publish is acknowledged, the
// platform answers on evt/rejected with the reason, the field and the original correlationId,
// the journal flags it, /devices counts it — and the store does not change.
const SESSION = 'devices-rejections';
const P = DEMO_DOCUMENTS.principal;
let broker: EmbeddedBroker;
let app: FastifyInstance;
let probe: MqttProbe;
let sim: SimClient;

beforeAll(async () => {
  broker = await startBroker({ port: 0, host: '127.0.0.1' });
  app = buildApp({ dbPath: ':memory:', devices: { url: broker.url, session: SESSION, emulators: false } });
  await app.ready();
  probe = await MqttProbe.connect(broker.url, [`wh/${P}/+/+/evt/${REJECTED_EVENT}`]);
  sim = new SimClient(app, SESSION);
});
afterAll(async () => {
  await probe?.close();
  await app?.close();
  await broker?.close();
});

const now = Date.now();
const iso = (offsetMs: number) => new Date(now + offsetMs).toISOString();
const goodRead = (correlationId: string) => ({
  schema: 'wh.portal.read/1',
  deviceId: 'PORTAL-01',
  runId: 'run-rejections',
  seq: 1,
  ts: iso(0),
  correlationId,
  data: {
    epcHex: '3034F0000000000000000001',
    antennaPort: 1,
    peakRssiCdbm: -550,
    firstSeen: iso(-500),
    lastSeen: iso(0),
    seenCount: 3,
  },
});
const read = (
  correlationId: string,
  data: Record<string, unknown>,
  envelope: Record<string, unknown> = {},
) => {
  const base = goodRead(correlationId);
  return { ...base, ...envelope, data: { ...base.data, ...data } };
};

/** Everything a device event could change: passes' history rows, counter activities. */
function storeFigures() {
  const store = app.stores.get(SESSION);
  return {
    history: store.handlingHistory.page({ companyDocument: P, from: null, to: null, page: 1, take: 1 }).total,
    counts: store.smartCounter.countSince(P, '1970-01-01T00:00:00.000Z'),
  };
}

/** The first rejection of this device and correlationId received after message `after`. */
async function rejectedAnswer(
  deviceType: string,
  deviceId: string,
  correlationId: string | null,
  after: number,
) {
  const m = await probe.waitFor(
    (x) =>
      probe.messages.indexOf(x) >= after &&
      x.topic === `wh/${P}/${deviceType}/${deviceId}/evt/${REJECTED_EVENT}` &&
      x.envelope?.correlationId === correlationId,
    5000,
    `rejection of ${correlationId}`,
  );
  return dataOf<RejectionData>(m);
}

const cases: Array<{
  name: string;
  topic: string;
  body: () => string | Buffer;
  correlationId: string | null;
  reason: RejectionData['reason'];
  field: string | null;
}> = [
  {
    name: 'non-JSON',
    topic: `wh/${P}/portal/PORTAL-01/evt/read`,
    body: () => 'epc=3034;count=2',
    correlationId: null,
    reason: 'not-json',
    field: null,
  },
  {
    name: 'a wrongly typed field (schema)',
    topic: `wh/${P}/portal/PORTAL-01/evt/read`,
    body: () => JSON.stringify(read('c-schema', { seenCount: 'five' })),
    correlationId: 'c-schema',
    reason: 'schema',
    field: 'data.seenCount',
  },
  {
    name: 'an EPC that is not one',
    topic: `wh/${P}/portal/PORTAL-01/evt/read`,
    body: () => JSON.stringify(read('c-epc', { epcHex: 'ZZZ' })),
    correlationId: 'c-epc',
    reason: 'epc',
    field: 'data.epcHex',
  },
  {
    name: 'a negative count',
    topic: `wh/${P}/portal/PORTAL-01/evt/read`,
    body: () => JSON.stringify(read('c-count', { seenCount: -5 })),
    correlationId: 'c-count',
    reason: 'count',
    field: 'data.seenCount',
  },
  {
    name: 'a negative counter total',
    topic: `wh/${P}/counter/COUNTER-01/evt/count`,
    body: () =>
      JSON.stringify({
        schema: 'wh.counter.count/1',
        deviceId: 'COUNTER-01',
        runId: 'run-rejections',
        seq: 1,
        ts: iso(0),
        correlationId: 'c-counter',
        data: { deviceName: 'COUNTER-01', deviceIP: '10.0.0.1', counter: -3, increment: 1 },
      }),
    correlationId: 'c-counter',
    reason: 'count',
    field: 'data.counter',
  },
  {
    name: 'lastSeen before firstSeen',
    topic: `wh/${P}/portal/PORTAL-01/evt/read`,
    body: () => JSON.stringify(read('c-order', { firstSeen: iso(0), lastSeen: iso(-5000) })),
    correlationId: 'c-order',
    reason: 'time',
    field: 'data.lastSeen',
  },
  {
    name: 'a time far in the future',
    topic: `wh/${P}/portal/PORTAL-01/evt/read`,
    body: () => JSON.stringify(read('c-future', {}, { ts: iso(400 * 24 * 3600_000) })),
    correlationId: 'c-future',
    reason: 'time',
    field: 'ts',
  },
  {
    name: 'a portal the company does not have',
    topic: `wh/${P}/portal/NO-SUCH-PORTAL/evt/read`,
    body: () => JSON.stringify(read('c-unknown', {}, { deviceId: 'NO-SUCH-PORTAL' })),
    correlationId: 'c-unknown',
    reason: 'unknown-device',
    field: 'deviceId',
  },
  {
    name: 'a 2 MB binary payload',
    topic: `wh/${P}/portal/PORTAL-01/evt/read`,
    body: () => Buffer.alloc(2 * 1024 * 1024, 0xa5),
    correlationId: null,
    reason: 'too-large',
    field: null,
  },
];

describe('every device event is checked (issue 32)', () => {
  for (const c of cases) {
    it(`refuses ${c.name}: acknowledged, answered on evt/rejected, nothing stored`, async () => {
      const before = storeFigures();
      const seen = probe.messages.length;
      // publishAsync resolves on the PUBACK: QoS 1 is still acknowledged
      await probe.client.publishAsync(c.topic, c.body(), { qos: 1 });
      const [, , type, deviceId] = c.topic.split('/');
      const rejection = await rejectedAnswer(type, deviceId, c.correlationId, seen);
      expect(rejection).toMatchObject({ reason: c.reason, field: c.field, correlationId: c.correlationId });
      expect(storeFigures()).toEqual(before);
      const journal = (await sim.get('/__sim/journal?kind=mqtt')).json().entries as Array<{
        topic: string;
        rejected?: { reason: string; field: string | null };
      }>;
      expect(journal.filter((e) => e.topic === c.topic && e.rejected).at(-1)?.rejected).toMatchObject({
        reason: c.reason,
        field: c.field,
      });
    });
  }

  it('lets a good read through (no rejection), and counts the refused ones on /devices', async () => {
    const token = await sim.login('admin');
    const dashboard = (await sim.get('/api/devices/dashboard', token)).json() as DevicesDashboard;
    expect(dashboard.rejected.count).toBe(cases.length);
    expect(dashboard.rejected.last).toMatchObject({ deviceId: 'PORTAL-01', reason: 'too-large' });
    const before = storeFigures();
    await probe.client.subscribeAsync(`wh/${P}/portal/PORTAL-01/evt/pass`, { qos: 1 });
    await probe.client.publishAsync(`wh/${P}/portal/PORTAL-01/evt/read`, JSON.stringify(goodRead('c-good')), {
      qos: 1,
    });
    await probe.waitFor(
      (m) => m.topic.endsWith('PORTAL-01/evt/pass') && m.envelope?.correlationId === 'run-rejections:1',
    );
    expect(storeFigures().history).toBe(before.history + 1);
    expect(probe.count((m) => m.envelope?.correlationId === 'c-good' && m.topic.endsWith('/rejected'))).toBe(
      0,
    );
  });

  const mosquitto = spawnSync('which', ['mosquitto_pub']).status === 0;
  it.skipIf(!mosquitto)('answers a bad read sent by Debian mosquitto_pub at QoS 1', async () => {
    const before = storeFigures();
    const seen = probe.messages.length;
    const { hostname, port, username, password } = new URL(broker.url);
    await promisify(execFile)('mosquitto_pub', [
      ...['-h', hostname, '-p', port, '-q', '1', '-t', `wh/${P}/portal/PORTAL-02/evt/read`],
      ...(username ? ['-u', decodeURIComponent(username), '-P', decodeURIComponent(password)] : []),
      ...['-m', JSON.stringify(read('c-mosquitto', { epcHex: 'ZZZ' }, { deviceId: 'PORTAL-02' }))],
    ]);
    expect(await rejectedAnswer('portal', 'PORTAL-02', 'c-mosquitto', seen)).toMatchObject({
      reason: 'epc',
      field: 'data.epcHex',
    });
    expect(storeFigures()).toEqual(before);
  });
});
