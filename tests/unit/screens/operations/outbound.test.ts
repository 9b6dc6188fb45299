import { describe, expect, it } from 'vitest';
import type { Company } from '../../../../src/domain/company.schema';
import type { OutboundRecord } from '../../../../src/domain/operations';
import {
  addOrdersQuery,
  orderRefusal,
  REFUSAL_IDS,
} from '../../../../src/screens/operations/outbound/add-orders.dialog';
import {
  outboundAnswers,
  outboundItemAnswers,
  outboundOrderRecord,
  outboundRecord,
} from '../../../../src/screens/operations/outbound/outbound-answers';
import {
  EXPORT_LIMIT,
  EXPORT_PAGE,
  exportColumns,
  exportPages,
} from '../../../../src/screens/operations/outbound/outbound-export';
import {
  buildBoardingDraftPdf,
  dispatchColumns,
  dispatchRows,
} from '../../../../src/services/documents/outbound-pdf';
import { PNG_LOGO, pdfSource } from '../../services/documents/fixtures';

// The outbound screen's pure pieces (doc 3 §2 Outbound, §4, §7): the machine questions, the
// add-orders rule and query, the list export's columns and paging, the dispatch report's rows and
// the generated boarding draft.

type Status = OutboundRecord['status'];
const line = (id: string, status: Status, position: string | null = null) => ({
  id,
  description: `Produto ${id}`,
  barcode: `789${id}`,
  un: 'UN',
  quantity: 2.5,
  productBatch: 'L1',
  productExpire: '2027-01-31',
  product: { manufactorCode: `MC-${id}` },
  status,
  position: position ? { id: `pos-${position}`, code: position } : null,
});
const order = (id: string, status: Status, lines: ReturnType<typeof line>[]) => ({
  id: `item-${id}`,
  status,
  priority: false,
  user: null,
  volumes: [
    { volume: 1, barcode: `${id}-001` },
    { volume: 2, barcode: `${id}-002` },
  ],
  order: { id: `ord-${id}`, orderNumber: id, items: lines },
});
const outbound = (status: Status, items: ReturnType<typeof order>[]): OutboundRecord =>
  ({
    id: 'out-1',
    code: 'OUT-000001',
    status,
    companyDocument: '11222333000181',
    outboundDate: '2026-11-23T10:00:00.000Z',
    url: null,
    transportador: { id: 'tr-1', nameTransporter: 'Via Rápida' },
    assignedUser: { userName: 'operador' },
    user: { id: 'u1', userName: 'operador', profile: { name: 'OTÁVIO OPERADOR' } },
    position: { id: 'pos-D1', code: 'DOCA-01' },
    ordersCount: items.length,
    executed: 0,
    volumes: 4,
    items,
  }) as unknown as OutboundRecord;

describe('outbound machine questions (doc 3 §4)', () => {
  it('a PENDING outbound with nothing dispatched allows every action', () => {
    const r = outbound('PENDING', [order('100', 'PENDING', [line('a', 'PENDING')])]);
    expect(outboundAnswers(r)).toEqual({
      assignUser: true,
      addTransporter: true,
      addPosition: true,
      addOrders: true,
      finalize: true,
      cancel: true,
      delete: true,
      cancelBlockedByWork: false,
    });
  });

  it('cancel and delete are refused once an order is dispatched or in progress', () => {
    const done = outbound('PENDING', [
      order('100', 'DONE', [line('a', 'DONE')]),
      order('101', 'PENDING', [line('b', 'PENDING')]),
    ]);
    expect(outboundAnswers(done)).toMatchObject({ cancel: false, delete: false, finalize: true });
    // the reason shown under the actions: the worked order blocks it
    expect(outboundAnswers(done).cancelBlockedByWork).toBe(true);
    const started = outbound('PENDING', [order('100', 'PENDING', [line('a', 'INPROGRESS')])]);
    expect(outboundAnswers(started)).toMatchObject({ cancel: false, cancelBlockedByWork: true });
  });

  it('a DONE or CANCELLED outbound allows nothing, nor more orders', () => {
    for (const status of ['DONE', 'CANCELLED'] as const) {
      const r = outbound(status, [order('100', status, [line('a', status)])]);
      // closed: nothing allowed, and no reason to give for the cancel
      expect(Object.values(outboundAnswers(r)).some(Boolean)).toBe(false);
    }
  });

  it('an order is assigned, dispatched or cancelled only while PENDING', () => {
    const open = order('100', 'PENDING', [line('a', 'PENDING')]);
    const shipped = order('101', 'DONE', [line('b', 'DONE')]);
    expect(outboundItemAnswers(open)).toEqual({ assignUser: true, finalize: true, cancel: true });
    expect(outboundItemAnswers(shipped)).toEqual({ assignUser: false, finalize: false, cancel: false });
  });

  it('builds one machine record per record and per order (snapshots reused)', () => {
    const r = outbound('PENDING', [order('100', 'PENDING', [line('a', 'PENDING'), line('b', 'DONE')])]);
    expect(outboundRecord(r)).toBe(outboundRecord(r));
    expect(outboundRecord(r).lines.map((l) => l.status)).toEqual(['PENDING', 'DONE']);
    expect(outboundOrderRecord(r.items[0])).toEqual({ status: 'PENDING', lines: outboundRecord(r).lines });
  });
});

