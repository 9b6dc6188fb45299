/** Seeded timestamps are offsets from this fixed instant, never from the wall clock, so two runs
 * with the same seed produce identical data. (A settable simulator clock comes with a later issue.) */
export const SEED_EPOCH = Date.UTC(2025, 0, 6, 12, 0, 0);
