import type { FastifyInstance } from 'fastify';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../simulator/app';
import { type EmbeddedBroker, startBroker } from '../../simulator/devices/broker';
import { DEMO_DOCUMENTS } from '../../simulator/seed/demo/companies';
import type { BrokerNotice } from '../../src/domain/devices-broker';
import { SIM_NOTICE_TOPIC } from '../../src/domain/devices-broker';
import { MqttProbe } from './devices-support';
import { SimClient } from './sim-client';

// issue 32 "Broker faults on demand": each fault through its control call, seen by real MQTT
// clients (mqtt.js): clients reconnect on their own and nothing acknowledged is lost. No timers
// in the test: every step awaits a message, an acknowledgement or a (re)connection.
const SESSION = 'devices-broker-faults';
const P = DEMO_DOCUMENTS.principal;
let broker: EmbeddedBroker;
let app: FastifyInstance;
let sim: SimClient;
let subscriber: MqttProbe;
let publisher: MqttClient;
let connects = 0;

beforeAll(async () => {
  broker = await startBroker({ port: 0, host: '127.0.0.1' });
  app = buildApp({ dbPath: ':memory:', devices: { url: broker.url, session: SESSION, broker } });
  await app.ready();
  sim = new SimClient(app, SESSION);
  // a persistent subscriber (clean: false, QoS 1): what is queued for it while away survives
  const client = await connectAsync(broker.operatorUrl, {
    clientId: 'faults-subscriber',
    clean: false,
    reconnectPeriod: 100,
  });
  client.on('connect', () => {
    connects += 1;
  });
  subscriber = await MqttProbe.wrap(client, ['lab/#', SIM_NOTICE_TOPIC, `wh/${P}/light/L-A-01/state`]);
  publisher = await connectAsync(broker.operatorUrl, { clientId: 'faults-publisher', reconnectPeriod: 100 });
});
afterAll(async () => {
  await subscriber?.close();
  await publisher?.endAsync(true);
  await app?.close();
  await broker?.close();
});

const text = (m: { raw: Buffer }) => m.raw.toString();
const got = (topic: string, body: string) =>
  subscriber.waitFor((m) => m.topic === topic && text(m) === body, 10_000, `${topic} ${body}`);
const notice = (kind: BrokerNotice['kind'], after: number) =>
  subscriber.waitFor(
    (m) =>
      m.topic === SIM_NOTICE_TOPIC &&
      subscriber.messages.indexOf(m) >= after &&
      JSON.parse(text(m)).kind === kind,
    10_000,
    `notice ${kind}`,
  );
const reconnected = (before: number) =>
  new Promise<void>((resolve) => {
    if (connects > before) resolve();
    else subscriber.client.once('connect', () => resolve());
  });

