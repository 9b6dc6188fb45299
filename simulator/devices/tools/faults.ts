import type { FaultCounts } from '../../../src/domain/device-replays';
import { createPrng } from '../../seed/prng';

/** Faults a replay injects on the messages it publishes (seeded: the same seed, the same faults). */
export interface ReplayFaults {
  /** probability a message is not sent */
  drop?: number;
  /** probability a message is sent twice (same runId and seq: the platform must drop the copy) */
  duplicate?: number;
  /** probability a message is held back `delayMs` */
  delay?: number;
  delayMs?: number;
  /** probability a message swaps places with the next one */
  reorder?: number;
  seed?: number;
}

export type FaultAction =
  | { kind: 'send' }
  | { kind: 'drop' }
  | { kind: 'duplicate' }
  | { kind: 'delay'; ms: number };

export function faultPlan(faults: ReplayFaults = {}) {
  const prng = createPrng(faults.seed ?? 1);
  const counts: FaultCounts = { dropped: 0, duplicated: 0, delayed: 0, reordered: 0 };
  const hit = (p: number | undefined) => (p ?? 0) > 0 && prng.next() < (p ?? 0);
  return {
    counts,
    /** what happens to the next message */
    next(): FaultAction {
      if (hit(faults.drop)) {
        counts.dropped += 1;
        return { kind: 'drop' };
      }
      if (hit(faults.duplicate)) {
        counts.duplicated += 1;
        return { kind: 'duplicate' };
      }
      if (hit(faults.delay)) {
        counts.delayed += 1;
        return { kind: 'delay', ms: faults.delayMs ?? 200 };
      }
      return { kind: 'send' };
    },
    /** swaps neighbours of a schedule (a reorder fault), in place */
    reorder<T>(items: T[]): T[] {
      for (let i = 0; i + 1 < items.length; i++) {
        if (hit(faults.reorder)) {
          [items[i], items[i + 1]] = [items[i + 1], items[i]];
          counts.reordered += 1;
          i += 1;
        }
      }
      return items;
    },
  };
}
