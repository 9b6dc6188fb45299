import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type Socket, connect as tcpConnect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { connectAsync } from 'mqtt';
import {
  type Envelope,
  EVENTS,
  eventTopic,
  type PassData,
  SCHEMAS,
  type TagRead,
} from '../src/domain/devices';
import type { DeviceTargets } from './devices-targets';

// npm run bench — devices (DESIGN §6, issue "devices over MQTT"):
// 1. reads per second through the embedded broker to one subscriber at QoS 0 (goal ≥ 50 000/s);
// 2. read → console update latency: a portal read published over MQTT TCP, turned into a pass
//    by the simulator's platform, received by a console-like client over MQTT-over-WebSocket at
//    /mqtt; p50/p95/max (goal p95 < 100 ms). The browser then repaints one light or feed line
//    (one frame, ~16 ms, not measured here).

const PRINCIPAL = '11222333000181';
const READS = Number(process.env.BENCH_DEVICE_READS ?? 200_000);
const LATENCY_SAMPLES = Number(process.env.BENCH_DEVICE_SAMPLES ?? 400);

export async function startTargets(kind: 'broker' | 'simulator' | 'external', externalUrl?: string) {
  const entry = fileURLToPath(new URL('./devices-targets.ts', import.meta.url));
  const args = ['--import', 'tsx', entry, kind, ...(externalUrl ? [externalUrl] : [])];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const targets = await new Promise<DeviceTargets>((resolve, reject) => {
    child.once('message', (m) => resolve(m as DeviceTargets));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench target exited (${code})`)));
  });
  const stop = async () => {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  /** sends a message and waits for the child's next answer */
  const ask = (message: unknown) =>
    new Promise<unknown>((resolve) => {
      child.once('message', resolve);
      child.send(message as never);
    });
  return { targets, stop, ask, pid: child.pid ?? 0 };
}

/** CPU seconds (user + system) a process has used; null where /proc is not there. */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100/s)
  } catch {
    return null;
  }
}

export const readEnvelope = (
  seq: number,
  epcHex: string,
  at = Date.now(),
  deviceId = 'PORTAL-01',
): Envelope<TagRead> => ({
  schema: SCHEMAS.read,
  deviceId,
  runId: 'bench',
  seq,
  ts: new Date(at).toISOString(),
  correlationId: null,
  data: {
    epcHex,
    antennaPort: 1,
    peakRssiCdbm: -5200,
    firstSeen: new Date(at).toISOString(),
    lastSeen: new Date(at).toISOString(),
    seenCount: 3,
  },
});

// ---- a lean publisher: pre-encoded MQTT 3.1.1 packets on a raw socket --------------------------
// The measure is the broker's: a reader gateway that writes its reads in bulk stands in for the
// devices, so mqtt.js's per-call cost on the sending side does not cap the figure.

const varint = (n: number) => {
  const out: number[] = [];
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    out.push(byte);
  } while (n > 0);
  return Buffer.from(out);
};
const str = (s: string) => {
  const b = Buffer.from(s);
  return Buffer.concat([Buffer.from([b.length >> 8, b.length & 0xff]), b]);
};
const packet = (type: number, body: Buffer) =>
  Buffer.concat([Buffer.from([type]), varint(body.length), body]);
const connectPacket = (clientId: string) =>
  packet(0x10, Buffer.concat([str('MQTT'), Buffer.from([4, 0x02, 0, 60]), str(clientId)]));
const publishPacket = (topic: string, payload: Buffer) => packet(0x30, Buffer.concat([str(topic), payload]));

const subscribePacket = (filter: string) =>
  packet(0x82, Buffer.concat([Buffer.from([0, 1]), str(filter), Buffer.from([0])]));

async function rawClient(url: string, clientId: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  const socket = tcpConnect(Number(port), hostname);
  socket.setNoDelay(true);
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.write(connectPacket(clientId));
      socket.once('data', (d) =>
        d[0] === 0x20 && d[3] === 0 ? resolve() : reject(new Error('CONNACK refused')),
      );
    });
  });
  return socket;
}

/** A subscriber that counts PUBLISH frames without decoding them (the broker's own capacity). */
async function rawSubscriber(url: string, filter: string, onPublish: () => void): Promise<Socket> {
  const socket = await rawClient(url, 'bench-sub-raw');
  await new Promise<void>((resolve) => {
    socket.write(subscribePacket(filter));
    socket.once('data', () => resolve());
  });
  let pending: Buffer = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    const buf: Buffer = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    let at = 0;
    for (;;) {
      if (buf.length - at < 2) break;
      let length = 0;
      let multiplier = 1;
      let i = at + 1;
      let complete = false;
      while (i < buf.length) {
        const byte = buf[i++];
        length += (byte & 0x7f) * multiplier;
        multiplier *= 128;
        if ((byte & 0x80) === 0) {
          complete = true;
          break;
        }
      }
      if (!complete || i + length > buf.length) break;
      if ((buf[at] & 0xf0) === 0x30) onPublish();
      at = i + length;
    }
    pending = at < buf.length ? buf.subarray(at) : Buffer.alloc(0);
  });
  return socket;
}

/** Publishes `count` QoS 0 reads as fast as the socket takes them; one subscriber counts them
 * (`lean`: frames counted undecoded; otherwise an mqtt.js client decoding every message). */
async function throughput(url: string, count: number, lean: boolean) {
  const topic = eventTopic('00000000000000', 'portal', 'BENCH-01', EVENTS.read);
  let received = 0;
  let lastAt = 0;
  let resolveDone!: () => void;
  const done = new Promise<void>((resolve) => {
    resolveDone = resolve;
  });
  const onPublish = () => {
    received += 1;
    if (received === count) {
      lastAt = performance.now();
      resolveDone();
    }
  };
  let closeSubscriber: () => Promise<unknown>;
  if (lean) {
    const sub = await rawSubscriber(url, topic, onPublish);
    closeSubscriber = async () => sub.destroy();
  } else {
    const sub = await connectAsync(url, { clientId: 'bench-sub' });
    await sub.subscribeAsync(topic, { qos: 0 });
    sub.on('message', onPublish);
    closeSubscriber = () => sub.endAsync();
  }
  const publisher = await rawClient(url, 'bench-pub');
  const one = publishPacket(topic, Buffer.from(JSON.stringify(readEnvelope(1, '3034F0000000000000000001'))));
  const batch = Buffer.concat(Array.from({ length: 500 }, () => one));
  const started = performance.now();
  for (let sent = 0; sent < count; sent += 500) {
    const n = Math.min(500, count - sent);
    const ok = publisher.write(n === 500 ? batch : batch.subarray(0, one.length * n));
    if (!ok) await new Promise((resolve) => publisher.once('drain', resolve));
  }
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 60_000))]);
  publisher.end(Buffer.from([0xe0, 0]));
  await closeSubscriber();
  const seconds = ((lastAt || performance.now()) - started) / 1000;
  return { received, seconds, perSecond: received / seconds, bytes: one.length };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** One read at a time (50 a second, each a new tag: each makes a pass arrival). */
async function latency(mqttUrl: string, wsUrl: string, token: string, samples: number) {
  const topic = eventTopic(PRINCIPAL, 'portal', 'PORTAL-01', EVENTS.read);
  const consoleClient = await connectAsync(wsUrl, {
    clientId: 'bench-console',
    username: 'token',
    password: token,
  });
  await consoleClient.subscribeAsync(`wh/${PRINCIPAL}/+/+/evt/#`, { qos: 0 });
  const device = await connectAsync(mqttUrl, { clientId: 'bench-device' });
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  consoleClient.on('message', (t, payload) => {
    if (!t.endsWith(`/evt/${EVENTS.pass}`)) return;
    const pass = (JSON.parse(payload.toString()) as Envelope<PassData>).data;
    const at = sentAt.get(pass.epcHex);
    if (pass.direction === 'arrived' && at !== undefined) {
      latencies.push(performance.now() - at);
      sentAt.delete(pass.epcHex);
    }
  });
  for (let i = 1; i <= samples; i++) {
    const epc = `3034BE0000000000${String(i).padStart(8, '0')}`;
    sentAt.set(epc, performance.now());
    device.publish(topic, JSON.stringify(readEnvelope(i, epc)), { qos: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  await device.endAsync();
  await consoleClient.endAsync();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    lost: samples - sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export async function devicesBench(): Promise<void> {
  console.log(
    `\ndevices: reads through the embedded broker (aedes) to one subscriber, QoS 0, ${READS} reads`,
  );
  {
    const { targets, stop, pid } = await startTargets('broker');
    await throughput(targets.mqttUrl, Math.min(20_000, READS), true); // warm-up
    for (const lean of [true, false]) {
      const cpuBefore = cpuSeconds(pid);
      const r = await throughput(targets.mqttUrl, READS, lean);
      const cpu = cpuBefore === null ? null : (cpuSeconds(pid) ?? cpuBefore) - cpuBefore;
      const who = lean ? 'lean subscriber (frames counted)' : 'mqtt.js subscriber (decoded)    ';
      const goal = lean ? ` — goal ≥ 50000/s: ${r.perSecond >= 50_000 ? 'OK' : 'UNDER'}` : '';
      const perCpu = cpu
        ? `; broker CPU ${cpu.toFixed(2)} s = ${(r.received / cpu).toFixed(0)} reads per CPU-second`
        : '';
      console.log(
        `  ${who} ${r.perSecond.toFixed(0).padStart(8)} reads/s  (${r.received} of ${READS} in ${r.seconds.toFixed(2)} s, ${r.bytes} bytes each${perCpu})${goal}`,
      );
    }
    await stop();
  }
  console.log(
    `\ndevices: read → console update latency (MQTT TCP → platform pass → MQTT over WebSocket), ${LATENCY_SAMPLES} reads at 50/s`,
  );
  {
    const { targets, stop } = await startTargets('simulator');
    await new Promise((resolve) => setTimeout(resolve, 1500)); // emulators and platform connect
    const r = await latency(
      targets.mqttUrl,
      targets.wsUrl as string,
      targets.token as string,
      LATENCY_SAMPLES,
    );
    await stop();
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(
      `  p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  max ${ms(r.max)}  (${r.samples} passes, ${r.lost} missing) — goal p95 < 100 ms: ${r.p95 < 100 ? 'OK' : 'OVER'}`,
    );
  }
}
