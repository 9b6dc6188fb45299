import { describe, expect, it } from 'vitest';
import {
  executedPercent,
  isPickRowReady,
  isStorableLine,
  isValidPartialRead,
  readyPickRows,
  receivedShortages,
  round2,
  shortagesOf,
} from '../../src/domain/operation-rules';
import {
  applyVolumeMove,
  renumberVolumes,
  type VolumeLine,
  volumeCount,
  volumeMoveProblem,
} from '../../src/domain/packing-volumes';

describe('operation rules (doc 3 §4, §5, §9)', () => {
  it('executed % is the share of DONE items with 2 decimals, 0 without items', () => {
    expect(executedPercent([])).toBe(0);
    expect(executedPercent(['DONE', 'PENDING', 'PENDING'])).toBe(33.33);
    expect(executedPercent(['DONE', 'DONE'])).toBe(100);
    expect(round2(1.005)).toBe(1.01);
  });

  it('a partial read gives each line 0..expected and reads something', () => {
    const lines = [
      { id: 'a', status: 'PENDING' as const, quantity: 5 },
      { id: 'b', status: 'PENDING' as const, quantity: 2 },
    ];
    expect(isValidPartialRead(lines, [{ id: 'a', quantity: 3 }])).toBe(true);
    expect(
      isValidPartialRead(lines, [
        { id: 'a', quantity: 0 },
        { id: 'b', quantity: 2 },
      ]),
    ).toBe(true);
    expect(isValidPartialRead(lines, [{ id: 'a', quantity: 6 }])).toBe(false);
    expect(isValidPartialRead(lines, [{ id: 'a', quantity: -1 }])).toBe(false);
    expect(isValidPartialRead(lines, [{ id: 'a', quantity: 0 }])).toBe(false);
    expect(isValidPartialRead(lines, [{ id: 'z', quantity: 1 }])).toBe(false);
    expect(isValidPartialRead(lines, [])).toBe(false);
  });

  it('a pick row is ready when entered = expected on a PENDING or OCCURRENCE row; finalize all takes only those', () => {
    const row = { id: 'r', status: 'PENDING' as const, quantity: 3 };
    expect(isPickRowReady(row, 3)).toBe(true);
    expect(isPickRowReady(row, 2)).toBe(false);
    expect(isPickRowReady(row, null)).toBe(false);
    expect(isPickRowReady({ ...row, status: 'OCCURRENCE' }, 3)).toBe(true);
    expect(isPickRowReady({ ...row, status: 'DONE' }, 3)).toBe(false);
    const rows = [
      row,
      { id: 's', status: 'PENDING' as const, quantity: 1 },
      { id: 't', status: 'PENDING' as const, quantity: 4 },
    ];
    expect(readyPickRows(rows, { r: 3, s: 2, t: 4 }).map((r) => r.id)).toEqual(['r', 't']);
  });

  it('only a PENDING storage line may still be given a position', () => {
    expect(isStorableLine({ status: 'PENDING' })).toBe(true);
    for (const status of ['INPROGRESS', 'OCCURRENCE', 'DONE', 'CANCELLED'] as const) {
      expect(isStorableLine({ status })).toBe(false);
    }
  });
});

