import { randomUUID } from 'node:crypto';
import { connect, type MqttClient } from 'mqtt';
import {
  type CountData,
  type DeviceStateData,
  type Envelope,
  EVENTS,
  eventTopic,
  type MqttDeviceType,
  type PassData,
  parseDeviceTopic,
  parseEnvelope,
  type RouteConfirmedData,
  SCHEMAS,
  type TagRead,
  TOPIC_ROOT,
} from '../../src/domain/devices';
import {
  checkDeviceEvent,
  isCheckedEvent,
  REJECTED_EVENT,
  REJECTED_SCHEMA,
  type RejectionData,
} from '../../src/domain/devices-events';
import { DEFAULT_DEDUP_WINDOW_MS, type PassEvent, SeqTracker } from '../../src/domain/devices-portal';
import type { Store } from '../store/store';
import { EnvelopeWriter, encode } from './envelope';
import { recordPortalArrival } from './portal-arrival';
import { type PortalRun, PortalRuns } from './portal-runs';

export interface PlatformOptions {
  url: string;
  /** the store the platform reads devices and configuration from and writes rows to */
  store: () => Store;
  now: () => Date;
  /** client id suffix (one platform per simulator session) */
  name: string;
  dedupWindowMs?: number;
  /** wall-clock ms without reads after which a portal's tags are all departed (default 2500) */
  idleFlushMs?: number;
  /** told of every refused event, after its `evt/rejected` answer (the journal, the log) */
  onRejected?: (rejected: RejectedEvent) => void;
}

/** A device event the check refused (src/domain/devices-events.ts), as the platform saw it. */
export interface RejectedEvent {
  topic: string;
  company: string;
  deviceId: string;
  bytes: number;
  payload: Buffer;
  rejection: RejectionData;
  /** the simulated clock when it was refused */
  at: string;
}

/** What the /devices screen shows of one company's refused events. */
export interface CompanyRejections {
  count: number;
  last: (RejectionData & { deviceId: string; at: string }) | null;
}

export interface PlatformStats {
  reads: number;
  duplicates: number;
  outOfOrder: number;
  arrived: number;
  departed: number;
  confirmations: number;
  counts: number;
  states: number;
  rejected: number;
}

export const PLATFORM_SUBSCRIPTIONS = [
  `${TOPIC_ROOT}/+/portal/+/evt/${EVENTS.read}`,
  `${TOPIC_ROOT}/+/counter/+/evt/${EVENTS.count}`,
  `${TOPIC_ROOT}/+/light/+/evt/${EVENTS.confirm}`,
  `${TOPIC_ROOT}/+/+/+/state`,
];

/**
 * The platform side of the devices (DESIGN §6): an MQTT client of its own that
 *
 * - deduplicates portal reads by (runId, seq) — QoS 1 redeliveries — and turns them into
 *   arrived/departed passes (src/domain/devices-portal.ts), published on `evt/pass`;
 * - on an arrival at a stored portal writes a position-handling history row and, when the
 *   company's routerMandatoryConfirmationRFIDPortal is on, confirms the route waiting at the
 *   portal's dock (route-confirmation.ts; `evt/route-confirmed`);
 * - stores one smart-counter activity per `evt/count`;
 * - keeps each stored device's last retained state (GET /devices shows it).
 *
 * It subscribes with a persistent session (clean: false) at QoS 1, so messages published while it
 * is disconnected — a broker restart — are queued for it and none is lost.
 */
export class DevicePlatform {
  private client: MqttClient | null = null;
  private readonly runs: PortalRuns;
  private readonly seqs = new SeqTracker();
  private readonly writer: EnvelopeWriter;
  private idleTimer: NodeJS.Timeout | null = null;
  readonly stats: PlatformStats = {
    reads: 0,
    duplicates: 0,
    outOfOrder: 0,
    arrived: 0,
    departed: 0,
    confirmations: 0,
    counts: 0,
    states: 0,
    rejected: 0,
  };
  private readonly rejections = new Map<string, CompanyRejections>();
  private readonly windowMs: number;
  private readonly idleFlushMs: number;

  constructor(private readonly options: PlatformOptions) {
    this.writer = new EnvelopeWriter(`platform:${options.name}`, options.now);
    this.windowMs = options.dedupWindowMs ?? DEFAULT_DEDUP_WINDOW_MS;
    this.idleFlushMs = options.idleFlushMs ?? 2500;
    this.runs = new PortalRuns(this.windowMs);
  }

  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  /** its MQTT client id */
  get clientId(): string {
    return `wh-platform:${this.options.name}`;
  }

