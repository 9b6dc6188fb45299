import { connect, type IClientOptions, type MqttClient } from 'mqtt';
import {
  type AckData,
  ackTopic,
  commandTopic,
  type DeviceStateData,
  type DeviceStatus,
  type Envelope,
  eventTopic,
  type MqttDeviceType,
  parseDeviceTopic,
  parseEnvelope,
  SCHEMAS,
  stateTopic,
} from '../../../src/domain/devices';
import { EnvelopeWriter, encode } from '../envelope';

export interface EmulatorContext {
  /** broker URL (mqtt://…, ws://…) */
  url: string;
  /** the simulated clock of the simulator session the device belongs to */
  now: () => Date;
  /** QoS of events and states (default 1) */
  qos?: 0 | 1;
  /** client reconnect period in ms (default 500) */
  reconnectPeriod?: number;
}

/**
 * One emulated device = one MQTT client (DESIGN §6): it connects with a last will that sets its
 * retained `state` to `lost`, publishes its retained state `online` on every (re)connection,
 * listens to `cmd/+` and answers each command on `ack`. Subclasses add their state and commands.
 */
export abstract class DeviceEmulator<S extends object = Record<string, unknown>> {
  protected client: MqttClient | null = null;
  protected readonly writer: EnvelopeWriter;
  private stopped = false;

  constructor(
    readonly type: MqttDeviceType,
    readonly company: string,
    readonly deviceId: string,
    protected readonly context: EmulatorContext,
  ) {
    this.writer = new EnvelopeWriter(deviceId, context.now);
  }

  /** The type-specific part of the retained state. */
  protected abstract stateData(): S;

  /** Runs a command; the answer is published on `ack`. */
  protected abstract command(
    name: string,
    data: unknown,
    correlationId: string | null,
  ): Promise<AckData> | AckData;

  get qos(): 0 | 1 {
    return this.context.qos ?? 1;
  }

  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  get runId(): string {
    return this.writer.runId;
  }

  /** Connects; resolves once the first connection has published the retained state. */
  start(timeoutMs = 10_000): Promise<void> {
    const state = stateTopic(this.company, this.type, this.deviceId);
    const will = this.writer.stamp(SCHEMAS.state, { ...this.stateData(), status: 'lost' as DeviceStatus });
    const options: IClientOptions = {
      clientId: `wh:${this.company}:${this.deviceId}`,
      clean: true,
      reconnectPeriod: this.context.reconnectPeriod ?? 500,
      connectTimeout: 5000,
      will: { topic: state, payload: encode(will), qos: 1, retain: true },
    };
    const client = connect(this.context.url, options);
    this.client = client;
    client.on('error', () => {
      // connection errors end in 'close' and a reconnect; nothing to do here
    });
    client.on('message', (topic, payload) => void this.onMessage(topic, payload));
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${this.deviceId}: no broker at ${this.context.url}`)),
        timeoutMs,
      );
      client.on('connect', () => {
        client.subscribe(commandTopic(this.company, this.type, this.deviceId, '+'), { qos: 1 }, () => {
          void this.publishState().then(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      });
    });
  }

  /** Disconnects cleanly (no will): the retained state says `offline`, or is cleared. */
  async stop(options: { clear?: boolean } = {}): Promise<void> {
    if (this.stopped || !this.client) return;
    this.stopped = true;
    const client = this.client;
    if (client.connected) {
      const topic = stateTopic(this.company, this.type, this.deviceId);
      const payload = options.clear
        ? Buffer.alloc(0)
        : encode(this.writer.next(SCHEMAS.state, { ...this.stateData(), status: 'offline' }));
      await client.publishAsync(topic, payload, { qos: 1, retain: true }).catch(() => undefined);
    }
    await client.endAsync(true).catch(() => undefined);
  }

  /** Publishes the retained state (online). */
  publishState(): Promise<void> {
    const data: DeviceStateData = { ...this.stateData(), status: 'online' };
    return this.publish(
      stateTopic(this.company, this.type, this.deviceId),
      this.writer.next(SCHEMAS.state, data),
      true,
    );
  }

  protected publishEvent<D>(name: string, schema: string, data: D, correlationId: string | null = null) {
    return this.publish(
      eventTopic(this.company, this.type, this.deviceId, name),
      this.writer.next(schema, data, correlationId),
      false,
    );
  }

  protected async publish(topic: string, envelope: Envelope, retain: boolean): Promise<void> {
    if (!this.client || this.stopped) return;
    // While disconnected mqtt.js queues the message and sends it on reconnection.
    await this.client.publishAsync(topic, encode(envelope), { qos: this.qos, retain }).catch(() => undefined);
  }

  private async onMessage(topic: string, payload: Buffer): Promise<void> {
    const parsed = parseDeviceTopic(topic);
    if (parsed?.kind !== 'cmd' || !parsed.name) return;
    // A bare JSON body is accepted as well as an envelope (hand-typed commands in a console).
    const envelope = parseEnvelope(payload);
    let data: unknown = envelope?.data;
    if (!envelope) {
      try {
        data = payload.length ? JSON.parse(payload.toString()) : {};
      } catch {
        data = undefined;
      }
    }
    const correlationId = envelope?.correlationId ?? null;
    let answer: AckData;
    try {
      answer =
        data === undefined
          ? { command: parsed.name, ok: false, error: 'payload is not JSON' }
          : await this.command(parsed.name, data, correlationId);
    } catch (error) {
      answer = { command: parsed.name, ok: false, error: (error as Error).message };
    }
    await this.publish(
      ackTopic(this.company, this.type, this.deviceId),
      this.writer.next(
        SCHEMAS.ack,
        answer,
        correlationId ?? (envelope ? `${envelope.runId}:${envelope.seq}` : null),
      ),
      false,
    );
  }
}

export const unknownCommand = (name: string): AckData => ({
  command: name,
  ok: false,
  error: `unknown command "${name}"`,
});
