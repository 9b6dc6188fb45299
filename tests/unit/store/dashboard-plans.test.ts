import { afterAll, describe, expect, it } from 'vitest';
import { INDICATOR_SOURCES } from '../../../simulator/dashboard/indicators';
import { Store } from '../../../simulator/store/store';
import { fullScans, queryPlan } from './query-plan';

// issue 15 "GET /dashboard p95 < 50 ms over 100k orders": every indicator statement searches its
// table by an index, and the orders' ones (PICKUP, DROPOFF) read index entries only, one seek per
// status (simulator/dashboard/indicators.ts; the index in store/order-tables.ts).
const store = Store.open(':memory:');
afterAll(() => store.close());

const params = (sql: string) =>
  Object.fromEntries([...new Set([...sql.matchAll(/@(\w+)/g)].map((m) => m[1]))].map((n) => [n, 'x']));
const statements = Object.entries(INDICATOR_SOURCES).flatMap(([type, s]) =>
  (['block', 'sla'] as const).map((part) => [`${type} ${part}`, s[part]] as const),
);

describe('dashboard indicator statements', () => {
  it.each(statements)('%s searches an index', (_, sql) => {
    const plan = queryPlan(store.db, sql, params(sql));
    expect(fullScans(plan, ['orders', 'operations', 'routes', 'status_times'])).toEqual([]);
  });

  it.each(statements.filter(([name]) => /^(PICKUP|DROPOFF)/.test(name)))(
    '%s reads orders from a covering index, by status',
    (_, sql) => {
      const orders = queryPlan(store.db, sql, params(sql)).filter((line) => /^SEARCH r /.test(line));
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatch(/USING COVERING INDEX .*status=\?/);
    },
  );
});