  /** Whether `topic` is a device event it stores (a portal read, a count): what `ingest` takes. */
  stores(topic: string): boolean {
    const t = parseDeviceTopic(topic);
    return (
      t?.kind === 'evt' &&
      ((t.type === 'portal' && t.name === EVENTS.read) || (t.type === 'counter' && t.name === EVENTS.count))
    );
  }

  /**
   * A device event handed over in process by an embedded broker before it acknowledges it
   * (server/ack-after-store.ts) — one whose topic `stores` — is stored now, so an acknowledged
   * read survives a crash; that broker then does not forward the same message to this client.
   */
  ingest(topic: string, payload: Buffer): void {
    this.onMessage(topic, payload);
  }

  start(timeoutMs = 10_000): Promise<void> {
    const client = connect(this.options.url, {
      clientId: this.clientId,
      clean: false,
      reconnectPeriod: 300,
      connectTimeout: 5000,
    });
    this.client = client;
    client.on('error', () => undefined);
    client.on('message', (topic, payload) => this.onMessage(topic, payload));
    this.idleTimer = setInterval(() => this.flushIdle(), Math.min(500, this.idleFlushMs));
    this.idleTimer.unref();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`device platform: no broker at ${this.options.url}`)),
        timeoutMs,
      );
      client.once('connect', () => {
        client.subscribe(PLATFORM_SUBSCRIPTIONS, { qos: 1 }, (error) => {
          clearTimeout(timer);
          if (error) reject(error);
          else resolve();
        });
      });
    });
  }

  async stop(): Promise<void> {
    if (this.idleTimer) clearInterval(this.idleTimer);
    this.idleTimer = null;
    await this.client?.endAsync(true).catch(() => undefined);
    this.client = null;
  }

  /** Forget detector and sequence state (a simulator reset). */
  reset(): void {
    this.runs.clear();
    this.seqs.reset();
    this.rejections.clear();
  }

  /** The refused events of one company since the start or the last reset (GET /devices/dashboard). */
  rejectionsOf(company: string): CompanyRejections {
    return this.rejections.get(company) ?? { count: 0, last: null };
  }

  private onMessage(topic: string, payload: Buffer): void {
    const t = parseDeviceTopic(topic);
    if (!t) return;
    if (t.kind === 'state') {
      this.onState(t.deviceId, t.company, payload);
      return;
    }
    if (!isCheckedEvent(t)) return;
    // issue 32: every device event is checked; a bad one changes nothing and is answered
    const check = checkDeviceEvent(t, payload, {
      knownDevice: (company, type, deviceId) => {
        const device = this.options.store().devices.byId(deviceId);
        return device?.companyDocument === company && device.type === type;
      },
      nowMs: Math.max(this.options.now().getTime(), Date.now()),
    });
    if (!check.ok) {
      this.reject(topic, t.company, t.type, t.deviceId, payload, check.rejection);
      return;
    }
    const envelope = check.envelope;
    if (t.kind === 'evt' && t.type === 'portal' && t.name === EVENTS.read) {
      this.onRead(t.company, t.deviceId, envelope as Envelope<TagRead>);
    } else if (t.kind === 'evt' && t.type === 'counter' && t.name === EVENTS.count) {
      this.onCount(t.company, t.deviceId, envelope as Envelope<CountData>);
    }
  }

  /** The answer to a refused event, where an engineer sees it: `evt/rejected` on the device's
   * topics (reason, field, the original correlationId), the counter, and `onRejected`. */
  private reject(
    topic: string,
    company: string,
    type: MqttDeviceType,
    deviceId: string,
    payload: Buffer,
    rejection: RejectionData,
  ): void {
    this.stats.rejected += 1;
    const at = this.options.now().toISOString();
    const before = this.rejectionsOf(company);
    this.rejections.set(company, { count: before.count + 1, last: { ...rejection, deviceId, at } });
    this.publish(
      eventTopic(company, type, deviceId, REJECTED_EVENT),
      REJECTED_SCHEMA,
      rejection,
      rejection.correlationId,
    );
    this.options.onRejected?.({ topic, company, deviceId, bytes: payload.length, payload, rejection, at });
  }

  private onState(deviceId: string, company: string, payload: Buffer): void {
    this.stats.states += 1;
    const store = this.options.store();
    const device = store.devices.byId(deviceId);
    if (!device || device.companyDocument !== company) return;
    const at = this.options.now().toISOString();
    if (payload.length === 0) {
      store.devices.report(deviceId, 'unknown', null, at);
      return;
    }
    const envelope = parseEnvelope<DeviceStateData>(payload);
    const status = envelope?.data?.status;
    if (status !== 'online' && status !== 'lost' && status !== 'offline') return;
    const { status: _, ...state } = envelope?.data ?? { status };
    store.devices.report(deviceId, status, state, at);
  }

  private onRead(company: string, deviceId: string, envelope: Envelope<TagRead>): void {
    this.stats.reads += 1;
    const stream = `${company}/${deviceId}/${envelope.runId}`;
    const before = this.seqs.outOfOrder;
    if (this.seqs.accept(stream, envelope.seq) === 'duplicate') {
      this.stats.duplicates += 1;
      return;
    }
    if (this.seqs.outOfOrder > before) this.stats.outOfOrder += 1;
    const read = envelope.data;
    if (!read || typeof read.epcHex !== 'string' || Number.isNaN(Date.parse(read.lastSeen))) return;
    const run = this.runs.runFor(stream, company, deviceId, envelope.runId);
    run.lastReadAt = Date.now();
    const { events } = run.detector.ingest({
      ...read,
      firstSeen: read.firstSeen ?? read.lastSeen,
      seenCount: read.seenCount ?? 1,
    });
    for (const event of events) this.onPass(run, event, `${envelope.runId}:${envelope.seq}`);
  }

  /** Runs without reads for idleFlushMs: their tags have left (portal-runs.ts). */
  private flushIdle(): void {
    this.runs.flushIdle(Date.now(), this.idleFlushMs, (run, event) => this.onPass(run, event, null));
  }

  private onPass(portal: PortalRun, event: PassEvent, correlationId: string | null): void {
    const sourceRunId = portal.runId;
    const store = this.options.store();
    const device = store.devices.byId(portal.deviceId);
    const known =
      device && device.companyDocument === portal.company && device.type === 'portal' ? device : null;
    const dock = known?.dock ?? null;
    const pass: PassData = { ...event, dock, sourceRunId };
    this.publish(
      eventTopic(portal.company, 'portal', portal.deviceId, EVENTS.pass),
      SCHEMAS.pass,
      pass,
      correlationId,
    );
    if (event.direction === 'departed') {
      this.stats.departed += 1;
      return;
    }
    this.stats.arrived += 1;
    if (!known) return;
    const confirmed = recordPortalArrival(store, {
      company: portal.company,
      portal: known,
      dock,
      epcHex: event.epcHex,
      at: this.options.now(),
    });
    if (confirmed && dock) {
      this.stats.confirmations += 1;
      const data: RouteConfirmedData = {
        routeId: confirmed.routeId,
        routeCode: confirmed.routeCode,
        orders: confirmed.orders,
        dock,
        epcHex: event.epcHex,
        sourceRunId,
      };
      this.publish(
        eventTopic(portal.company, 'portal', portal.deviceId, EVENTS.routeConfirmed),
        SCHEMAS.routeConfirmed,
        data,
        correlationId,
      );
    }
  }

  private onCount(company: string, deviceId: string, envelope: Envelope<CountData>): void {
    const stream = `${company}/${deviceId}/${envelope.runId}`;
    if (this.seqs.accept(stream, envelope.seq) === 'duplicate') return;
    const store = this.options.store();
    const device = store.devices.byId(deviceId);
    if (!device || device.companyDocument !== company || device.type !== 'counter') return;
    const data = envelope.data;
    if (!data || typeof data.counter !== 'number') return;
    this.stats.counts += 1;
    store.smartCounter.insert({
      id: randomUUID(),
      companyDocument: company,
      deviceId,
      deviceName: data.deviceName || device.deviceName,
      deviceIP: data.deviceIP || device.deviceIP || '',
      counter: Math.trunc(data.counter),
      createdAt: this.options.now().toISOString(),
    });
  }

  private publish<D>(topic: string, schema: string, data: D, correlationId: string | null): void {
    this.client?.publish(topic, encode(this.writer.next(schema, data, correlationId)), { qos: 1 });
  }
}
