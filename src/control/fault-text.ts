import type { FaultDelay } from './sim-api';

/** A delay as testers write it: `500 ms`, `100–1000 ms`, `lognormal 200 ms σ 0.5`. */
export function describeDelay(delay: FaultDelay): string {
  if (delay.kind === 'fixed') return `${delay.ms} ms`;
  if (delay.kind === 'uniform') return `${delay.minMs}–${delay.maxMs} ms`;
  const cap = delay.maxMs !== undefined ? ` ≤ ${delay.maxMs} ms` : '';
  return `lognormal ${delay.medianMs} ms σ ${delay.sigma}${cap}`;
}
