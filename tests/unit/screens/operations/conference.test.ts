import { describe, expect, it } from 'vitest';
import type { ConferenceRecord } from '../../../../src/domain/operations';
import { conferenceItemRecord, conferenceRecord } from '../../../../src/machines/warehouse-records';
import {
  applyCountScan,
  type CountLine,
  countText,
  draftQuantity,
  isCountChanged,
  isShort,
  linesRead,
  readExecuted,
} from '../../../../src/screens/operations/conference/conference-count';
import { checkedLines } from '../../../../src/screens/operations/conference/conference-documents';
import { conferenceImportRows } from '../../../../src/screens/operations/conference/conference-import';
import { countLineOf } from '../../../../src/screens/operations/conference/conference-lines';

type Item = ConferenceRecord['items'][number];
type Line = Item['order']['items'][number];

const line = (lineId: string, quantity: number, conferred: Line['conferred'] = null): Line => ({
  id: `oi-${lineId}`,
  lineId,
  description: `Product ${lineId}`,
  barcode: `789${lineId}`,
  un: 'UN',
  quantity,
  productBatch: null,
  productExpire: null,
  product: { manufactorCode: `M-${lineId}` },
  conferred,
});
const item = (id: string, status: Item['status'], lines: Line[]): Item => ({
  id,
  status,
  priority: false,
  user: null,
  userProfile: null,
  order: { id: `o-${id}`, orderNumber: `10${id}`, items: lines },
});
const count = (id: string, over: Partial<CountLine> = {}): CountLine => ({
  id,
  barcode: `789${id}`,
  code: `M-${id}`,
  quantity: 2,
  read: null,
  open: true,
  ...over,
});

describe('conference counting (doc 3 §5)', () => {
  it('shows the draft, else what was read, else nothing', () => {
    expect(countText(count('a'), {})).toBe('');
    expect(countText(count('a', { read: 1.5 }), {})).toMatch(/^1[.,]50$/);
    expect(countText(count('a', { read: 1.5 }), { a: '3' })).toBe('3');
  });

  it('reads at most two decimals, comma or point', () => {
    expect(draftQuantity(count('a'), { a: '2,25' })).toBe(2.25);
    expect(draftQuantity(count('a'), { a: '2.5' })).toBe(2.5);
    expect(draftQuantity(count('a'), { a: '2,255' })).toBeNull();
    expect(draftQuantity(count('a'), { a: '-1' })).toBeNull();
    expect(draftQuantity(count('a'), {})).toBeNull();
  });

  it('is changed only when the draft differs from what was read (confirm / cancel appear)', () => {
    expect(isCountChanged(count('a'), {})).toBe(false);
    expect(isCountChanged(count('a', { read: 2 }), { a: '2,00' })).toBe(false);
    expect(isCountChanged(count('a', { read: 2 }), { a: '1' })).toBe(true);
    expect(isCountChanged(count('a'), { a: 'x' })).toBe(true);
    expect(isCountChanged(count('a'), { a: ' ' })).toBe(false);
    expect(isCountChanged(count('a', { read: 1 }), { a: '' })).toBe(true);
  });

  it('a scan adds 1 to the open line of the product still short, by barcode or manufacturer code', () => {
    const lines = [
      count('a', { open: false }),
      count('b', { barcode: '789a', read: 2 }),
      count('c', { barcode: '789a' }),
    ];
    expect(applyCountScan(lines, {}, '789a')).toEqual({ kind: 'counted', lineId: 'c', count: 1 });
    expect(applyCountScan(lines, { c: '2' }, '789a')).toEqual({ kind: 'counted', lineId: 'b', count: 3 });
    expect(applyCountScan(lines, {}, 'M-c')).toEqual({ kind: 'counted', lineId: 'c', count: 1 });
    expect(applyCountScan([count('a', { open: false })], {}, '789a')).toEqual({ kind: 'closed' });
    expect(applyCountScan(lines, {}, 'nothing')).toEqual({ kind: 'unknown' });
  });
});

