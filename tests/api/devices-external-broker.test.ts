import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../simulator/app';
import { generate } from '../../simulator/devices/tools/generate';
import { Replay } from '../../simulator/devices/tools/replay';
import { DEMO_DOCUMENTS } from '../../simulator/seed/demo/companies';
import type { LightStateData, RouteConfirmedData } from '../../src/domain/devices';
import { dataOf, eventually, MqttProbe } from './devices-support';

// MQTT_URL: every part (platform, emulators, replay) works against an external broker — proven
// here against Debian's Mosquitto (apt package `mosquitto`), started by the test when installed.
const MOSQUITTO = ['/usr/sbin/mosquitto', '/usr/bin/mosquitto', '/usr/local/sbin/mosquitto'].find((p) =>
  existsSync(p),
);
const skipNote = MOSQUITTO ? '' : ' — SKIPPED: mosquitto is not installed (apt-get install mosquitto)';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

let mosquitto: ChildProcess | null = null;
let app: FastifyInstance | null = null;
let url = '';

beforeAll(async () => {
  if (!MOSQUITTO) {
    console.warn(`devices-external-broker${skipNote}`);
    return;
  }
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'mosquitto-'));
  const conf = join(dir, 'mosquitto.conf');
  writeFileSync(conf, `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence false\n`);
  mosquitto = spawn(MOSQUITTO, ['-c', conf], { stdio: 'ignore' });
  url = `mqtt://127.0.0.1:${port}`;
  await eventually(
    async () => {
      const probe = await MqttProbe.connect(url, ['$SYS/none']).catch(() => null);
      await probe?.close();
      return probe !== null;
    },
    10_000,
    'mosquitto listening',
  );
  app = buildApp({ dbPath: ':memory:', devices: { url, session: 'devices-mosquitto', idleFlushMs: 1000 } });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  mosquitto?.kill('SIGTERM');
});

describe.skipIf(!MOSQUITTO)(`external broker (MQTT_URL) against Mosquitto${skipNote}`, () => {
  const P = DEMO_DOCUMENTS.principal;

  it('emulators keep retained states there and answer commands', async () => {
    const probe = await MqttProbe.connect(url);
    const retained = await probe.waitFor((m) => m.topic === `wh/${P}/light/L-A-01/state`);
    expect(retained.retain).toBe(true);
    await probe.publish(`wh/${P}/light/L-A-01/cmd/on`, { quantity: 7, color: 'yellow' });
    const on = await probe.waitFor(
      (m) => m.topic === `wh/${P}/light/L-A-01/state` && dataOf<LightStateData>(m).on === true,
    );
    expect(on.envelope?.data).toMatchObject({ color: 'yellow', quantity: 7 });
    await probe.close();
  });

  it('a replay at speed 50 through Mosquitto gives the expected passes and the confirmation', async () => {
    const { lines } = await generate({ portals: 2, tags: 20, rate: 40, seed: 31 });
    const probe = await MqttProbe.connect(url, [`wh/${P}/portal/+/evt/route-confirmed`]);
    const report = await new Replay({ url, lines, speed: 50, settleMs: 1500 }).run();
    expect(report.reads.lost).toBe(0);
    expect(report.passes.arrived).toBe(report.passes.expected);
    expect(report.ok).toBe(true);
    const confirmed = await probe.waitFor(() => true);
    expect(dataOf<RouteConfirmedData>(confirmed).routeCode).toBe('ROT-000001');
    await probe.close();
  });
});
