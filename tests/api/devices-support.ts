import { connectAsync, type MqttClient } from 'mqtt';
import { type Envelope, parseEnvelope } from '../../src/domain/devices';

/** An MQTT test client that remembers every message, with helpers to wait for one. */
export class MqttProbe {
  readonly messages: Array<{ topic: string; envelope: Envelope | null; raw: Buffer; retain: boolean }> = [];
  private waiters: Array<() => void> = [];

  private constructor(readonly client: MqttClient) {
    client.on('message', (topic, raw, packet) => {
      this.messages.push({ topic, envelope: parseEnvelope(raw), raw, retain: packet.retain });
      for (const w of this.waiters.splice(0)) w();
    });
  }

  /** A probe on a client connected elsewhere (a persistent session, say), subscribed at QoS 1. */
  static async wrap(client: MqttClient, topics: string[]): Promise<MqttProbe> {
    const probe = new MqttProbe(client);
    await client.subscribeAsync(topics, { qos: 1 });
    return probe;
  }

  static async connect(url: string, topics: string[] = ['wh/#'], clientId?: string): Promise<MqttProbe> {
    const client = await connectAsync(url, {
      clientId: clientId ?? `probe-${Math.random().toString(16).slice(2)}`,
      reconnectPeriod: 200,
    });
    const probe = new MqttProbe(client);
    await client.subscribeAsync(topics, { qos: 1 });
    return probe;
  }

  /** Resolves with the first message (already received or coming) that matches. */
  async waitFor(
    match: (m: MqttProbe['messages'][number]) => boolean,
    timeoutMs = 5000,
    label = 'message',
  ): Promise<MqttProbe['messages'][number]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `timed out waiting for ${label}; saw ${this.messages.map((m) => m.topic).join(', ')}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  count(match: (m: MqttProbe['messages'][number]) => boolean): number {
    return this.messages.filter(match).length;
  }

  publish(topic: string, body: unknown, retain = false) {
    return this.client.publishAsync(topic, JSON.stringify(body), { qos: 1, retain });
  }

  close() {
    return this.client.endAsync(true);
  }
}

/** The data of a received envelope (an empty object when the payload was not an envelope). */
export const dataOf = <T>(m: { envelope: Envelope | null }): T => (m.envelope?.data ?? {}) as T;

/** Polls `check` until it answers a truthy value. */
export async function eventually<T>(
  check: () => T | Promise<T>,
  timeoutMs = 5000,
  label = 'condition',
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label} (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
