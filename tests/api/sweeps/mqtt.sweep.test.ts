import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../simulator/app';
import { startBroker } from '../../../simulator/devices/broker';
import { DEMO_DOCUMENTS } from '../../../simulator/seed/demo/companies';
import { companyFeedTopics } from '../../../src/domain/devices';
import { MqttProbe } from '../devices-support';
import { SimClient } from '../sim-client';
import { refusedTokens } from './sweep-support';

// Device topics and MQTT over WebSocket (issue 18 "a client of company A cannot subscribe to
// wh/{B}/#"; doc 1 §6): a WebSocket client connects with an access token as its password, and
// subscribes and publishes only under the companies its user may view. Absence of a message is
// shown without waiting: a sentinel published after it arrives, and MQTT keeps one publisher's
// order to one subscriber.
const P = DEMO_DOCUMENTS.principal;
const broker = await startBroker({ port: 0, host: '127.0.0.1' });
const app = buildApp({ dbPath: ':memory:', mqttBroker: () => broker.broker });
let wsUrl = '';
const clients: MqttClient[] = [];
const sim = new SimClient(app);

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  wsUrl = `ws://127.0.0.1:${address.port}/mqtt`;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await app.close();
  await broker.close();
});

async function webSocketClient(token: string | undefined): Promise<MqttClient> {
  const client = await connectAsync(wsUrl, {
    clientId: `sweep-${Math.random().toString(16).slice(2)}`,
    reconnectPeriod: 0,
    ...(token === undefined ? {} : { username: 'token', password: token }),
  });
  clients.push(client);
  return client;
}

/** The QoS granted to each filter (128: refused; mqtt.js rejects a SUBACK holding one). */
async function granted(client: MqttClient, filters: string[]): Promise<number[]> {
  try {
    return (await client.subscribeAsync(filters, { qos: 1 })).map((g) => g.qos);
  } catch (error) {
    const codes = (error as { packet?: { granted?: number[] } }).packet?.granted;
    if (!codes) throw error;
    return codes;
  }
}

describe('MQTT over WebSocket: tokens', () => {
  it('refuses a connection without a valid access token (CONNACK 4), like the API answers 401', async () => {
    const tokens = refusedTokens(sim, await sim.login('admin'));
    for (const [name, token] of Object.entries(tokens))
      await expect(webSocketClient(token), name).rejects.toThrow(/Bad username or password/);
  });

  it('the TCP port (devices, device platform) asks nothing', async () => {
    const probe = await MqttProbe.connect(broker.url, [`wh/${P}/#`]);
    await probe.close();
  });
});

describe('MQTT over WebSocket: the companies a user may view', () => {
  it("the outsider may subscribe to its own company's topics and to nothing of another company's", async () => {
    const client = await webSocketClient(await sim.login('outsider'));
    expect(await granted(client, companyFeedTopics(DEMO_DOCUMENTS.outsider))).toEqual([1, 1]);
    const others = [
      `wh/${P}/#`,
      ...companyFeedTopics(DEMO_DOCUMENTS.subsidiary1),
      '#',
      'wh/#',
      'wh/+/+/+/state',
      '+/+/#',
      `$SYS/#`,
    ];
    expect(await granted(client, others)).toEqual(others.map(() => 128));
  });

  it("a parent's admin reaches its subsidiaries; a subsidiary's never its parent (doc 1 §6)", async () => {
    const admin = await webSocketClient(await sim.login('admin'));
    const group = [P, DEMO_DOCUMENTS.subsidiary1, DEMO_DOCUMENTS.subsidiary2].map((d) => `wh/${d}/#`);
    expect(await granted(admin, [...group, `wh/${DEMO_DOCUMENTS.outsider}/#`])).toEqual([1, 1, 1, 128]);
  });

  it("receives nothing of another company's, even retained states", async () => {
    const device = await MqttProbe.connect(broker.url, [`wh/${P}/light/L-A-01/ack`]);
    await device.publish(`wh/${P}/light/L-A-01/state`, { data: { status: 'online' } }, true);
    const outsider = await webSocketClient(await sim.login('outsider'));
    const received: string[] = [];
    const sentinel = `wh/${DEMO_DOCUMENTS.outsider}/light/SENTINEL/state`;
    const sentinelSeen = new Promise<void>((resolve) =>
      outsider.on('message', (topic) => {
        received.push(topic);
        if (topic === sentinel) resolve();
      }),
    );
    expect(await granted(outsider, [`wh/${P}/#`, `wh/${DEMO_DOCUMENTS.outsider}/#`])).toEqual([128, 1]);
    await device.publish(`wh/${P}/portal/PORTAL-01/evt/read`, { data: {} });
    await device.publish(sentinel, { data: { status: 'online' } });
    await sentinelSeen;
    expect(received).toEqual([sentinel]);
    await device.close();
  });

  it("may not publish to another company's devices: the client is disconnected, nothing is delivered", async () => {
    const watcher = await MqttProbe.connect(broker.url, ['wh/#']);
    const outsider = await webSocketClient(await sim.login('outsider'));
    const closed = new Promise<void>((resolve) => outsider.once('close', () => resolve()));
    const command = `wh/${P}/light/L-A-01/cmd/on`;
    outsider.publish(command, JSON.stringify({ quantity: 1, color: 'red' }), { qos: 1 });
    await closed;
    const sentinel = `wh/${P}/light/SENTINEL/state`;
    await watcher.publish(sentinel, { data: { status: 'online' } });
    await watcher.waitFor((m) => m.topic === sentinel);
    expect(watcher.count((m) => m.topic === command)).toBe(0);
    await watcher.close();
  });
});
