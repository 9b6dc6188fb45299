import { connect, connectAsync } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedBroker, startBroker } from '../../../simulator/devices/broker';
import { eventually, MqttProbe } from '../../api/devices-support';

// The embedded broker's seams (simulator/devices/broker.ts): onPublish for a journal, the publish
// gate for faults, and a restart that keeps retained messages and persistent sessions.
let broker: EmbeddedBroker;
beforeAll(async () => {
  broker = await startBroker({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await broker.close();
});

describe('embedded broker', () => {
  it('reports every client publish to onPublish listeners', async () => {
    const seen: Array<{ topic: string; client: string | undefined }> = [];
    const off = broker.onPublish((packet, client) => seen.push({ topic: packet.topic, client: client?.id }));
    const client = await connectAsync(broker.url, { clientId: 'journal-test' });
    await client.publishAsync('wh/1/light/L1/evt/x', 'a', { qos: 1 });
    await eventually(() => seen.some((s) => s.topic === 'wh/1/light/L1/evt/x'));
    expect(seen.find((s) => s.topic === 'wh/1/light/L1/evt/x')?.client).toBe('journal-test');
    off();
    await client.endAsync();
  });

  it('a gate drops (publisher still acked) or delays messages by topic', async () => {
    const probe = await MqttProbe.connect(broker.url, ['gate/#']);
    broker.setPublishGate((packet) =>
      packet.topic === 'gate/drop' ? { drop: true } : packet.topic === 'gate/slow' ? { delayMs: 300 } : null,
    );
    const client = await connectAsync(broker.url);
    await client.publishAsync('gate/drop', 'x', { qos: 1 }); // resolves: the PUBACK came
    const started = Date.now();
    await client.publishAsync('gate/slow', 'y', { qos: 1 });
    await probe.waitFor((m) => m.topic === 'gate/slow');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    await client.publishAsync('gate/fast', 'z', { qos: 1 });
    await probe.waitFor((m) => m.topic === 'gate/fast');
    expect(probe.count((m) => m.topic === 'gate/drop')).toBe(0);
    broker.setPublishGate(null);
    await client.endAsync();
    await probe.close();
  });

  it('restarts on the same port keeping retained messages and queued QoS 1 messages', async () => {
    const publisher = await connectAsync(broker.url, { clientId: 'restart-pub' });
    await publisher.publishAsync('keep/state', 'retained', { qos: 1, retain: true });
    const offline = await connectAsync(broker.url, { clientId: 'restart-sub', clean: false });
    await offline.subscribeAsync('keep/evt', { qos: 1 });
    await offline.endAsync();
    const port = broker.port;
    await broker.restart();
    expect(broker.port).toBe(port);
    await eventually(() => publisher.connected, 5000, 'publisher reconnected');
    await publisher.publishAsync('keep/evt', 'queued', { qos: 1 });
    // the persistent session comes back and gets what was queued for it
    const back = connect(broker.url, { clientId: 'restart-sub', clean: false });
    const got: string[] = [];
    back.on('message', (topic, payload) => got.push(`${topic}=${payload}`));
    await eventually(() => got.includes('keep/evt=queued'), 5000, 'queued message');
    const late = await MqttProbe.connect(broker.url, ['keep/state']);
    expect((await late.waitFor(() => true)).raw.toString()).toBe('retained');
    await late.close();
    await back.endAsync();
    await publisher.endAsync();
  });
});
