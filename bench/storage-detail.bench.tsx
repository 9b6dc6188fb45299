// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, bench, describe } from 'vitest';
import ptBR from '../locales/pt-BR.json';
import { StorageItems } from '../src/screens/operations/storage/storage-items';
import type { StorageItem, StorageLine } from '../src/services/operations.types';

// The storage detail's item table with 200 rows expanded (the largest page, doc 1 §9), each order
// with 3 lines and 20 suggested positions: how long one render of the whole page takes in jsdom.
// Run: npx vitest bench bench/storage-detail.bench.tsx --run

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

afterEach(cleanup);

describe('storage detail', () => {
  bench(
    `${ITEMS} expanded item rows (${ITEMS * LINES} lines)`,
    () => {
      render(
        <IntlProvider locale="pt-BR" messages={messages}>
          <StorageItems
            items={items}
            loading={false}
            error={false}
            expanded={expanded}
            onToggle={noop}
            selectedLine={null}
            choices={{}}
            reads={{}}
            errors={{}}
            finalizing={null}
            onChoose={noop}
            onRead={noop}
            onFinalize={noop}
            onEditQuantity={resolved}
            onAssign={resolved}
            onCancel={resolved}
          />
        </IntlProvider>,
      );
      cleanup();
    },
    { iterations: 5, warmupIterations: 1 },
  );
});
