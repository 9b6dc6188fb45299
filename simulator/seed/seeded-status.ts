import type { Decided } from '../store/decided-status';

/**
 * A status the seed lays down as generated data (a demo record already DONE, a route already
 * INPROGRESS): the store's rows hold `Decided` statuses (store/decided-status.ts), and the seed is
 * the one writer that is not a call — it sets up the world the machines then run on. Used only
 * under simulator/seed/ and by test fixtures (tests/unit/architecture/status-writes.test.ts).
 */
export const seeded = <S extends string>(status: S): Decided<S> => status as Decided<S>;
