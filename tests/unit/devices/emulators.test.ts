import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedBroker, startBroker } from '../../../simulator/devices/broker';
import { CounterEmulator } from '../../../simulator/devices/emulators/counter';
import { LightEmulator } from '../../../simulator/devices/emulators/light';
import { PortalEmulator } from '../../../simulator/devices/emulators/portal';
import type { AckData, CountData, LightStateData, TagRead } from '../../../src/domain/devices';
import { detectPasses } from '../../../src/domain/devices-portal';
import { dataOf, eventually, MqttProbe } from '../../api/devices-support';

// The emulators against a real (embedded) broker on a free port: retained state, last will,
// commands and acks, events (DESIGN §6).
const COMPANY = '11222333000181';
let broker: EmbeddedBroker;
let probe: MqttProbe;
const context = () => ({ url: broker.url, now: () => new Date() });

beforeAll(async () => {
  broker = await startBroker({ port: 0, host: '127.0.0.1' });
  probe = await MqttProbe.connect(broker.url);
});
afterAll(async () => {
  await probe.close();
  await broker.close();
});

const stateOf = (id: string) => (m: MqttProbe['messages'][number]) =>
  m.topic === `wh/${COMPANY}/light/${id}/state`;

describe('LightEmulator', () => {
  it('publishes a retained online state when it connects', async () => {
    const light = new LightEmulator(
      COMPANY,
      'L-T-1',
      { street: 'A', position: 1, controller: 'C1' },
      context(),
    );
    await light.start();
    const state = await probe.waitFor(stateOf('L-T-1'));
    expect(state.envelope).toMatchObject({
      schema: 'wh.state/1',
      deviceId: 'L-T-1',
      seq: 1,
      data: { status: 'online', on: false, street: 'A', position: 1, controller: 'C1' },
    });
    // retained: a late subscriber gets it at once
    const late = await MqttProbe.connect(broker.url, [`wh/${COMPANY}/light/L-T-1/state`]);
    expect((await late.waitFor(() => true)).retain).toBe(true);
    await late.close();
    await light.stop();
  });

  it('turns on with quantity and colour, acks, and confirms with the button', async () => {
    const light = new LightEmulator(
      COMPANY,
      'L-T-2',
      { street: 'A', position: 2, controller: 'C1' },
      context(),
    );
    await light.start();
    await probe.publish(`wh/${COMPANY}/light/L-T-2/cmd/on`, { quantity: 3, color: 'green' });
    const ack = await probe.waitFor((m) => m.topic === `wh/${COMPANY}/light/L-T-2/ack`);
    expect(dataOf<AckData>(ack)).toEqual({ command: 'on', ok: true });
    const on = await probe.waitFor((m) => stateOf('L-T-2')(m) && dataOf<LightStateData>(m).on);
    expect(on.envelope?.data).toMatchObject({ on: true, color: 'green', quantity: 3 });
    expect(light.isOn).toBe(true);

    await probe.publish(`wh/${COMPANY}/light/L-T-2/cmd/press`, {});
    const confirm = await probe.waitFor((m) => m.topic === `wh/${COMPANY}/light/L-T-2/evt/confirm`);
    expect(confirm.envelope?.data).toEqual({ quantity: 3, street: 'A', position: 2 });
    expect(light.isOn).toBe(false);
    await light.stop();
  });

  it('refuses a bad command in its ack', async () => {
    const light = new LightEmulator(
      COMPANY,
      'L-T-3',
      { street: 'A', position: 3, controller: 'C1' },
      context(),
    );
    await light.start();
    await probe.publish(`wh/${COMPANY}/light/L-T-3/cmd/on`, { quantity: 1, color: 'purple' });
    await probe.publish(`wh/${COMPANY}/light/L-T-3/cmd/dance`, {});
    const acks = async () => {
      await probe.waitFor((m) => m.topic.endsWith('L-T-3/ack') && dataOf<AckData>(m).command === 'dance');
      return probe.messages
        .filter((m) => m.topic.endsWith('L-T-3/ack'))
        .map((m) => m.envelope?.data as AckData);
    };
    const [bad, unknown] = await acks();
    expect(bad).toMatchObject({ command: 'on', ok: false, error: expect.stringMatching(/color/) });
    expect(unknown).toMatchObject({ command: 'dance', ok: false });
    expect(light.isOn).toBe(false);
    await light.stop();
  });

  it('leaves a retained offline state on a clean stop, and its will (lost) when it vanishes', async () => {
    const clean = new LightEmulator(
      COMPANY,
      'L-T-4',
      { street: 'A', position: 4, controller: 'C1' },
      context(),
    );
    await clean.start();
    await clean.stop();
    await probe.waitFor((m) => stateOf('L-T-4')(m) && dataOf<LightStateData>(m).status === 'offline');

    const dying = new LightEmulator(
      COMPANY,
      'L-T-5',
      { street: 'A', position: 5, controller: 'C1' },
      context(),
    );
    await dying.start();
    // the connection drops without a DISCONNECT: the broker publishes the will
    (
      dying as unknown as { client: { stream: { destroy(): void }; end(force: boolean): void } }
    ).client.stream.destroy();
    const lost = await probe.waitFor(
      (m) => stateOf('L-T-5')(m) && dataOf<LightStateData>(m).status === 'lost',
    );
    expect(lost.envelope).toMatchObject({ deviceId: 'L-T-5', seq: 0 });
    await dying.stop();
  });
});

