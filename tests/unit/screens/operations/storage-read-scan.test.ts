import { describe, expect, it } from 'vitest';
import { run } from '../../../../src/machines/ask';
import { type StorageItemEvent, storageItemLifecycle } from '../../../../src/machines/storage-item.machine';
import { answerNeedsLines } from '../../../../src/machines/warehouse-records';
import { qtyText } from '../../../../src/screens/operations/shared/format';
import {
  storageAnswers,
  storageItemAnswers,
} from '../../../../src/screens/operations/storage/storage-answers';
import {
  positionItems,
  readQuantity,
  readText,
} from '../../../../src/screens/operations/storage/storage-choices';
import { storageScan } from '../../../../src/screens/operations/storage/storage-scan';
import { item, line, storage } from './storage-fixtures';

describe('storage read quantity', () => {
  it('writes a quantity as typed text: 2 decimals, the decimal mark, no grouping', () => {
    expect(qtyText(1234.5, 'pt-BR')).toBe('1234,50');
    expect(qtyText(3, 'en-US')).toBe('3.00');
    expect(qtyText(2.005, 'es')).toBe('2,01');
  });

  it('defaults to the expected quantity and reads what was typed', () => {
    const l = line('a', { quantity: 4 });
    expect(readQuantity(l, {})).toBe(4);
    expect(readText(l, { a: '2,5' })).toBe('2,5');
    expect(readQuantity(l, { a: '2,5' })).toBe(2.5);
    expect(readQuantity(l, { a: 'x' })).toBeNull();
  });

  it('lets the FINALIZE_LINE guard decide: > 0 and at most the expected quantity', () => {
    const it1 = item('i1', [line('a')]);
    const a = it1.order.items[0];
    expect(storageItemAnswers(it1).readProblem(a, '2')).toBeNull();
    expect(storageItemAnswers(it1).readProblem(a, '1,5')).toBeNull();
    expect(storageItemAnswers(it1).readProblem(a, '2,01')).toBe('range');
    expect(storageItemAnswers(it1).readProblem(a, '0')).toBe('range');
    expect(storageItemAnswers(it1).readProblem(a, '1,234')).toBe('invalid');
    expect(storageItemAnswers(it1).readProblem(a, '')).toBe('invalid');
  });

  it('bulk: carries each read, full reads first, at most one short line per item', () => {
    const record = storage([item('i1', [line('a'), line('b'), line('c')]), item('i2', [line('d')])]);
    const chosen = storageAnswers(record).chosenLines({}, { a: '1', b: '1,5' });
    // a and b are short: only one is sent (the item is in OCCURRENCE after it), after the full c
    expect(chosen.map((c) => [c.line.id, c.quantity])).toEqual([
      ['c', 2],
      ['a', 1],
      ['d', 2],
    ]);
    expect(
      storageAnswers(record)
        .chosenLines({}, { a: '9' })
        .map((c) => c.line.id),
    ).toEqual(['b', 'c', 'd']);
  });

  it('marks a position in inventory with an asterisk and disables it', () => {
    expect(positionItems(line('a'))).toEqual([
      { value: 'p1', label: 'A-01', disabled: false },
      { value: 'p2', label: 'A-02 *', disabled: true },
    ]);
  });
});

describe('machine questions of the kit', () => {
  it('runs events in turn: a refused one is skipped, an accepted one moves on', () => {
    const lines = [
      { id: 'a', status: 'PENDING' as const, quantity: 2 },
      { id: 'b', status: 'PENDING' as const, quantity: 2 },
    ];
    const acceptedInTurn = (status: string, events: StorageItemEvent[]) =>
      run(storageItemLifecycle, { status, lines }, events, { skipRefused: true }).accepted;
    const store = (lineId: string, quantity: number): StorageItemEvent => ({
      type: 'FINALIZE_LINE',
      lineId,
      positionId: 'p1',
      quantity,
    });
    expect(acceptedInTurn('PENDING', [store('a', 2), store('b', 2)])).toEqual([true, true]);
    expect(acceptedInTurn('PENDING', [store('a', 1), store('b', 2)])).toEqual([true, false]);
    expect(acceptedInTurn('NOPE', [store('a', 2)])).toEqual([false]);
  });

  it('knows which record answers need the lines a list row does not carry', () => {
    expect(answerNeedsLines('picking', 'PENDING', { type: 'CANCEL' })).toBe(true);
    // doc 3 §4: inbound CANCEL while PENDING, whatever its lines
    expect(answerNeedsLines('inbound', 'PENDING', { type: 'CANCEL' })).toBe(false);
    expect(answerNeedsLines('storage', 'PENDING', { type: 'CANCEL' })).toBe(false);
    expect(answerNeedsLines('inbound', 'PENDING', { type: 'FINALIZE' })).toBe(false);
    expect(answerNeedsLines('picking', 'DONE', { type: 'CANCEL' })).toBe(false);
  });
});

describe('storage scan', () => {
  const record = storage([
    item('i1', [line('a'), line('s', { status: 'DONE', barcode: 'BAR-S' })]),
    item('i2', [line('b')]),
  ]);

  it('selects the open line of a product; a stored one is refused', () => {
    expect(storageScan(record, 'bar-a', null)).toMatchObject({ kind: 'product', line: { id: 'a' } });
    expect(storageScan(record, 'BAR-S', null)).toEqual({ kind: 'settled' });
  });

  it('chooses a suggested position for the selected line, never one in inventory', () => {
    expect(storageScan(record, 'a-01', 'a')).toMatchObject({
      kind: 'position',
      positionId: 'p1',
      code: 'A-01',
    });
    expect(storageScan(record, 'A-02', 'a')).toEqual({ kind: 'inInventory', code: 'A-02' });
    expect(storageScan(record, 'Z-99', 'a')).toMatchObject({ kind: 'notSuggested', line: { id: 'a' } });
  });

  it("serves lines sharing a barcode one after the other; a position never replaces another line's (issue 31)", () => {
    const twice = storage([
      item('i1', [line('x', { barcode: 'BAR-R' })]),
      item('i2', [line('y', { barcode: 'BAR-R' }), line('z', { barcode: 'BAR-R', status: 'DONE' })]),
    ]);
    expect(storageScan(twice, 'bar-r', null, {})).toMatchObject({ kind: 'product', line: { id: 'x' } });
    // x has a position: the same barcode selects y, and the next position read goes to y
    expect(storageScan(twice, 'BAR-R', 'x', { x: 'p1' })).toMatchObject({
      kind: 'product',
      line: { id: 'y' },
    });
    expect(storageScan(twice, 'A-01', 'y', { x: 'p1' })).toMatchObject({
      kind: 'position',
      line: { id: 'y' },
    });
    // every open line of it has a position: told so, nothing selected
    expect(storageScan(twice, 'BAR-R', 'y', { x: 'p1', y: 'p1' })).toMatchObject({
      kind: 'allChosen',
      line: { id: 'x' },
    });
  });

  it('asks for a product first; other codes are unknown', () => {
    expect(storageScan(record, 'A-01', null)).toEqual({ kind: 'productFirst' });
    expect(storageScan(record, 'A-01', 's')).toEqual({ kind: 'productFirst' });
    expect(storageScan(record, 'Z-99', null)).toEqual({ kind: 'unknown' });
  });
});
