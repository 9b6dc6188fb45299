import type { FastifyInstance } from 'fastify';
import { connect, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../simulator/app';
import { type EmbeddedBroker, startBroker } from '../../../simulator/devices/broker';
import { EnvelopeWriter, encode } from '../../../simulator/devices/envelope';
import { ackAfterStore } from '../../../simulator/server/ack-after-store';
import { EVENTS, eventTopic, SCHEMAS, stateTopic } from '../../../src/domain/devices';
import { eventually } from '../devices-support';
import { principal } from '../orders-helpers';

// The embedded broker as server.ts starts it (server/ack-after-store.ts): a device event the
// platform stores is stored by the time its publisher holds the PUBACK — the kill -9 test shows
// why, this shows it on every message — and it reaches the platform once, not again by
// subscription.

const SESSION = 'ack-after-store';
let broker: EmbeddedBroker;
let app: FastifyInstance;
let device: MqttClient;
const platform = () => app.deviceRuntime?.platform ?? null;

beforeAll(async () => {
  broker = await startBroker({
    port: 0,
    host: '127.0.0.1',
    hooks: ackAfterStore(() => (app ? platform() : null)),
  });
  app = buildApp({ dbPath: ':memory:', devices: { url: broker.url, session: SESSION, emulators: false } });
  await app.ready();
  device = connect(broker.url, { clientId: 'ack-after-store-device' });
  await new Promise((resolve) => device.once('connect', resolve));
});
afterAll(async () => {
  await device?.endAsync(true);
  await app?.close();
  await broker?.close();
});

const store = () => app.stores.get(SESSION);
// one writer per device: an envelope names the device of its topic (issue 32, devices-events.ts)
const writers = new Map<string, EnvelopeWriter>();
const writerOf = (deviceId: string) =>
  writers.get(deviceId) ??
  writers.set(deviceId, new EnvelopeWriter(deviceId, () => new Date())).get(deviceId)!;
const publish = (topic: string, schema: string, data: unknown) =>
  device.publishAsync(topic, encode(writerOf(topic.split('/')[3]).next(schema, data)), { qos: 1 });

describe('a PUBACK from the embedded broker means stored', () => {
  it('a counter read is in the store when its PUBACK arrives, and counted once', async () => {
    const counter = 7_654_321;
    await publish(eventTopic(principal, 'counter', 'COUNTER-01', EVENTS.count), SCHEMAS.count, {
      deviceName: 'COUNTER-01',
      deviceIP: '192.168.10.21',
      counter,
      increment: 1,
    });
    const rows = () =>
      store()
        .db.prepare('SELECT count(*) FROM smart_counter_activities WHERE counter = ?')
        .pluck()
        .get(counter);
    expect(rows()).toBe(1);

    // a portal read and then a state, in that order: once the state (still routed by
    // subscription) has reached the platform, a forwarded copy of the read would have too
    const before = { ...platform()?.stats };
    const now = new Date().toISOString();
    await publish(eventTopic(principal, 'portal', 'PORTAL-01', EVENTS.read), SCHEMAS.read, {
      epcHex: 'E28011700000020F00000001',
      antennaPort: 1,
      peakRssiCdbm: -5000,
      firstSeen: now,
      lastSeen: now,
      seenCount: 1,
    });
    expect(platform()?.stats.reads).toBe((before.reads ?? 0) + 1);
    await publish(stateTopic(principal, 'counter', 'COUNTER-01'), SCHEMAS.state, { status: 'online' });
    await eventually(
      () => (platform()?.stats.states ?? 0) > (before.states ?? 0),
      5000,
      'the state at the platform',
    );
    expect(platform()?.stats).toMatchObject({ reads: (before.reads ?? 0) + 1, duplicates: 0, counts: 1 });
    expect(rows()).toBe(1);
  });
});
