// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { bench, describe } from 'vitest';
import ptBR from '../locales/pt-BR.json';
import { StorageItems } from '../src/screens/operations/storage/storage-items';
import type { StorageItem, StorageLine } from '../src/services/operations.types';

// The storage detail's item table with 200 rows expanded (the largest page, doc 1 §9), each order
// with 3 lines and 20 suggested positions: how long one render of the whole page takes in jsdom,
// and how long a line edit (a typed read quantity) takes to re-render.
// Run: NODE_ENV=production npx vitest bench bench/storage-detail.bench.tsx --run (as npm run bench does)

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

const ITEMS = 200;
const LINES = 3;
const suggestions = Array.from({ length: 20 }, (_, p) => ({
  positionId: `pos-${p}`,
  code: `A-${String(p).padStart(2, '0')}-1`,
  inInventory: p === 5,
}));
const line = (i: number, l: number): StorageLine => ({
  id: `line-${i}-${l}`,
  description: `PRODUTO ${i}-${l}`,
  barcode: `789${i}${l}`,
  un: 'UN',
  quantity: 3 + l,
  productBatch: 'L1',
  productExpire: '2026-01-31',
  product: { manufactorCode: `MF-${l}` },
  status: 'PENDING',
  readQuantity: 0,
  storagePosition: [],
  storagePositionSuggestions: suggestions,
});
const items: StorageItem[] = Array.from({ length: ITEMS }, (_, i) => ({
  id: `item-${i}`,
  status: 'PENDING',
  priority: false,
  user: null,
  storageOrder: `item-${i}`,
  order: {
    id: `ord-${i}`,
    orderNumber: `${100000 + i}`,
    items: Array.from({ length: LINES }, (_, l) => line(i, l)),
  },
}));
const expanded = new Set(items.map((i) => i.id));
const noop = () => {};
const resolved = () => Promise.resolve();

/**
 * Mounts `page` and returns once React committed it and the work its layout effects spawned (the
 * virtualizer's first measure): `flushSync`, not testing-library's `act`, which React's production
 * build does not have (bench/storage-detail.ts runs this file with NODE_ENV=production).
 */
function mount(page: ReactNode): { rerender: (next: ReactNode) => void; unmount: () => void } {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  flushSync(() => root.render(page));
  return {
    rerender: (next) => flushSync(() => root.render(next)),
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}

/** The item table as the storage detail renders it, with `reads` typed by the operator. */
const table = (reads: Record<string, string>) => (
  <IntlProvider locale="pt-BR" messages={messages}>
    <StorageItems
      items={items}
      loading={false}
      error={false}
      expanded={expanded}
      onToggle={noop}
      selectedLine={null}
      choices={{}}
      reads={reads}
      errors={{}}
      finalizing={null}
      onChoose={noop}
      onRead={noop}
      onFinalize={noop}
      onEditQuantity={resolved}
      onAssign={resolved}
      onCancel={resolved}
    />
  </IntlProvider>
);

// issue 17 "Big tables": goals < 100 ms for the render, < 16 ms (one frame) for a line edit.
describe('storage detail', () => {
  bench(
    `${ITEMS} expanded item rows (${ITEMS * LINES} lines)`,
    () => {
      mount(table({})).unmount();
    },
    { iterations: 5, warmupIterations: 1 },
  );

  // A typed read quantity in the first line: the page is rendered once, then each iteration types
  // a different quantity (the re-render React commits, as after a key press).
  let page: ReturnType<typeof mount> | null = null;
  let typed = 0;
  bench(
    'a line edit (one typed quantity)',
    () => {
      page ??= mount(table({}));
      typed += 1;
      page.rerender(table({ 'line-0-0': String(1 + (typed % 3)) }));
    },
    {
      iterations: 30,
      warmupIterations: 3,
      teardown: () => {
        page?.unmount();
        page = null;
      },
    },
  );
});