describe('broker faults on demand (issue 32)', () => {
  it('disconnects one device: its will says lost, it comes back online by itself', async () => {
    const from = subscriber.messages.length;
    const res = await sim.request('POST', '/__sim/devices/broker/disconnect', {
      body: { deviceId: 'L-A-01' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().clients).toEqual([`wh:${P}:L-A-01`]);
    const state = (status: string) =>
      subscriber.waitFor(
        (m) =>
          subscriber.messages.indexOf(m) >= from &&
          m.topic.endsWith('L-A-01/state') &&
          (m.envelope?.data as { status?: string })?.status === status,
        10_000,
        `L-A-01 ${status}`,
      );
    await state('lost');
    await state('online');
  });

  it('disconnects every client: acknowledged messages reach the persistent subscriber after it reconnects', async () => {
    await publisher.publishAsync('lab/disconnect', 'before', { qos: 1 });
    const before = connects;
    const from = subscriber.messages.length;
    const res = await sim.request('POST', '/__sim/devices/broker/disconnect', { body: {} });
    expect(res.json().clients).toEqual(expect.arrayContaining(['faults-subscriber', 'faults-publisher']));
    // sent while (or after) the publisher is away: mqtt.js sends it once back, and resolves on its PUBACK
    await publisher.publishAsync('lab/disconnect', 'after', { qos: 1 });
    await reconnected(before);
    await got('lab/disconnect', 'before');
    await got('lab/disconnect', 'after');
    expect(JSON.parse(text(await notice('disconnect', from))).effect).toMatch(/client\(s\) of all/);
  });

  it('restarts the broker: clients reconnect, the retained state and the QoS 1 queue survive', async () => {
    const before = connects;
    const from = subscriber.messages.length;
    const restarted = await sim.request('POST', '/__sim/devices/broker/restart', { body: {} });
    expect(restarted.json()).toMatchObject({ restarts: 1 });
    await publisher.publishAsync('lab/restart', 'acked-after-restart', { qos: 1 });
    await reconnected(before);
    await got('lab/restart', 'acked-after-restart');
    await notice('restart', from);
    // a new subscriber is handed the light's retained state kept across the restart (its will may
    // have said `lost` meanwhile), and the emulator, reconnected by itself, says `online` again
    const reader = await MqttProbe.connect(broker.operatorUrl, [`wh/${P}/light/L-A-01/state`]);
    const retained = await reader.waitFor((m) => m.retain, 10_000, 'retained state');
    expect(retained.envelope?.deviceId).toBe('L-A-01');
    await reader.waitFor(
      (m) => (m.envelope?.data as { status?: string } | undefined)?.status === 'online',
      10_000,
      'L-A-01 online again',
    );
    await reader.close();
    const journal = (await sim.get('/__sim/journal?kind=mqtt&fault=true')).json().entries as Array<{
      fault: { effects: string[] };
    }>;
    expect(journal.map((e) => e.fault.effects[0])).toEqual(expect.arrayContaining(['restart 1']));
  });

  it('pauses delivery on a filter: held until the pause ends, other topics flow, then delivered', async () => {
    const added = await sim.request('POST', '/__sim/devices/broker/faults', {
      body: { kind: 'pause', topic: 'lab/paused/#', seconds: 300 },
    });
    expect(added.statusCode).toBe(201);
    const { id } = added.json();
    const other = await connectAsync(broker.operatorUrl, { clientId: 'faults-other' });
    const held = publisher.publishAsync('lab/paused/x', 'held', { qos: 1 });
    await other.publishAsync('lab/flowing', 'overtakes', { qos: 1 });
    const overtook = await got('lab/flowing', 'overtakes');
    expect(subscriber.count((m) => m.topic === 'lab/paused/x')).toBe(0);
    expect((await sim.request('DELETE', `/__sim/devices/broker/faults/${id}`)).statusCode).toBe(200);
    await held; // its PUBACK came once the pause ended
    const delivered = await got('lab/paused/x', 'held');
    expect(subscriber.messages.indexOf(delivered)).toBeGreaterThan(subscriber.messages.indexOf(overtook));
    expect((await sim.request('DELETE', `/__sim/devices/broker/faults/${id}`)).statusCode).toBe(404);
    await other.endAsync();
  });

  it('duplicates delivery on a filter', async () => {
    const added = await sim.request('POST', '/__sim/devices/broker/faults', {
      body: { kind: 'duplicate', topic: 'lab/dup', seconds: 300 },
    });
    await publisher.publishAsync('lab/dup', 'twice', { qos: 1 });
    await got('lab/dup', 'twice');
    await subscriber.waitFor(() => subscriber.count((m) => m.topic === 'lab/dup') === 2, 10_000, 'the copy');
    await sim.request('DELETE', `/__sim/devices/broker/faults/${added.json().id}`);
  });

  it('reorders delivery on a filter: each message swaps with the next', async () => {
    const added = await sim.request('POST', '/__sim/devices/broker/faults', {
      body: { kind: 'reorder', topic: 'lab/order', seconds: 300 },
    });
    await publisher.publishAsync('lab/order', 'first', { qos: 1 });
    await publisher.publishAsync('lab/order', 'second', { qos: 1 });
    const first = await got('lab/order', 'first');
    const second = await got('lab/order', 'second');
    expect(subscriber.messages.indexOf(second)).toBeLessThan(subscriber.messages.indexOf(first));
    const status = (await sim.get('/__sim/devices/broker')).json();
    expect(status.faults).toEqual([expect.objectContaining({ kind: 'reorder', applied: 2 })]);
    await sim.request('DELETE', `/__sim/devices/broker/faults/${added.json().id}`);
  });

  it('refuses a bad filter or duration (400) and answers 409 without an embedded broker', async () => {
    const bad = await sim.request('POST', '/__sim/devices/broker/faults', {
      body: { kind: 'pause', topic: 'lab/#/x', seconds: 5 },
    });
    expect(bad.statusCode).toBe(400);
    const long = await sim.request('POST', '/__sim/devices/broker/faults', {
      body: { kind: 'pause', topic: 'lab/#', seconds: 301 },
    });
    expect(long.statusCode).toBe(400);
    const bare = buildApp({ dbPath: ':memory:' });
    const res = await new SimClient(bare).request('POST', '/__sim/devices/broker/restart', { body: {} });
    expect(res.statusCode).toBe(409);
    expect((await new SimClient(bare).get('/__sim/devices/broker')).json()).toMatchObject({
      available: false,
    });
    await bare.close();
  });
});
