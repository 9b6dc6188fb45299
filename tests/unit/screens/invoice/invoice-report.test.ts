import { describe, expect, it } from 'vitest';
import type { InvoiceRecord } from '../../../../src/domain/operations';
import {
  invoiceOrderNumbers,
  invoiceReportColumns,
  invoiceTotals,
  invoiceUser,
} from '../../../../src/screens/orders/invoice/invoice-report';

const line = (quantity: number) => ({
  id: `l${quantity}`,
  description: 'x',
  barcode: null,
  un: 'UN',
  quantity,
  productBatch: null,
  productExpire: null,
  product: { manufactorCode: null },
});

const invoice: InvoiceRecord = {
  id: 'i1',
  code: 'INV-000001',
  status: 'PENDING',
  companyDocument: '1',
  createdAt: '2024-03-01T10:00:00Z',
  invoiceDate: '2024-03-01T10:00:00Z',
  user: { id: 'u', userName: 'admin', profile: { name: 'Ana' } },
  items: [
    {
      id: 'a',
      status: 'PENDING',
      priority: false,
      user: null,
      order: { id: 'o1', orderNumber: '100', items: [line(2), line(3)] },
    },
    {
      id: 'b',
      status: 'PENDING',
      priority: false,
      user: null,
      order: { id: 'o2', orderNumber: '101', items: [line(1)] },
    },
  ],
};

describe('invoice list cells and report', () => {
  it('totals orders, product lines and units', () => {
    expect(invoiceTotals(invoice)).toEqual({ orders: 2, lines: 3, units: 6 });
    expect(invoiceOrderNumbers(invoice)).toBe('100, 101');
    expect(invoiceUser(invoice)).toBe('Ana');
  });

  it('report columns give the cells of a row', () => {
    const cols = invoiceReportColumns(
      (id) => id,
      (s) => `status:${s}`,
    );
    expect(cols.map((c) => c.value(invoice))).toEqual([
      'INV-000001',
      expect.stringMatching(/^01\/03\/2024 \d\d:\d\d$/),
      'Ana',
      2,
      '100, 101',
      '6,00',
      'status:PENDING',
    ]);
  });
});
