import { describe, expect, it } from 'vitest';
import { can } from '../../../../src/machines/ask';
import { RECORD_LIFECYCLES, recordStatuses } from '../../../../src/machines/warehouse-records';
import { parseQty } from '../../../../src/screens/operations/shared/format';
import {
  storageAnswers,
  storageItemAnswers,
} from '../../../../src/screens/operations/storage/storage-answers';
import { chosenPosition } from '../../../../src/screens/operations/storage/storage-choices';
import { item, line, storage } from './storage-fixtures';

describe('operations kit rules', () => {
  it('reads typed quantities: digits, at most 2 decimals, comma or point', () => {
    expect(parseQty('3,5')).toBe(3.5);
    expect(parseQty(' 12.25 ')).toBe(12.25);
    expect(parseQty('1.234')).toBeNull();
    expect(parseQty('-1')).toBeNull();
    expect(parseQty('')).toBeNull();
  });

  it('asks the record machines, false for a status the machine does not know', () => {
    const recordCan = (kind: 'storage' | 'inbound', status: string, type: 'CANCEL' | 'FINALIZE') =>
      can(RECORD_LIFECYCLES[kind], { status, lines: [] }, { type });
    expect(recordCan('storage', 'PENDING', 'CANCEL')).toBe(true);
    expect(recordCan('storage', 'INPROGRESS', 'CANCEL')).toBe(false);
    expect(recordCan('inbound', 'OCCURRENCE', 'FINALIZE')).toBe(false);
    expect(recordStatuses('storage')).toEqual(['PENDING', 'INPROGRESS', 'DONE', 'CANCELLED']);
  });

  it('preselects the only choosable position; one in inventory is never chosen', () => {
    expect(chosenPosition(line('a'), {})).toBe('p1');
    expect(chosenPosition(line('a'), { a: 'p9' })).toBe('p9');
    const two = line('b', {
      storagePositionSuggestions: [
        { positionId: 'p1', code: 'A-01', inInventory: false },
        { positionId: 'p3', code: 'A-03', inInventory: false },
      ],
    });
    expect(chosenPosition(two, {})).toBeNull();
  });

  it('offers the bulk finalize only with at least 2 finalizable chosen lines', () => {
    const single = storage([item('i1', [line('a')])]);
    expect(storageAnswers(single).finalizeChosen(storageAnswers(single).chosenLines({}))).toBe(false);
    const done = line('c', { status: 'DONE' });
    const pair = storage([item('i1', [line('a'), done]), item('i2', [line('b')], 'PENDING')]);
    const chosen = storageAnswers(pair).chosenLines({});
    expect(chosen.map((c) => c.line.id)).toEqual(['a', 'b']);
    expect(storageAnswers(pair).finalizeChosen(chosen)).toBe(true);
  });

  it('asks FINALIZE_CHOSEN with the lines chosen and the lines the bulk leaves open', () => {
    const unchosen = line('d', {
      storagePositionSuggestions: [
        { positionId: 'p1', code: 'A-01', inInventory: false },
        { positionId: 'p3', code: 'A-03', inInventory: false },
      ],
    });
    const done = line('c', { status: 'DONE' });
    const record = storage([item('i1', [line('a'), done]), item('i2', [line('b'), unchosen])]);
    // every open line chosen and read in full: nothing left open (the machine leads to DONE)
    const all = storageAnswers(record).chosenLines({ d: 'p3' });
    expect(storageAnswers(record).finalizeChosenEvent(all)).toEqual({
      type: 'FINALIZE_CHOSEN',
      chosen: 3,
      rest: 0,
    });
    // a line without a position stays open (INPROGRESS)
    expect(storageAnswers(record).finalizeChosenEvent(storageAnswers(record).chosenLines({}))).toEqual({
      type: 'FINALIZE_CHOSEN',
      chosen: 2,
      rest: 1,
    });
    // a line read short is put away but stays open (OCCURRENCE, doc 3 §4)
    const short = storageAnswers(record).chosenLines({ d: 'p3' }, { b: '1' });
    expect(storageAnswers(record).finalizeChosenEvent(short)).toEqual({
      type: 'FINALIZE_CHOSEN',
      chosen: 3,
      rest: 1,
    });
  });

  it('knows a stored line is no longer open', () => {
    const record = storage([item('i1', [line('a', { status: 'DONE' }), line('b')])]);
    expect(storageItemAnswers(record.items[0]).lineOpen(record.items[0].order.items[0])).toBe(false);
    expect(storageItemAnswers(record.items[0]).lineOpen(record.items[0].order.items[1])).toBe(true);
  });
});
