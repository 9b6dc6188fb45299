import { dirname, join } from 'node:path';
import type { Aedes } from 'aedes';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { devicesHubPlugin } from './devices/hub';
import { MQTT_WS_PATH, mqttWebSocket } from './devices/mqtt-websocket';
import { type DeviceRuntimeOptions, deviceRuntimePlugin } from './devices/runtime';
import { proxyPlugin } from './har/proxy';
import { documentationOnlyValidator } from './http/validate';
import { authPlugin } from './plugins/auth';
import { clockPlugin } from './plugins/clock';
import { consoleIsBuilt, consolePlugin, spaFallback } from './plugins/console';
import { DOCS_PREFIX, docsPlugin } from './plugins/docs';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { faultsPlugin } from './plugins/faults';
import { journalPlugin, stampArrival } from './plugins/journal';
import { type LoginLimit, loginAttemptsPlugin } from './plugins/login-attempts';
import { setupStorePlugin } from './plugins/setup-store';
import { simSessionPlugin } from './plugins/sim-session';
import { snapshotsPlugin } from './plugins/snapshots';
import { storePlugin } from './plugins/store';
import { stubsPlugin } from './plugins/stubs';
import { tenancyPlugin } from './plugins/tenancy';
import { apiRoutes } from './routes/api';
import { DEVICE_SERVICE_PREFIX, deviceServiceRoutes } from './routes/device-service.routes';
import { simRoutes } from './routes/sim.routes';
import type { SeedSize } from './seed/sizes';
import { DEFAULT_DB_PATH, DIST_DIR } from './server/paths';
import { tokenSecret } from './server/token-secret';

export const SIM_PREFIX = '/__sim';
export const DEFAULT_API_PREFIX = '/api';
/** The largest JSON or CSV body a call takes (413 beyond; simulator/README.md "Limits"): a
 * 5,000-line finalize or a spreadsheet import fit; multipart uploads have their own limits
 * (routes/order-attachments.routes.ts). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildOptions {
  /** default session's database file (default data/sim.db); ':memory:' in tests */
  dbPath?: string;
  seed?: number;
  size?: SeedSize;
  logger?: boolean;
  /** serve the built console from dist/ with an SPA fallback */
  serveConsole?: boolean;
  /** signs access tokens; default: server/token-secret.ts (data folder, or random in memory) */
  jwtSecret?: string;
  /** where the platform API is mounted (default /api) */
  apiPrefix?: string;
  /** the embedded broker to expose over WebSocket at /mqtt (a getter: a new one after a restart) */
  mqttBroker?: Aedes | (() => Aedes);
  /** the MQTT side: device platform and emulators on this broker (simulator/devices/runtime.ts) */
  devices?: DeviceRuntimeOptions;
  distDir?: string;
  /** failed sign-ins one user name may have, and the window (plugins/login-attempts.ts) */
  loginLimit?: Partial<LoginLimit>;
  /** the control API at /__sim (default on; SIM_CONTROL=off removes it — issue 19) */
  simControl?: boolean;
  /** proxy mode (`npm start -- --record <url>`, issue 29): every session forwards its platform
   * calls to this real platform's base URL and journals the exchanges (har/proxy.ts) */
  record?: string | null;
  /** where sessions' setups are kept (plugins/setup-store.ts); default `setups/` beside the
   * database file, none for an in-memory database */
  setupsDir?: string | null;
}

/** The simulator as a Fastify instance, not listening: server.ts listens, tests use inject(). */
export function buildApp(options: BuildOptions = {}): FastifyInstance {
  const apiPrefix = options.apiPrefix ?? DEFAULT_API_PREFIX;
  const distDir = options.distDir ?? DIST_DIR;
  const dbPath = options.dbPath ?? DEFAULT_DB_PATH;
  const simControl = options.simControl ?? true;
  const consoleOptions = {
    distDir,
    reservedPrefixes: [apiPrefix, SIM_PREFIX, DOCS_PREFIX, MQTT_WS_PATH, DEVICE_SERVICE_PREFIX],
    ...(simControl ? { controlPage: SIM_PREFIX } : {}),
  };
  const serveConsole = (options.serveConsole ?? false) && consoleIsBuilt(distDir);

  // Requests are recorded by the journal plugin; the log keeps start-up, warnings and faults.
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: true }),
    // the router's own refusals (a path not URL-encoded right…) in the caller's language
    frameworkErrors,
    bodyLimit: BODY_LIMIT_BYTES,
  });
  app.setValidatorCompiler(documentationOnlyValidator);
  // first of every onRequest hook: the journal times a call from here (plugins/journal.ts)
  app.addHook('onRequest', stampArrival);

  app.register(errorsPlugin, { notFoundFallback: serveConsole ? spaFallback(consoleOptions) : undefined });
  app.register(simSessionPlugin);
  app.register(clockPlugin);
  app.register(storePlugin, {
    defaultPath: dbPath,
    seed: options.seed,
    size: options.size,
  });
  app.register(journalPlugin, {
    prefixes: [apiPrefix, DEVICE_SERVICE_PREFIX],
    ...(simControl ? { controlPrefix: SIM_PREFIX } : {}),
  });
  app.register(faultsPlugin, { prefixes: [apiPrefix] });
  // after the faults: a fault rule still fires on a recording session's calls
  app.register(proxyPlugin, { prefixes: [apiPrefix], target: options.record ?? null });
  app.register(stubsPlugin, { prefixes: [apiPrefix] });
  app.register(snapshotsPlugin);
  const setupsDir = dbPath === ':memory:' ? null : join(dirname(dbPath), 'setups');
  app.register(setupStorePlugin, { dir: options.setupsDir !== undefined ? options.setupsDir : setupsDir });
  app.register(authPlugin, { secret: options.jwtSecret ?? tokenSecret(dbPath), expiresIn: '12h' });
  app.register(tenancyPlugin);
  app.register(loginAttemptsPlugin, { limit: options.loginLimit });
  app.register(docsPlugin);
  app.register(devicesHubPlugin);
  app.register(deviceRuntimePlugin, { devices: options.devices });
  app.register(apiRoutes, { prefix: apiPrefix });
  // Off, /__sim answers 404 like any unknown path (it stays reserved: the console is not served there).
  if (simControl) app.register(simRoutes, { prefix: SIM_PREFIX });
  app.register(deviceServiceRoutes, { prefix: DEVICE_SERVICE_PREFIX });
  if (options.mqttBroker) app.register(mqttWebSocket, { broker: options.mqttBroker });
  if (serveConsole) app.register(consolePlugin, consoleOptions);
  return app;
}
