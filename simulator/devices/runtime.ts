import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_SESSION } from '../store/registry';
import type { EmbeddedBroker } from './broker';
import { BrokerFaults } from './broker-faults';
import { EmulatorFleet } from './fleet';
import { DevicePlatform, type RejectedEvent } from './platform';

export interface DeviceRuntimeOptions {
  /** the broker every part connects to: the embedded one, or MQTT_URL's */
  url: string;
  /** the simulator session whose devices are emulated and whose store the platform writes
   * (default: the default session, the one the console uses) */
  session?: string;
  /** start one emulator per stored device (default true) */
  emulators?: boolean;
  dedupWindowMs?: number;
  idleFlushMs?: number;
  /** the embedded broker, when it is one: its faults can then be set from /__sim/devices/broker */
  broker?: EmbeddedBroker;
}

/**
 * The MQTT side of the simulator for one session: the device platform (simulator/devices/
 * platform.ts) and the emulator fleet (fleet.ts), started when the app is ready and stopped when
 * it closes. It follows the store: device calls (PUT/PATCH/import) and /__sim reset, seed and
 * snapshot restores of its session re-sync the emulators; a reset also darkens every light.
 */
export class DeviceRuntime {
  readonly session: string;
  readonly platform: DevicePlatform;
  readonly fleet: EmulatorFleet | null;
  /** broker faults on demand (issue 32), on an embedded broker only */
  readonly brokerFaults: BrokerFaults | null;

  constructor(
    private readonly app: FastifyInstance,
    readonly options: DeviceRuntimeOptions,
  ) {
    this.session = options.session ?? DEFAULT_SESSION;
    const now = () => app.clockOf(this.session).now();
    this.platform = new DevicePlatform({
      url: options.url,
      store: () => app.stores.get(this.session),
      now,
      name: this.session,
      dedupWindowMs: options.dedupWindowMs,
      idleFlushMs: options.idleFlushMs,
      onRejected: (rejected) => this.onRejected(rejected),
    });
    this.fleet = options.emulators === false ? null : new EmulatorFleet({ url: options.url, now });
    this.brokerFaults = options.broker
      ? new BrokerFaults({
          broker: options.broker,
          now,
          journal: (entry) => app.journalOf(this.session).add(entry),
        })
      : null;
  }

  /** A refused device event (issue 32): a journal entry flagged rejected and a log line; the
   * platform already answered it on `evt/rejected` and counted it for /devices. */
  private onRejected({ topic, bytes, payload, rejection, at }: RejectedEvent): void {
    this.app.journalOf(this.session).add({
      kind: 'mqtt',
      topic,
      direction: 'in',
      bytes,
      at,
      payload,
      rejected: { reason: rejection.reason, field: rejection.field, message: rejection.message },
    });
    this.app.log.warn(
      { topic, reason: rejection.reason, field: rejection.field, correlationId: rejection.correlationId },
      `device event rejected: ${rejection.message}`,
    );
  }

  async start(): Promise<void> {
    await this.platform.start();
    await this.sync();
  }

  /** Emulators follow the store of the runtime's session. */
  sync(options: { reset?: boolean } = {}): Promise<void> {
    if (options.reset) this.platform.reset();
    const store = this.app.stores.get(this.session);
    return (
      this.fleet?.sync(store.devices.all(), {
        ...options,
        counterOf: (id) => store.smartCounter.lastCounter(id),
      }) ?? Promise.resolve()
    );
  }

  async stop(): Promise<void> {
    this.brokerFaults?.clear();
    await this.fleet?.stopAll();
    await this.platform.stop();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the MQTT side, when the app was built with `devices` (null otherwise) */
    deviceRuntime: DeviceRuntime | null;
  }
}

/** Control calls that replace a session's data. */
const REPLACING_CALLS = /\/__sim\/(reset|seed|snapshots\/[^/]+\/restore)(\?|$)/;

export const deviceRuntimePlugin = fp(
  async (app: FastifyInstance, options: { devices?: DeviceRuntimeOptions }) => {
    const runtime = options.devices ? new DeviceRuntime(app, options.devices) : null;
    app.decorate('deviceRuntime', runtime);
    if (!runtime) return;
    app.devicesHub.on('changed', (session) => {
      if (session === runtime.session) void runtime.sync();
    });
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'POST' || reply.statusCode >= 300 || request.simSession !== runtime.session)
        return;
      if (REPLACING_CALLS.test(request.url)) void runtime.sync({ reset: true });
    });
    app.addHook('onReady', async () => {
      try {
        await runtime.start();
      } catch (error) {
        // A broker that is not up yet: the clients keep retrying; the simulator serves anyway.
        app.log.warn(`devices: ${(error as Error).message}; MQTT clients keep retrying`);
      }
    });
    app.addHook('onClose', async () => runtime.stop());
  },
  { name: 'device-runtime', dependencies: ['devices-hub', 'store', 'clock', 'sim-session'] },
);
