import { DEFAULT_API_PREFIX } from '../app';
import { SEED_SIZES, type SeedSize } from '../seed/sizes';
import { DEFAULT_DB_PATH } from './paths';

/** Environment of `npm start` / simulator/server.ts (documented in simulator/README.md). */
export interface ServerConfig {
  port: number;
  host: string;
  apiPrefix: string;
  dbPath: string;
  mqttPort: number;
  /** external broker: no embedded one is started */
  mqttUrl: string | null;
  /** the embedded broker's TCP users (devices/broker-auth.ts): MQTT_DEVICE_PASSWORD,
   * MQTT_OPERATOR_PASSWORD, MQTT_ANONYMOUS=1 (off unless switched on) */
  mqttAuth: { devicePassword?: string; operatorPassword?: string; anonymous: boolean };
  jwtSecret: string | undefined;
  seed: number | undefined;
  size: SeedSize | undefined;
  serveConsole: boolean;
  /** SIM_CONTROL=off: no /__sim */
  simControl: boolean;
  /** `npm start -- --record <base URL>`: proxy mode, every session's platform calls forwarded
   * there and journaled (issue 29, simulator/har/proxy.ts) */
  record: string | null;
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer (was "${value}")`);
  return n;
}

function size(value: string | undefined): SeedSize | undefined {
  if (value === undefined || value === '') return undefined;
  if (!(SEED_SIZES as readonly string[]).includes(value)) {
    throw new Error(`SIM_SIZE must be one of ${SEED_SIZES.join(', ')} (was "${value}")`);
  }
  return value as SeedSize;
}

/** SIM_CONTROL: `on` (default) serves the control API and page at /__sim; `off` removes them, for
 * a simulator that others reach (issue 19: /__sim is a tester's tool, not the platform's API). */
function simControl(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`SIM_CONTROL must be on or off (was "${value}")`);
}

/** `--record <url>` (or `--record=<url>`) among the arguments: an http(s) base URL. */
export function recordTarget(argv: string[]): string | null {
  const at = argv.findIndex((a) => a === '--record' || a.startsWith('--record='));
  if (at < 0) return null;
  const value = argv[at].includes('=') ? argv[at].slice('--record='.length) : argv[at + 1];
  if (!value || !/^https?:\/\/[^/\s]+/i.test(value) || !URL.canParse(value))
    throw new Error(
      `--record needs the base URL of a platform, e.g. https://platform.example (was "${value ?? ''}")`,
    );
  return value.replace(/\/$/, '');
}

export function configFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  argv: string[] = process.argv.slice(2),
): ServerConfig {
  const prefix = env.API_PREFIX || DEFAULT_API_PREFIX;
  return {
    port: integer('PORT', env.PORT, 3000),
    host: env.HOST || 'localhost',
    apiPrefix: prefix.startsWith('/') ? prefix.replace(/\/$/, '') : `/${prefix}`,
    dbPath: env.DB_PATH || DEFAULT_DB_PATH,
    mqttPort: integer('MQTT_PORT', env.MQTT_PORT, 1883),
    mqttUrl: env.MQTT_URL || null,
    mqttAuth: {
      devicePassword: env.MQTT_DEVICE_PASSWORD || undefined,
      operatorPassword: env.MQTT_OPERATOR_PASSWORD || undefined,
      anonymous: env.MQTT_ANONYMOUS === '1',
    },
    jwtSecret: env.JWT_SECRET || undefined,
    seed: env.SIM_SEED ? integer('SIM_SEED', env.SIM_SEED, 1) : undefined,
    size: size(env.SIM_SIZE),
    serveConsole: env.SERVE_CONSOLE !== '0',
    simControl: simControl(env.SIM_CONTROL),
    record: recordTarget(argv),
  };
}