describe('add orders to an outbound (doc 3 §4, §7 ADDED)', () => {
  const open = { id: 'out-1', status: 'PENDING' };
  it('accepts an order whose work ended; refuses one in operation, one already shipping, a closed outbound', () => {
    expect(orderRefusal({ type: 'PACKING', status: 'DONE' }, open)).toBeNull();
    expect(orderRefusal({ type: 'PICKING', status: 'PENDING' }, open)).toBe(
      REFUSAL_IDS.notSelectable('', '', ''),
    );
    expect(orderRefusal({ type: 'OUTBOUND', status: 'DONE' }, open)).toBe(REFUSAL_IDS.alreadyOfType('', ''));
    expect(orderRefusal({ type: 'PACKING', status: 'DONE' }, { id: 'out-1', status: 'DONE' })).toBe(
      'outbound.addOrders.refused.closed',
    );
  });

  it('searches by number, else lists the ended orders', () => {
    expect(addOrdersQuery(' 100300 ')).toMatchObject({ filter: 'orderNumber|100300', page: 1 });
    expect(addOrdersQuery('')).toMatchObject({ filter: 'status|DONE', sort: 'orderDate|DESC' });
  });
});

describe('outbound list export (doc 3 §2: dispatch, code, operator, volume, status)', () => {
  it('has the five columns, with the date, operator name and status text', () => {
    const r = outbound('DONE', []);
    const columns = exportColumns();
    expect(columns).toHaveLength(5);
    expect(columns.map((c) => c.value(r))).toEqual([
      '23/11/2026',
      'OUT-000001',
      'OTÁVIO OPERADOR',
      4,
      'Concluído',
    ]);
  });

  it('reads every page of the filters up to the limit', () => {
    expect(exportPages(0)).toBe(0);
    expect(exportPages(1)).toBe(1);
    expect(exportPages(EXPORT_PAGE)).toBe(1);
    expect(exportPages(EXPORT_PAGE + 1)).toBe(2);
    expect(exportPages(1_000_000)).toBe(EXPORT_LIMIT / EXPORT_PAGE);
  });
});

describe('outbound documents', () => {
  const r = outbound('PENDING', [
    order('100', 'DONE', [line('a', 'DONE', 'A-01-01')]),
    order('101', 'PENDING', [line('b', 'PENDING'), line('c', 'PENDING')]),
  ]);

  it('the dispatch report lists every product line with its order, volumes and position', () => {
    const rows = dispatchRows(r);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      order: '100',
      volumes: 2,
      code: 'MC-a',
      position: 'A-01-01',
      expire: '31/01/2027',
    });
    expect(dispatchColumns().map((c) => c.value(rows[2]))).toContain('Pendente');
  });

  it('an order without product lines is still listed, with its volumes and status (issue 31)', () => {
    const rows = dispatchRows(
      outbound('PENDING', [order('100', 'DONE', [line('a', 'DONE')]), order('102', 'PENDING', [])]),
    );
    expect(rows.map((row) => row.order)).toEqual(['100', '102']);
    expect(rows[1]).toMatchObject({ order: '102', volumes: 2, code: '', description: '', quantity: null });
    const cells = dispatchColumns().map((c) => c.value(rows[1]));
    expect(cells[0]).toBe('102');
    expect(cells).toContain('Pendente');
    // no "0,00" nor "NaN" for the missing quantity
    expect(cells[dispatchColumns().findIndex((c) => c.header === 'Quantidade')]).toBe('');
  });

  it('the boarding draft carries the company, the transporter and each volume barcode', async () => {
    const company = {
      logo: PNG_LOGO,
      corporateName: 'Demo Logística Ltda',
      fantasyName: 'Demo',
      cnpj: '11222333000181',
      street: 'Rua A',
      number: '10',
      neighborhood: 'Centro',
      city: 'São Paulo',
      state: 'SP',
      postalCode: '01001000',
      email: 'a@b.com',
      phone: '1133334444',
    } as Company;
    const doc = await buildBoardingDraftPdf(r, company);
    const source = pdfSource(doc);
    expect(source).toContain('(Minuta de embarque)');
    expect(source).toContain('Demo Log');
    expect(source).toContain('(Via R');
    expect(source).toContain('100-001, 100-002');
    expect(source).toContain('(Motorista)');
    // without a logo the draft is still produced
    await expect(buildBoardingDraftPdf(r, { ...company, logo: null })).resolves.toBeTruthy();
  });
});
