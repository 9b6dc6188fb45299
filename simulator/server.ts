import { buildApp } from './app';
import { type EmbeddedBroker, startBroker } from './devices/broker';
import { journalBrokerTraffic } from './devices/broker-journal';
import { MQTT_WS_PATH } from './devices/mqtt-websocket';
import type { DevicePlatform } from './devices/platform';
import { consoleIsBuilt } from './plugins/console';
import { ackAfterStore } from './server/ack-after-store';
import { banner } from './server/banner';
import { configFromEnv, type ServerConfig } from './server/config';
import { DIST_DIR } from './server/paths';
import { startFailure } from './server/start-failure';
import { DEFAULT_SESSION } from './store/registry';

/** `npm start`: console, platform API, docs, control API and MQTT broker on one machine. */
async function main(config: ServerConfig) {
  // the broker's hooks reach the device platform of the app built next
  let platform: () => DevicePlatform | null = () => null;
  const broker: EmbeddedBroker | null = config.mqttUrl
    ? null
    : await startBroker({
        port: config.mqttPort,
        host: config.host,
        hooks: ackAfterStore(() => platform()),
        auth: config.mqttAuth,
      });

  const app = buildApp({
    dbPath: config.dbPath,
    seed: config.seed,
    size: config.size,
    logger: true,
    serveConsole: config.serveConsole,
    simControl: config.simControl,
    record: config.record,
    jwtSecret: config.jwtSecret,
    apiPrefix: config.apiPrefix,
    mqttBroker: broker ? () => broker.broker : undefined,
    // Device platform and emulators (simulator/devices): on the embedded broker, or MQTT_URL's.
    devices: {
      url: config.mqttUrl ?? broker?.url ?? `mqtt://localhost:${config.mqttPort}`,
      ...(broker ? { broker } : {}),
    },
  });
  platform = () => app.deviceRuntime?.platform ?? null;
  // The default session's data is opened (and seeded) at start, before anything else is ready:
  // a data folder that cannot be written stops the start here, not the first request.
  app.addHook('onReady', async () => {
    app.stores.get(DEFAULT_SESSION);
  });
  if (broker) journalBrokerTraffic(app, broker, app.deviceRuntime?.session ?? 'default');
  if (config.record) app.log.info(`--record: platform calls are forwarded to ${config.record} and journaled`);
  if (config.mqttUrl) app.log.info(`MQTT_URL is set: using the external broker ${config.mqttUrl}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    // Never hang on a stuck connection: leave after 5 s whatever happens.
    setTimeout(() => process.exit(1), 5000).unref();
    await app.close();
    await broker?.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  const mqtt = config.mqttUrl
    ? `external ${config.mqttUrl}`
    : `mqtt://${config.host}:${config.mqttPort} and ${url.replace('http', 'ws')}${MQTT_WS_PATH}`;
  const consoleState = !config.serveConsole ? 'disabled' : consoleIsBuilt(DIST_DIR) ? 'served' : 'not built';
  console.log(banner({ url, apiPrefix: config.apiPrefix, mqtt, console: consoleState }));
}

/** EX_CONFIG of sysexits.h: an environment variable has a value the simulator cannot use. */
const EX_CONFIG = 78;

function configOrExit(): ServerConfig {
  try {
    return configFromEnv();
  } catch (error) {
    console.error(`The simulator cannot start: ${(error as Error).message}`);
    process.exit(EX_CONFIG);
  }
}

const config = configOrExit();
main(config).catch((error) => {
  // A known cause (data folder, disk, ports) is said in one line; anything else is a bug: its stack.
  const failure = startFailure(error, config);
  console.error(failure ? `The simulator cannot start: ${failure.message}` : error);
  process.exit(failure?.exitCode ?? 1);
});
