import { buildApp } from '../simulator/app';
import { startBroker } from '../simulator/devices/broker';
import { DEMO_DOCUMENTS } from '../simulator/seed/demo/companies';

/**
 * Runs in a child process (`node --import tsx bench/devices-targets.ts <kind>`), so the load and
 * the broker do not share an event loop and the broker's own CPU time can be read. `<kind>`:
 * - `broker`: the embedded broker alone (reads per second through it);
 * - `simulator`: broker + simulator with its device platform and emulators, listening with MQTT
 *   over WebSocket at /mqtt like `npm start` (read → console latency).
 * Sends `{ mqttUrl, wsUrl, token }` to the parent; stops on the message 'stop'.
 */
export interface DeviceTargets {
  mqttUrl: string;
  wsUrl: string | null;
  /** an access token for /mqtt (its password: simulator/devices/mqtt-websocket.ts) */
  token: string | null;
}

const kind = process.argv[2] === 'simulator' ? 'simulator' : 'broker';
// a local lab: the raw bench clients connect without a user name (devices/broker-auth.ts)
const broker = await startBroker({ port: 0, host: '127.0.0.1', auth: { anonymous: true } });
let close = () => broker.close();
let wsUrl: string | null = null;
let token: string | null = null;
if (kind === 'simulator') {
  const app = buildApp({
    dbPath: ':memory:',
    mqttBroker: () => broker.broker,
    devices: { url: broker.url },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  wsUrl = `ws://127.0.0.1:${address.port}/mqtt`;
  token = app.signToken({ sub: 'usr-admin', type: 'ADMIN', companyDocument: DEMO_DOCUMENTS.principal });
  close = async () => {
    await app.close();
    await broker.close();
  };
}
process.send?.({ mqttUrl: broker.url, wsUrl, token } satisfies DeviceTargets);
process.on('message', async (message) => {
  if (message === 'stop') {
    await close();
    process.exit(0);
  }
});