describe('packing volumes (doc 3 §4, §5)', () => {
  const lines: VolumeLine[] = [
    { volume: 1, orderItem: 'i1', barcode: 'B1', quantity: 4 },
    { volume: 1, orderItem: 'i2', barcode: 'B2', quantity: 2 },
    { volume: 3, orderItem: 'i2', barcode: 'B2', quantity: 1 },
  ];

  it('the barcode must be in another volume', () => {
    expect(volumeMoveProblem(lines, { barcode: 'X', quantity: 1, target: 2 })).toBe(
      'barcodeNotInOtherVolume',
    );
    expect(volumeMoveProblem(lines, { barcode: 'B1', quantity: 1, target: 1 })).toBe(
      'barcodeNotInOtherVolume',
    );
  });

  it('a source volume must be chosen when the barcode is in several', () => {
    expect(volumeMoveProblem(lines, { barcode: 'B2', quantity: 1, target: 2 })).toBe('chooseSourceVolume');
    expect(volumeMoveProblem(lines, { barcode: 'B2', quantity: 1, target: 2, source: 3 })).toBeNull();
  });

  it('the quantity is nonzero and at most the source volume holds', () => {
    expect(volumeMoveProblem(lines, { barcode: 'b1', quantity: 0, target: 2 })).toBe('quantityRequired');
    expect(volumeMoveProblem(lines, { barcode: 'B1', quantity: 5, target: 2 })).toBe('quantityTooHigh');
    expect(volumeMoveProblem(lines, { barcode: 'B1', quantity: 4, target: 2 })).toBeNull();
    expect(volumeMoveProblem(lines, { barcode: 'B1', quantity: 1, target: 0 })).toBe('invalidTarget');
  });

  it('a move conserves quantities and drops emptied lines', () => {
    const moved = applyVolumeMove(lines, { barcode: 'B1', quantity: 4, target: 2 });
    expect(moved).toContainEqual({ volume: 2, orderItem: 'i1', barcode: 'B1', quantity: 4 });
    expect(moved.some((l) => l.volume === 1 && l.orderItem === 'i1')).toBe(false);
    const sum = (ls: VolumeLine[]) => ls.reduce((s, l) => s + l.quantity, 0);
    expect(sum(moved)).toBe(sum(lines));
    const merged = applyVolumeMove(lines, { barcode: 'B2', quantity: 1, target: 3, source: 1 });
    expect(merged.find((l) => l.volume === 3 && l.orderItem === 'i2')?.quantity).toBe(2);
  });

  it('finalizing renumbers the non-empty volumes from 1', () => {
    const packed = renumberVolumes([
      { volume: 1, orderItem: 'i1', barcode: 'B1', quantity: 0 },
      { volume: 5, orderItem: 'i2', barcode: 'B2', quantity: 1 },
      { volume: 3, orderItem: 'i1', barcode: 'B1', quantity: 2 },
    ]);
    expect(packed.map((l) => [l.volume, l.orderItem])).toEqual([
      [1, 'i1'],
      [2, 'i2'],
    ]);
    expect(volumeCount(packed)).toBe(2);
  });
});

describe('packing volumes with one barcode on several order items', () => {
  const same: VolumeLine[] = [
    { volume: 1, orderItem: 'i1', barcode: 'B', quantity: 2 },
    { volume: 1, orderItem: 'i2', barcode: 'B', quantity: 2 },
  ];
  it('one source volume needs no choice and offers its whole quantity', () => {
    expect(volumeMoveProblem(same, { barcode: 'B', quantity: 3, target: 2 })).toBeNull();
    expect(volumeMoveProblem(same, { barcode: 'B', quantity: 5, target: 2 })).toBe('quantityTooHigh');
    const moved = applyVolumeMove(same, { barcode: 'B', quantity: 3, target: 2 });
    expect(moved).toEqual([
      { volume: 1, orderItem: 'i2', barcode: 'B', quantity: 1 },
      { volume: 2, orderItem: 'i1', barcode: 'B', quantity: 2 },
      { volume: 2, orderItem: 'i2', barcode: 'B', quantity: 1 },
    ]);
  });
});

describe('shortages of an inbound read (doc 3 §2 partial read; issue 20)', () => {
  const lines = [
    { id: 'a', description: 'A', quantity: 3 },
    { id: 'b', description: 'B', quantity: 2 },
  ];
  it('lists the products read below what the order expects, in the order of its lines', () => {
    expect(
      shortagesOf(lines, [
        { id: 'b', quantity: 0.5 },
        { id: 'a', quantity: 3 },
      ]),
    ).toEqual([{ id: 'b', description: 'B', expected: 2, read: 0.5 }]);
    // a line not in the read counts as read in full
    expect(shortagesOf(lines, [])).toEqual([]);
  });
  it('marks a received order only once it is DONE, from its read quantities', () => {
    const items = lines.map((l) => ({ ...l, readQuantity: l.id === 'a' ? 1 : 2 }));
    expect(receivedShortages({ status: 'DONE', order: { items } })).toEqual([
      { id: 'a', description: 'A', expected: 3, read: 1 },
    ]);
    expect(receivedShortages({ status: 'PENDING', order: { items } })).toEqual([]);
  });
});
