import { describe, expect, it } from 'vitest';
import {
  applyPickScan,
  parseQuantity,
  type ScanRow,
} from '../../../../src/screens/operations/picking/pick-scan';

const row = (id: string, patch: Partial<ScanRow> = {}): ScanRow => ({
  id,
  status: 'PENDING',
  positionCode: 'A-01',
  barcode: `789${id}`,
  sku: `SKU-${id}`,
  quantity: 2,
  ...patch,
});

describe('applyPickScan', () => {
  const rows = [
    row('1'),
    row('2', { barcode: '7891', positionCode: 'B-02' }),
    row('3', { positionCode: 'B-02', barcode: '7893' }),
    row('4', { status: 'DONE', positionCode: 'C-03', barcode: '7894' }),
  ];

  it('adds one unit to the open row of a product barcode, up to the expected quantity', () => {
    expect(applyPickScan(rows, {}, '7891')).toEqual({
      kind: 'product',
      rowId: '1',
      entered: 1,
      positionCode: 'A-01',
    });
    expect(applyPickScan(rows, { '1': 1 }, ' 7891 ')).toMatchObject({ rowId: '1', entered: 2 });
    // row 1 complete → the next row with the same barcode
    expect(applyPickScan(rows, { '1': 2 }, '7891')).toMatchObject({ rowId: '2', entered: 1 });
    expect(applyPickScan(rows, { '1': 2, '2': 2 }, '7891')).toEqual({ kind: 'productComplete' });
  });

  it('prefers the rows at the position scanned last', () => {
    expect(applyPickScan(rows, {}, '7891', { positionCode: 'b-02' })).toMatchObject({ rowId: '2' });
  });

  it('matches the SKU too, case-insensitively', () => {
    expect(applyPickScan(rows, {}, 'sku-3')).toMatchObject({ kind: 'product', rowId: '3' });
  });

  it('never goes above a fractional expected quantity', () => {
    const r = [row('9', { quantity: 1.5 })];
    expect(applyPickScan(r, { '9': 1 }, '7899')).toMatchObject({ entered: 1.5 });
  });

  it('selects the open rows of a position code', () => {
    expect(applyPickScan(rows, {}, 'b-02')).toEqual({
      kind: 'position',
      positionCode: 'B-02',
      rowIds: ['2', '3'],
    });
    expect(applyPickScan(rows, {}, 'C-03')).toEqual({ kind: 'positionComplete', positionCode: 'C-03' });
  });

  it('answers unknown for anything else, and ignores settled rows of a product', () => {
    expect(applyPickScan(rows, {}, 'NOPE')).toEqual({ kind: 'unknown' });
    expect(applyPickScan(rows, {}, '')).toEqual({ kind: 'unknown' });
    expect(applyPickScan(rows, {}, '7894')).toEqual({ kind: 'productComplete' });
  });
});

describe('parseQuantity', () => {
  it('reads decimal comma or point with at most 2 decimals', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity('2,5')).toBe(2.5);
    expect(parseQuantity(' 2.50 ')).toBe(2.5);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('-1')).toBeNull();
    expect(parseQuantity('1.234')).toBeNull();
    expect(parseQuantity('abc')).toBeNull();
  });
});
