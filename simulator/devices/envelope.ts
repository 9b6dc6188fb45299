import { randomUUID } from 'node:crypto';
import type { Envelope } from '../../src/domain/devices';

/** Stamps DESIGN §6 envelopes for one publisher run: `seq` counts from 1 within `runId`, so a
 * receiver drops a QoS 1 redelivery by (runId, seq). `ts` comes from the simulated clock. */
export class EnvelopeWriter {
  private seq = 0;

  constructor(
    readonly deviceId: string,
    readonly now: () => Date,
    readonly runId: string = randomUUID(),
  ) {}

  next<D>(schema: string, data: D, correlationId: string | null = null): Envelope<D> {
    this.seq += 1;
    return this.stamp(schema, data, this.seq, correlationId);
  }

  /** An envelope outside the sequence (seq 0): a last will, written when the device connects. */
  stamp<D>(schema: string, data: D, seq = 0, correlationId: string | null = null): Envelope<D> {
    return {
      schema,
      deviceId: this.deviceId,
      runId: this.runId,
      seq,
      ts: this.now().toISOString(),
      correlationId,
      data,
    };
  }
}

export const encode = (value: unknown) => Buffer.from(JSON.stringify(value));
