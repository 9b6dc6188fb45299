import { describe, expect, it } from 'vitest';
import { applyInboundScan } from '../../../../src/screens/operations/inbound/inbound-scan';
import type { InboundItem } from '../../../../src/services/operations.types';

// Issue 31: the inbound scan field — a read adds one to the first line of its product still short.
const item = (id: string, status: InboundItem['status'], lines: Array<[string, string, number]>) =>
  ({
    id,
    status,
    order: {
      orderNumber: `N-${id}`,
      items: lines.map(([lid, barcode, quantity]) => ({ id: lid, barcode, quantity, description: lid })),
    },
  }) as unknown as InboundItem;

describe('inbound scan', () => {
  const items = [
    item('i1', 'PENDING', [
      ['a', '789', 2],
      ['b', '111', 1],
    ]),
    item('i2', 'PENDING', [['c', '789', 1]]),
    item('done', 'DONE', [['d', '555', 1]]),
  ];

  it('opens the order counting from zero and adds one to the line', () => {
    const first = applyInboundScan(items, {}, null, '789');
    expect(first).toMatchObject({ kind: 'read', item: { id: 'i1' }, line: { id: 'a' }, count: 1 });
    expect(first.kind === 'read' && first.entries).toEqual({ a: '1,00', b: '0,00' });
  });

  it('fills lines of a repeated barcode one after the other, the order being read first', () => {
    const full = { a: '2,00', b: '0,00' };
    expect(applyInboundScan(items, full, 'i1', '789')).toMatchObject({
      kind: 'read',
      line: { id: 'c' },
      count: 1,
    });
    // in the typed read mode a line without an entry holds its expected quantity
    expect(applyInboundScan(items, {}, 'i1', '111')).toMatchObject({ kind: 'complete', line: { id: 'b' } });
  });

  it('says when an order can no longer be read, and knows no other code', () => {
    expect(applyInboundScan(items, {}, null, '555')).toEqual({ kind: 'closed' });
    expect(applyInboundScan(items, {}, null, 'nope')).toEqual({ kind: 'unknown' });
  });
});
