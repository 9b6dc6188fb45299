import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectAsync, type MqttClient } from 'mqtt';
import {
  type CountData,
  commandTopic,
  type Envelope,
  EVENTS,
  eventTopic,
  type PassData,
  SCHEMAS,
} from '../src/domain/devices';
import { percentile, readEnvelope, startTargets } from './devices';

// npm run bench — the fleet figure (issue 32 "Scale"): the largest fleet the simulator's device
// side carries on this machine with read → console update p95 under 20 ms, on the embedded broker
// and through an external Mosquitto (as with MQTT_URL). A fleet grows by docks; one dock is what
// the device layout puts at a dock door, at the rates the emulators document:
// - 1 RFID portal, a tag always in its field, reported every 250 ms (4 reads/s; a new tag every
//   1.5 s, the portal emulator's default dwell), each read checked and turned into passes;
// - 1 smart counter counting once a second (each count an activity row in the store);
// - 4 pick-to-light lights, each sent a command every 10 s by the console (ack + retained state).
// Each device is a stored device of the console's session (emulators started, events checked
// against it) and its own MQTT connection. A probe portal reads a new tag every 50 ms; the figure
// is the time from its publish to the pass reaching a console client subscribed to the company's
// feed (over /mqtt WebSocket on the embedded broker, over TCP on Mosquitto).

const COMPANY = '11222333000181';
const DOCKS = (process.env.BENCH_FLEET_DOCKS ?? '5,10,20,40,80,120,160,240,320,480,640')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const STEP_SECONDS = Number(process.env.BENCH_FLEET_SECONDS ?? 5);
const GOAL_P95_MS = 20;
const LIGHTS_PER_DOCK = 4;

export interface FleetDevice {
  id: string;
  type: 'portal' | 'counter' | 'light';
  deviceName: string;
  deviceIP?: string;
}

const dockDevices = (dock: number): FleetDevice[] => {
  const n = String(dock).padStart(4, '0');
  return [
    { id: `FLEET-P-${n}`, type: 'portal', deviceName: `FLEET-P-${n}` },
    {
      id: `FLEET-C-${n}`,
      type: 'counter',
      deviceName: `FLEET-C-${n}`,
      deviceIP: `10.9.${dock >> 8}.${dock & 255}`,
    },
    ...Array.from({ length: LIGHTS_PER_DOCK }, (_, i) => ({
      id: `FLEET-L-${n}-${i}`,
      type: 'light' as const,
      deviceName: `FLEET-L-${n}-${i}`,
    })),
  ];
};

const envelope = <D>(schema: string, deviceId: string, seq: number, data: D): Envelope<D> => ({
  schema,
  deviceId,
  runId: 'fleet',
  seq,
  ts: new Date().toISOString(),
  correlationId: null,
  data,
});

/** One dock's traffic: its portal's and counter's own connections, its lights commanded by the
 * console. Answers a stop. */
async function runDock(url: string, dock: number, console_: MqttClient): Promise<() => Promise<void>> {
  const [portal, counter, ...lights] = dockDevices(dock);
  const portalClient = await connectAsync(url, { clientId: `fleet-${portal.id}` });
  const counterClient = await connectAsync(url, { clientId: `fleet-${counter.id}` });
  let seq = 0;
  let counted = 0;
  const timers: NodeJS.Timeout[] = [];
  // spread the docks' ticks so a step is not one burst every 250 ms
  const offset = (dock * 37) % 250;
  timers.push(
    setTimeout(() => {
      timers.push(
        setInterval(() => {
          seq += 1;
          const tag = Math.floor(seq / 6); // 6 reports of 250 ms: a 1.5 s dwell
          const epc = `3034F1${String(dock).padStart(6, '0')}${String(tag).padStart(12, '0')}`;
          portalClient.publish(
            eventTopic(COMPANY, 'portal', portal.id, EVENTS.read),
            JSON.stringify(readEnvelope(seq, epc, Date.now(), portal.id)),
          );
        }, 250),
        setInterval(() => {
          counted += 1;
          const data: CountData = {
            deviceName: counter.deviceName,
            deviceIP: counter.deviceIP ?? '',
            counter: counted,
            increment: 1,
          };
          counterClient.publish(
            eventTopic(COMPANY, 'counter', counter.id, EVENTS.count),
            JSON.stringify(envelope(SCHEMAS.count, counter.id, counted, data)),
          );
        }, 1000),
        ...lights.map((light, i) =>
          setInterval(
            () =>
              console_.publish(
                commandTopic(COMPANY, 'light', light.id, counted % 2 ? 'on' : 'off'),
                JSON.stringify(
                  envelope(SCHEMAS.command, light.id, counted, { quantity: 1 + (i % 3), color: 'green' }),
                ),
              ),
            10_000,
          ),
        ),
      );
    }, offset),
  );
  return async () => {
    for (const t of timers) clearInterval(t);
    await Promise.all([portalClient.endAsync(), counterClient.endAsync()]);
  };
}

// the probe's envelope sequence runs on across probes: the platform drops a (runId, seq) it has
// seen as a redelivery
let probeSeq = 0;

