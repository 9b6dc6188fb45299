import { buildApp } from '../simulator/app';
import { startBroker } from '../simulator/devices/broker';
import { DEMO_DOCUMENTS } from '../simulator/seed/demo/companies';
import { newDevice } from '../simulator/store/devices.repo';
import { DEFAULT_SESSION } from '../simulator/store/registry';
import type { FleetDevice } from './devices-fleet';

/**
 * Runs in a child process (`node --import tsx bench/devices-targets.ts <kind>`), so the load and
 * the broker do not share an event loop and the broker's own CPU time can be read. `<kind>`:
 * - `broker`: the embedded broker alone (reads per second through it);
 * - `simulator`: broker + simulator with its device platform and emulators, listening with MQTT
 *   over WebSocket at /mqtt like `npm start` (read → console latency, the fleet figure);
 * - `external <url>`: the simulator on an external broker (the fleet figure through Mosquitto).
 * The message `{ fleet }` adds devices to the console's session (answered `{ fleetReady }`).
 * Sends `{ mqttUrl, wsUrl, token }` to the parent; stops on the message 'stop'.
 */
export interface DeviceTargets {
  mqttUrl: string;
  wsUrl: string | null;
  /** an access token for /mqtt (its password: simulator/devices/mqtt-websocket.ts) */
  token: string | null;
}

const kinds = ['broker', 'simulator', 'external'] as const;
const kind = kinds.find((k) => k === process.argv[2]) ?? 'broker';
// `external <url>`: the simulator's platform and emulators on another broker (Mosquitto), as
// with MQTT_URL; no embedded broker is started.
const externalUrl = kind === 'external' ? process.argv[3] : null;
// a local lab: the raw bench clients connect without a user name (devices/broker-auth.ts)
const broker = externalUrl
  ? null
  : await startBroker({ port: 0, host: '127.0.0.1', auth: { anonymous: true } });
const mqttUrl = externalUrl ?? (broker as NonNullable<typeof broker>).url;
let close = async () => {
  await broker?.close();
};
let wsUrl: string | null = null;
let token: string | null = null;
let app: ReturnType<typeof buildApp> | null = null;
if (kind !== 'broker') {
  const built = buildApp({
    dbPath: ':memory:',
    ...(broker ? { mqttBroker: () => broker.broker } : {}),
    devices: { url: mqttUrl },
  });
  app = built;
  await built.listen({ port: 0, host: '127.0.0.1' });
  const address = built.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  wsUrl = broker ? `ws://127.0.0.1:${address.port}/mqtt` : null;
  token = built.signToken({ sub: 'usr-admin', type: 'ADMIN', companyDocument: DEMO_DOCUMENTS.principal });
  close = async () => {
    await built.close();
    await broker?.close();
  };
}

/** Stores the fleet's devices (bench/devices-fleet.ts `fleetDevices`) in the console's session and
 * starts their emulators, as an import of the /devices screen would. */
async function addFleet(devices: FleetDevice[]) {
  if (!app) throw new Error('no simulator');
  const company = DEMO_DOCUMENTS.principal;
  app.stores.get(DEFAULT_SESSION).devices.upsertAll(devices.map((d) => newDevice(company, d)));
  await app.deviceRuntime?.sync();
}

process.send?.({ mqttUrl, wsUrl, token } satisfies DeviceTargets);
process.on('message', async (message: 'stop' | { fleet: FleetDevice[] }) => {
  if (message === 'stop') {
    await close();
    process.exit(0);
  }
  await addFleet(message.fleet);
  process.send?.({ fleetReady: message.fleet.length });
});
