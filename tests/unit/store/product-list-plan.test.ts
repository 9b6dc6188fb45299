import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { PRODUCT_SORT_FIELDS } from '../../../simulator/store/product-register.repo';
import { PRODUCT_FILTER_COLUMNS } from '../../../simulator/store/products.repo';
import { Store } from '../../../simulator/store/store';
import { queryPlan } from './query-plan';

// issue 12 "Bench: GET /product with 20,000 products filtered and sorted", issue 33: every sort of
// the products register walks its (companyDocument, field, id, filter columns…) index in the page's
// order and stops at the page — no temporary b-tree sorting the matches, and every filter is tested
// on the index entry (the index holds each filter's column), so only the page's rows are read.
const store = Store.open(':memory:');
afterAll(() => store.close());
// made before the spy: a repository prepares its fixed statements when first used (store.ts)
const register = store.productArea.productRegister;

describe('GET /product pages', () => {
  it.each(PRODUCT_SORT_FIELDS.flatMap((field) => (['ASC', 'DESC'] as const).map((d) => [field, d] as const)))(
    'sorted by %s %s: an index walk, no sort step',
    (field, direction) => {
      const prepare = vi.spyOn(Database.prototype, 'prepare');
      register.list({
        companyDocument: 'x',
        description: 'Filtro',
        sort: { field, direction },
        page: 2,
        take: 25,
      });
      const page = prepare.mock.calls.map(([sql]) => String(sql)).find((sql) => /LIMIT @take/.test(sql));
      prepare.mockRestore();
      // prepared on the first use of a sort: this test is its first use
      expect(page).toBeDefined();
      const named = [...new Set([...(page as string).matchAll(/@(\w+)/g)].map((m) => m[1]))];
      const plan = queryPlan(
        store.db,
        page as string,
        Object.fromEntries(named.map((n) => [n, n === 'take' || n === 'offset' ? 1 : 'x'])),
      );
      expect(plan[0]).toMatch(new RegExp(`^SEARCH p USING INDEX products_companyDocument_${field}_id_`));
      for (const column of PRODUCT_FILTER_COLUMNS) expect(plan[0]).toContain(column);
      expect(plan.filter((line) => line.includes('TEMP B-TREE'))).toEqual([]);
    },
  );
});