/** Probe reads (a new tag each, so each makes an arrival) and their passes at the console. */
async function probe(url: string, console_: MqttClient, seconds: number) {
  const device = await connectAsync(url, { clientId: 'fleet-probe' });
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const onPass = (topic: string, payload: Buffer) => {
    if (!topic.endsWith(`/PROBE-01/evt/${EVENTS.pass}`)) return;
    const pass = (JSON.parse(payload.toString()) as Envelope<PassData>).data;
    const at = sentAt.get(pass.epcHex);
    if (pass.direction === 'arrived' && at !== undefined) {
      latencies.push(performance.now() - at);
      sentAt.delete(pass.epcHex);
    }
  };
  console_.on('message', onPass);
  const samples = Math.round((seconds * 1000) / 50);
  const base = Date.now();
  for (let i = 1; i <= samples; i++) {
    const epc = `3034BE${String(base % 1e8).padStart(8, '0')}${String(i).padStart(10, '0')}`;
    sentAt.set(epc, performance.now());
    probeSeq += 1;
    device.publish(
      eventTopic(COMPANY, 'portal', 'PROBE-01', EVENTS.read),
      JSON.stringify(readEnvelope(probeSeq, epc, Date.now(), 'PROBE-01')),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  console_.off('message', onPass);
  await device.endAsync();
  const sorted = latencies.sort((a, b) => a - b);
  return { samples, received: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

async function fleetOn(label: string, kind: 'simulator' | 'external', externalUrl?: string) {
  const { targets, stop, ask } = await startTargets(kind, externalUrl);
  const console_ = targets.wsUrl
    ? await connectAsync(targets.wsUrl, {
        clientId: 'fleet-console',
        username: 'token',
        password: targets.token ?? '',
      })
    : await connectAsync(targets.mqttUrl, { clientId: 'fleet-console' });
  await console_.subscribeAsync(`wh/${COMPANY}/+/+/evt/#`, { qos: 0 });
  await console_.subscribeAsync(`wh/${COMPANY}/+/+/state`, { qos: 0 });
  await ask({ fleet: [{ id: 'PROBE-01', type: 'portal', deviceName: 'PROBE-01' }] });
  await probe(targets.mqttUrl, console_, 1); // warm-up: the platform's first passes, JIT
  const stops: Array<() => Promise<void>> = [];
  let largest = 0;
  console.log(
    `\ndevices: fleet on ${label} — docks of 1 portal (4 reads/s), 1 counter (1/s), 4 lights (a command / 10 s); probe p95 goal < ${GOAL_P95_MS} ms`,
  );
  try {
    for (const docks of DOCKS) {
      const adding = Array.from({ length: docks - stops.length }, (_, i) => stops.length + i + 1);
      await ask({ fleet: adding.flatMap(dockDevices) });
      for (const dock of adding) stops.push(await runDock(targets.mqttUrl, dock, console_));
      await new Promise((resolve) => setTimeout(resolve, 2000)); // the new docks connect and settle
      // a step over the goal is measured once more (a shared machine's spike is not the fleet's)
      let r = await probe(targets.mqttUrl, console_, STEP_SECONDS);
      const passes = (x: typeof r) => x.p95 < GOAL_P95_MS && x.samples - x.received <= x.samples * 0.01;
      if (!passes(r)) r = await probe(targets.mqttUrl, console_, STEP_SECONDS);
      const ok = passes(r);
      const rate = docks * (4 + 1 + LIGHTS_PER_DOCK / 10);
      console.log(
        `  ${String(docks).padStart(4)} docks (${docks * (2 + LIGHTS_PER_DOCK)} devices, ~${rate.toFixed(0)} msgs/s in): p50 ${r.p50?.toFixed(1)} ms  p95 ${r.p95?.toFixed(1)} ms  (${r.received}/${r.samples} passes) ${ok ? 'OK' : 'OVER'}`,
      );
      if (!ok) break;
      largest = docks;
    }
  } finally {
    await Promise.all(stops.map((s) => s()));
    await console_.endAsync();
    await stop();
  }
  console.log(
    `  largest fleet under the goal on ${label}: ${largest} docks (${largest * (2 + LIGHTS_PER_DOCK)} devices)`,
  );
}

/** A Mosquitto of our own on a free port, anonymous on localhost (a lab), when it is installed. */
async function startMosquitto(): Promise<{ url: string; process: ChildProcess } | null> {
  if (spawnSync('which', ['mosquitto']).status !== 0) return null;
  const port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
  const dir = mkdtempSync(join(tmpdir(), 'bench-mosquitto-'));
  const conf = join(dir, 'mosquitto.conf');
  writeFileSync(
    conf,
    `listener ${port} 127.0.0.1\nallow_anonymous true\nmax_queued_messages 100000\nset_tcp_nodelay true\n`,
  );
  const child = spawn('mosquitto', ['-c', conf], { stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { url: `mqtt://127.0.0.1:${port}`, process: child };
}

export async function fleetBench(): Promise<void> {
  await fleetOn('the embedded broker (aedes)', 'simulator');
  const external = process.env.BENCH_MQTT_URL
    ? { url: process.env.BENCH_MQTT_URL, process: null }
    : await startMosquitto();
  if (!external) {
    console.log('\ndevices: fleet through Mosquitto skipped — no `mosquitto` here and no BENCH_MQTT_URL');
    return;
  }
  try {
    await fleetOn(`Mosquitto (${external.url})`, 'external', external.url);
  } finally {
    external.process?.kill();
  }
}
