import { ArkErrors } from 'arktype';
import {
  type AckData,
  type CountData,
  counterCountCommand,
  EVENTS,
  SCHEMAS,
} from '../../../src/domain/devices';
import { DeviceEmulator, type EmulatorContext, unknownCommand } from './emulator';

export interface CounterIdentity {
  deviceName: string;
  deviceIP: string;
}

/**
 * A smart counter (doc 1 §1, doc 3 §3 "smart counter activity": deviceName, deviceIP, counter).
 * Each count publishes `evt/count` {deviceName, deviceIP, counter (running total), increment}; the
 * platform stores one activity per event. Commands: `count` {increment?} (default 1), `reset`.
 */
export class CounterEmulator extends DeviceEmulator<CounterIdentity & { counter: number }> {
  private total = 0;

  constructor(
    company: string,
    deviceId: string,
    private identity: CounterIdentity,
    context: EmulatorContext,
    initial = 0,
  ) {
    super('counter', company, deviceId, context);
    this.total = initial;
  }

  protected stateData() {
    return { ...this.identity, counter: this.total };
  }

  get counter(): number {
    return this.total;
  }

  async rename(identity: CounterIdentity): Promise<void> {
    this.identity = identity;
    await this.publishState();
  }

  /** Back to a stored running total without an event (a simulator reset). */
  async restore(total: number): Promise<void> {
    this.total = total;
    await this.publishState();
  }

  /** Items passed by the counter: one count event. */
  async count(increment = 1, correlationId: string | null = null): Promise<CountData> {
    this.total += increment;
    const data: CountData = { ...this.identity, counter: this.total, increment };
    await this.publishEvent(EVENTS.count, SCHEMAS.count, data, correlationId);
    await this.publishState();
    return data;
  }

  protected async command(name: string, data: unknown, correlationId: string | null): Promise<AckData> {
    if (name === 'reset') {
      this.total = 0;
      await this.publishState();
      return { command: name, ok: true };
    }
    if (name !== 'count') return unknownCommand(name);
    const input = counterCountCommand(data);
    if (input instanceof ArkErrors) return { command: name, ok: false, error: input.summary };
    await this.count(input.increment ?? 1, correlationId);
    return { command: name, ok: true };
  }
}
