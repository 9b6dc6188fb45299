import { PLATFORM_UTC_OFFSET } from '../../src/domain/api-dates';
import { saoPauloTimestamp } from '../../src/domain/dashboard';

/**
 * Seeded timestamps are offsets from this instant, never from the wall clock at each call, so two
 * runs with the same seed produce identical data. The instant is noon of the day the process
 * starts — that day as the platform counts it (America/Sao_Paulo, doc 1 §7.2), so the demo data is
 * recent: the console's lists default to the last 7 days of that calendar (doc 1 §2.8) and would
 * otherwise open empty. Noon of the UTC day was wrong between 21:00 and 24:00 there: the UTC date
 * had already turned, so "today's" seed rows fell on tomorrow and out of every default range.
 * `SIM_EPOCH` (an ISO date) pins it for reproducible runs.
 */
function epoch(): number {
  const pinned = process.env.SIM_EPOCH ? Date.parse(process.env.SIM_EPOCH) : Number.NaN;
  if (Number.isFinite(pinned)) return pinned;
  const platformDate = saoPauloTimestamp(new Date()).slice(0, 10);
  return Date.parse(`${platformDate}T12:00:00${PLATFORM_UTC_OFFSET}`);
}

export const SEED_EPOCH = epoch();
