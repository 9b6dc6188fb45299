// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, bench, describe } from 'vitest';
import ptBR from '../locales/pt-BR.json';
import { EMPTY_DRAFT, readCode, setQuantity } from '../src/screens/inventory/count-draft';
import { CountRows } from '../src/screens/inventory/count-rows';

// The count screen of one position with 3,500 lines (issue 13: one line edit < 50 ms, render and
// commit in jsdom). Rows are memoised per line and virtualised past 50: an edit re-renders one row.
// Run: npx vitest bench bench/inventory-count.bench.tsx --run

if (typeof window.ResizeObserver === 'undefined')
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

const flatten = (tree: Record<string, unknown>, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((out, [key, value]) => {
    if (value && typeof value === 'object')
      Object.assign(out, flatten(value as Record<string, unknown>, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = String(value);
    return out;
  }, {});
const messages = flatten(ptBR);

const LINES = 3_500;
let base = EMPTY_DRAFT;
for (let i = 0; i < LINES; i += 1) base = readCode(base, `7891${String(i).padStart(9, '0')}`);
const onQuantity = () => {};
// every code named, as once the count screen has asked GET /inventory/products
const products = new Map(
  base.lines.map((l) => [l.code, { code: l.code, sku: `SKU-${l.code.slice(-5)}`, description: 'Produto' }]),
);

afterEach(cleanup);

const rows = (draft: typeof base) => (
  <IntlProvider locale="pt-BR" messages={messages}>
    <CountRows lines={draft.lines} products={products} onQuantity={onQuantity} />
  </IntlProvider>
);

describe('inventory count', () => {
  let page: ReturnType<typeof render> | null = null;
  let typed = 0;
  bench(
    `a line edit on a ${LINES}-line count`,
    () => {
      page ??= render(rows(base));
      typed += 1;
      page.rerender(rows(setQuantity(base, base.lines[3].code, 1 + (typed % 5))));
    },
    {
      iterations: 30,
      warmupIterations: 3,
      teardown: () => {
        cleanup();
        page = null;
      },
    },
  );
});