describe('PortalEmulator', () => {
  it('reports a tag crossing as LLRP-like reads that make one pass', async () => {
    const portal = new PortalEmulator(
      COMPANY,
      'P-T-1',
      { dock: 'D1', readRateHz: 20, dedupWindowMs: 200 },
      context(),
    );
    await portal.start();
    const reports = await portal.simulatePass('3034aa00000000000000bb01', 900, 2);
    const readsOf = () => probe.messages.filter((m) => m.topic === `wh/${COMPANY}/portal/P-T-1/evt/read`);
    await eventually(() => readsOf().length === reports, 3000, 'every report delivered');
    const reads = readsOf().map((m) => m.envelope?.data as TagRead);
    expect(reports).toBeGreaterThanOrEqual(4);
    expect(reads[0]).toMatchObject({ epcHex: '3034AA00000000000000BB01', antennaPort: 2, seenCount: 1 });
    for (const r of reads) {
      expect(r.peakRssiCdbm).toBeLessThan(0);
      expect(Date.parse(r.lastSeen)).toBeGreaterThanOrEqual(Date.parse(r.firstSeen));
    }
    // sightings: about readRate × duration
    const seen = reads.reduce((n, r) => n + r.seenCount, 0);
    expect(seen).toBeGreaterThanOrEqual(12);
    expect(seen).toBeLessThanOrEqual(24);
    const passes = detectPasses(reads.map((read) => ({ portal: 'P-T-1', read })));
    expect(passes.map((p) => p.event.direction)).toEqual(['arrived', 'departed']);
    await portal.stop();
  });

  it('plays a pass on command, retaining its read rate and dedup window in its state', async () => {
    const portal = new PortalEmulator(
      COMPANY,
      'P-T-2',
      { dock: 'D2', readRateHz: 10, dedupWindowMs: 300 },
      context(),
    );
    await portal.start();
    const state = await probe.waitFor((m) => m.topic === `wh/${COMPANY}/portal/P-T-2/state`);
    expect(state.envelope?.data).toMatchObject({
      status: 'online',
      dock: 'D2',
      readRateHz: 10,
      dedupWindowMs: 300,
    });
    await probe.publish(`wh/${COMPANY}/portal/P-T-2/cmd/pass`, { epcHex: 'ABCD0001', durationMs: 300 });
    await probe.waitFor((m) => m.topic === `wh/${COMPANY}/portal/P-T-2/ack`);
    const read = await probe.waitFor((m) => m.topic === `wh/${COMPANY}/portal/P-T-2/evt/read`);
    expect(dataOf<TagRead>(read).epcHex).toBe('ABCD0001');
    await portal.stop();
  });
});

describe('CounterEmulator', () => {
  it('publishes count events with device name, IP and running total', async () => {
    const counter = new CounterEmulator(
      COMPANY,
      'C-T-1',
      { deviceName: 'Contador 1', deviceIP: '10.0.0.9' },
      context(),
      40,
    );
    await counter.start();
    await counter.count(2);
    await probe.publish(`wh/${COMPANY}/counter/C-T-1/cmd/count`, { increment: 3 });
    await probe.waitFor((m) => m.topic.endsWith('C-T-1/evt/count') && dataOf<CountData>(m).counter === 45);
    const counts = probe.messages
      .filter((m) => m.topic.endsWith('C-T-1/evt/count'))
      .map((m) => m.envelope?.data);
    expect(counts).toEqual([
      { deviceName: 'Contador 1', deviceIP: '10.0.0.9', counter: 42, increment: 2 },
      { deviceName: 'Contador 1', deviceIP: '10.0.0.9', counter: 45, increment: 3 },
    ]);
    // seq grows within the run: a receiver deduplicates by (runId, seq)
    const seqs = probe.messages
      .filter((m) => m.envelope?.deviceId === 'C-T-1')
      .map((m) => m.envelope?.seq ?? 0);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    await counter.stop();
  });
});
