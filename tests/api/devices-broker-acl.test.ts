import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { connectAsync } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedBroker, startBroker } from '../../simulator/devices/broker';
import { DEMO_DOCUMENTS } from '../../simulator/seed/demo/companies';
import { stateTopic } from '../../src/domain/devices';
import { MqttProbe } from './devices-support';

// issue 32: a device's retained state is written by the simulator's devices only — on the TCP
// port too. Users and roles: simulator/devices/broker-auth.ts (README "Broker").
const P = DEMO_DOCUMENTS.principal;
const LIGHT_STATE = stateTopic(P, 'light', 'L-A-01');
const REAL_STATE = { schema: 'wh.state/1', data: { status: 'online', on: true, color: 'green' } };
let broker: EmbeddedBroker;
let lab: EmbeddedBroker;

beforeAll(async () => {
  broker = await startBroker({ port: 0, host: '127.0.0.1' });
  lab = await startBroker({ port: 0, host: '127.0.0.1', auth: { anonymous: true } });
  for (const b of [broker, lab]) {
    const device = await MqttProbe.connect(b.url, [LIGHT_STATE]);
    await device.publish(LIGHT_STATE, REAL_STATE, true);
    await device.close();
  }
});
afterAll(async () => {
  await broker?.close();
  await lab?.close();
});

const plain = (b: EmbeddedBroker) => `mqtt://127.0.0.1:${b.port}`;

/** The retained state a new subscriber is handed. */
async function retainedState(b: EmbeddedBroker): Promise<unknown> {
  const reader = await MqttProbe.connect(b.operatorUrl, [LIGHT_STATE]);
  const m = await reader.waitFor((x) => x.topic === LIGHT_STATE && x.retain, 5000, 'retained state');
  await reader.close();
  return JSON.parse(m.raw.toString());
}

/** Publishes a bogus state as `url`'s user and resolves once the broker closed the connection. */
async function refusedStateWrite(url: string): Promise<void> {
  const client = await connectAsync(url, { reconnectPeriod: 0 });
  const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
  client.publish(LIGHT_STATE, JSON.stringify({ bogus: true }), { qos: 1, retain: true });
  await closed;
  await client.endAsync(true);
}

describe('TCP users of the embedded broker (issue 32)', () => {
  it('refuses anonymous clients and wrong passwords with CONNACK 4 unless anonymous is switched on', async () => {
    await expect(connectAsync(plain(broker), { reconnectPeriod: 0 })).rejects.toMatchObject({ code: 4 });
    await expect(
      connectAsync(`mqtt://wh-operator:nope@127.0.0.1:${broker.port}`, { reconnectPeriod: 0 }),
    ).rejects.toMatchObject({ code: 4 });
    const anonymous = await connectAsync(plain(lab), { reconnectPeriod: 0 });
    expect(anonymous.connected).toBe(true);
    await anonymous.endAsync();
  });

  it('an operator publishing a retained state is disconnected; the device’s state stays', async () => {
    await refusedStateWrite(broker.operatorUrl);
    expect(await retainedState(broker)).toEqual(REAL_STATE);
  });

  it('an anonymous lab client may publish events but not a state', async () => {
    const probe = await MqttProbe.connect(broker.url, [`wh/${P}/light/L-A-01/cmd/#`]);
    const anonymous = await connectAsync(plain(lab), { reconnectPeriod: 0 });
    await anonymous.publishAsync(`wh/${P}/light/L-A-01/cmd/off`, '{}', { qos: 1 });
    await anonymous.endAsync();
    await refusedStateWrite(plain(lab));
    expect(await retainedState(lab)).toEqual(REAL_STATE);
    await probe.close();
  });

  it('the simulator’s device user may write it', async () => {
    const device = await MqttProbe.connect(broker.url, [LIGHT_STATE]);
    const next = { ...REAL_STATE, data: { ...REAL_STATE.data, on: false } };
    await device.publish(LIGHT_STATE, next, true);
    await device.close();
    expect(await retainedState(broker)).toEqual(next);
    const back = await MqttProbe.connect(broker.url, [LIGHT_STATE]);
    await back.publish(LIGHT_STATE, REAL_STATE, true);
    await back.close();
  });

  const mosquitto = spawnSync('which', ['mosquitto_pub']).status === 0;
  it.skipIf(!mosquitto)('Debian mosquitto_pub as the operator cannot overwrite a light’s state', async () => {
    const run = promisify(execFile);
    const args = ['-h', '127.0.0.1', '-p', String(broker.port), '-q', '1', '-r', '-t', LIGHT_STATE];
    const as = ['-u', 'wh-operator', '-P', 'wh-operator'];
    // refused: the broker closes the connection instead of acknowledging
    await expect(run('mosquitto_pub', [...args, ...as, '-m', '{"bogus":true}'])).rejects.toBeTruthy();
    // and without a user name it does not even connect
    await expect(run('mosquitto_pub', [...args, '-m', '{"bogus":true}'])).rejects.toBeTruthy();
    expect(await retainedState(broker)).toEqual(REAL_STATE);
    // an event as the operator is accepted
    await run('mosquitto_pub', [
      '-h',
      '127.0.0.1',
      '-p',
      String(broker.port),
      '-q',
      '1',
      ...as,
      '-t',
      `wh/${P}/light/L-A-01/cmd/off`,
      '-m',
      '{}',
    ]);
  });
});