describe('conference records as the machines see them', () => {
  const pending = item('1', 'PENDING', [
    line('a', 2),
    line('b', 1, { id: 'b', quantity: 1, status: 'INPROGRESS' }),
  ]);
  const done = item('2', 'DONE', [line('c', 1, { id: 'c', quantity: 1, status: 'DONE' })]);

  it('an unread line is PENDING with nothing counted; a read one carries its quantity', () => {
    expect(conferenceItemRecord(pending).lines).toEqual([
      { id: 'a', status: 'PENDING', quantity: 2, counted: null },
      { id: 'b', status: 'INPROGRESS', quantity: 1, counted: 1 },
    ]);
  });

  it('a line may be counted only while its order is open (the conference-item machine)', () => {
    expect(countLineOf(pending, pending.order.items[0]).open).toBe(true);
    expect(countLineOf(done, done.order.items[0]).open).toBe(false);
  });

  it('the record holds every line of every order', () => {
    const record = { status: 'INPROGRESS', items: [pending, done] } as unknown as ConferenceRecord;
    expect(conferenceRecord(record).lines.map((l) => l.id)).toEqual(['a', 'b', 'c']);
  });

  it('the print lists the checked lines only, with the difference read − expected', () => {
    const divergent = item('3', 'OCCURRENCE', [
      line('d', 3, { id: 'd', quantity: 2.5, status: 'OCCURRENCE' }),
    ]);
    const record = { code: 'CON-1', items: [pending, divergent] } as unknown as ConferenceRecord;
    expect(checkedLines(record).map((l) => [l.order, l.read, l.difference])).toEqual([
      ['101', 1, 0],
      ['103', 2.5, -0.5],
    ]);
  });
});

describe('conference spreadsheet rows (doc 3 §7 type conference)', () => {
  it('reads the columns in any of the three languages and keeps the sheet row numbers', () => {
    const { sendable, errors } = conferenceImportRows([
      { Pedido: '1001', 'Código de barras': '789a', Quantidade: 2 },
      { order: '1002', product: 'M-b', quantity: '1,5' },
      { Pedido: '1003', Produto: null, Cantidad: '1' },
      { Pedido: '1004', Produto: '789c', Quantidade: '1,234' },
    ]);
    expect(sendable).toEqual([
      { sheetRow: 2, row: { order: '1001', product: '789a', quantity: '2' } },
      { sheetRow: 3, row: { order: '1002', product: 'M-b', quantity: '1,5' } },
    ]);
    expect(errors).toEqual([
      { sheetRow: 4, message: 'conference.import.missingProduct', local: true },
      { sheetRow: 5, message: 'conference.import.badQuantity', local: true },
    ]);
  });
});

describe('conference reads followed in the header (issue 31)', () => {
  const line = (id: string, quantity: number, read: number | null) => ({
    id,
    barcode: `B-${id}`,
    code: null,
    quantity,
    read,
    open: true,
  });
  it('counts the lines read, confirmed or waiting, and the short ones', () => {
    const lines = [line('a', 4, null), line('b', 2, 2), line('c', 3, 1)];
    expect(linesRead(lines, {})).toEqual({ read: 2, total: 3, short: 1 });
    expect(linesRead(lines, { a: '1' })).toEqual({ read: 3, total: 3, short: 2 });
    expect(isShort(lines[2], {})).toBe(true);
    expect(isShort(lines[2], { c: '3' })).toBe(false);
    expect(isShort(lines[0], {})).toBe(false);
  });
  it('moves the executed % with every read: the expected quantity read, an excess not counted', () => {
    const lines = [line('a', 4, null), line('b', 2, 2), line('c', 3, 1)];
    // 0 + 2 + 1 of 9
    expect(readExecuted(lines, {})).toBe(33.33);
    // one scan more on a: 1 + 2 + 1 of 9
    expect(readExecuted(lines, { a: '1' })).toBe(44.44);
    // reading 7 on c counts 3
    expect(readExecuted(lines, { a: '4', c: '7' })).toBe(100);
    expect(readExecuted([], {})).toBe(0);
  });
});
