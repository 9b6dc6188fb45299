import { describe, expect, it } from 'vitest';
import type { HandlingItem } from '../../../../src/domain/handling';
import type { Position } from '../../../../src/domain/warehouse';
import { readScan } from '../../../../src/screens/operations/handling/handling-scan';

// The handling scanner (handling-scan.ts): origin, then destination; issue 31 — a product read
// where a position is expected is told apart, and an unplanned destination asks to be confirmed.
const position = (id: string, code: string, extra: Partial<Position> = {}): Position =>
  ({ id, code, type: 'STORAGE', isActive: true, inInventory: false, isVirtual: false, ...extra }) as Position;
const positions = new Map(
  [position('a', 'A-01'), position('b', 'B-01'), position('c', 'C-01')].map((p) => [p.code, p]),
);
const item = (
  id: string,
  destiny: string | null,
  status: HandlingItem['status'] = 'PENDING',
): HandlingItem => ({
  id,
  status,
  quantity: 1,
  positionCodeOrigin: 'A-01',
  positionOrigin: { id: 'a', code: 'A-01' },
  positionCodeDestiny: destiny,
  positionDestiny: destiny ? { id: destiny === 'B-01' ? 'b' : 'c', code: destiny } : null,
  product: { id: 'p', sku: 'SKU-1', description: 'Palete', barcode: '7890000039595' },
  user: null,
});
const atOrigin = { origin: { id: 'a', code: 'A-01' } };

describe('handling scan', () => {
  it('reads the origin of a pending item, then moves it to the planned destination', () => {
    const items = [item('done', 'B-01', 'DONE'), item('i1', 'B-01')];
    expect(readScan({ origin: null }, 'a-01', items, positions)).toEqual({ kind: 'origin', state: atOrigin });
    expect(readScan(atOrigin, 'B-01', items, positions)).toMatchObject({
      kind: 'finalize',
      item: { id: 'i1' },
    });
  });

  it('asks to confirm a destination other than the planned one, naming both', () => {
    expect(readScan(atOrigin, 'C-01', [item('i1', 'B-01')], positions)).toMatchObject({
      kind: 'confirmDestination',
      destination: { code: 'C-01' },
      planned: 'B-01',
    });
    // no plan: any destination goes
    expect(readScan(atOrigin, 'C-01', [item('i1', null)], positions)).toMatchObject({ kind: 'finalize' });
  });

  it('tells a product read apart from an unknown position, at the origin and at the destination', () => {
    const items = [item('i1', 'B-01')];
    for (const state of [{ origin: null }, atOrigin])
      expect(readScan(state, '7890000039595', items, positions)).toEqual({
        kind: 'refused',
        refusal: {
          key: 'handling.scan.productNotPosition',
          values: { code: '7890000039595', product: 'Palete' },
        },
      });
    expect(readScan(atOrigin, 'Z-99', items, positions)).toMatchObject({
      refusal: { key: 'handling.scan.unknown' },
    });
  });
});
