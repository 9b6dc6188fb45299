/**
 * Seeded timestamps are offsets from this instant, never from the wall clock at each call, so two
 * runs with the same seed produce identical data. The instant is noon (UTC) of the day the process
 * starts, so the demo data is recent — the console's lists default to the last 7 days (doc 1 §2.8)
 * and would otherwise open empty. `SIM_EPOCH` (an ISO date) pins it for reproducible runs.
 */
function epoch(): number {
  const pinned = process.env.SIM_EPOCH ? Date.parse(process.env.SIM_EPOCH) : Number.NaN;
  if (Number.isFinite(pinned)) return pinned;
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12, 0, 0);
}

export const SEED_EPOCH = epoch();
