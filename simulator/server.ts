import { buildApp } from './app';
import { type EmbeddedBroker, startBroker } from './devices/broker';
import { journalBrokerTraffic } from './devices/broker-journal';
import { MQTT_WS_PATH } from './devices/mqtt-websocket';
import { consoleIsBuilt } from './plugins/console';
import { banner } from './server/banner';
import { configFromEnv } from './server/config';
import { DIST_DIR } from './server/paths';

/** `npm start`: console, platform API, docs, control API and MQTT broker on one machine. */
async function main() {
  const config = configFromEnv();
  const broker: EmbeddedBroker | null = config.mqttUrl
    ? null
    : await startBroker({ port: config.mqttPort, host: config.host });

  const app = buildApp({
    dbPath: config.dbPath,
    seed: config.seed,
    size: config.size,
    logger: true,
    serveConsole: config.serveConsole,
    jwtSecret: config.jwtSecret,
    apiPrefix: config.apiPrefix,
    mqttBroker: broker ? () => broker.broker : undefined,
    // Device platform and emulators (simulator/devices): on the embedded broker, or MQTT_URL's.
    devices: { url: config.mqttUrl ?? broker?.url ?? `mqtt://localhost:${config.mqttPort}` },
  });
  if (broker) journalBrokerTraffic(app, broker, app.deviceRuntime?.session ?? 'default');
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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
