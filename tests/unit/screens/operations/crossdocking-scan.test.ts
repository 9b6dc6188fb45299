import { describe, expect, it } from 'vitest';
import type { CrossdockingLine } from '../../../../src/domain/crossdocking';
import { crossdockingAnswers } from '../../../../src/screens/operations/crossdocking/crossdocking-answers';
import { readCrossScan } from '../../../../src/screens/operations/crossdocking/crossdocking-scan';

const line = (id: string, order: string, sku: string, status: CrossdockingLine['status'] = 'PENDING') =>
  ({
    id,
    status,
    order: { id: `o-${order}`, number: order },
    product: { id: sku, sku, description: sku, barcode: `789${sku}` },
    quantity: 2,
    readQuantity: null,
    dock: null,
    user: null,
    doneAt: null,
  }) satisfies CrossdockingLine;
const lines = [line('a', '100', 'SKU-1', 'DONE'), line('b', '100', 'SKU-2'), line('c', '200', 'SKU-2')];
const docks = [{ id: 'dock-03', name: 'DOCA 03', building: 'MATRIZ', typeOperation: 'dispatch' as const }];
const fresh = { lineId: null, dockId: null };
// which lines still wait: the machine's answer for a crossdock in progress with these lines
const { lineOpen } = crossdockingAnswers({ status: 'INPROGRESS', lines });

describe('crossdocking reading (ours: simulator/README.md "Crossdocking")', () => {
  it('a dock name chooses the dock, whatever its case', () => {
    expect(readCrossScan(fresh, ' doca 03 ', lines, docks, lineOpen)).toEqual({
      kind: 'dock',
      dockId: 'dock-03',
    });
  });
  it('an order number chooses its first open line; a crossed line is never chosen', () => {
    expect(readCrossScan(fresh, '100', lines, docks, lineOpen)).toMatchObject({
      kind: 'line',
      line: { id: 'b' },
    });
    expect(readCrossScan(fresh, 'SKU-1', lines, docks, lineOpen)).toEqual({ kind: 'refused', code: 'SKU-1' });
  });
  it("a product's barcode or SKU chooses its open line, of the chosen order first", () => {
    expect(readCrossScan(fresh, '789SKU-2', lines, docks, lineOpen)).toMatchObject({ line: { id: 'b' } });
    expect(readCrossScan({ lineId: 'c', dockId: null }, 'sku-2', lines, docks, lineOpen)).toMatchObject({
      line: { id: 'c' },
    });
  });
  it('anything else is refused with the code read', () => {
    expect(readCrossScan(fresh, 'NOPE', lines, docks, lineOpen)).toEqual({ kind: 'refused', code: 'NOPE' });
  });
});
