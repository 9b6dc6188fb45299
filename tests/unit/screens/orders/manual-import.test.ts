import { describe, expect, it } from 'vitest';
import { buildAccessKey } from '../../../../src/domain/access-key';
import {
  cutCode,
  emptyManualImport,
  manualImportProblems,
  needsSender,
  toProcessImport,
} from '../../../../src/screens/orders/import/manual-import';

const bsoft = { name: 'bsoft', apiKey: 'k' } as const;
const rsys = { name: 'rsys', empresa: '1' } as const;
const key = buildAccessKey({
  yearMonth: '2501',
  senderDocument: '11222333000181',
  serie: '1',
  number: '123',
});

describe('manual order import (doc 2 §5, doc 1 §7.2 POST /process-import)', () => {
  it('cuts the code to 44 characters', () => {
    expect(cutCode(`${key}999`)).toBe(key);
    expect(key).toHaveLength(44);
  });

  it('needs neither serial nor sender with a 44-character access key', () => {
    const values = { ...emptyManualImport, orderCode: key };
    expect(needsSender(values)).toBe(false);
    expect(manualImportProblems(values, bsoft)).toEqual({});
    expect(toProcessImport(values, bsoft)).toEqual({ type: 'order-bsoft', orderCode: key });
  });

  it('requires the sender otherwise, and sends serial and sender digits', () => {
    const values = { ...emptyManualImport, orderCode: '12345' };
    expect(needsSender(values)).toBe(true);
    expect(manualImportProblems(values, bsoft)).toEqual({ senderDocument: 'validation.required' });
    expect(toProcessImport({ ...values, serie: '2', senderDocument: '11.222.333/0001-81' }, bsoft)).toEqual({
      type: 'order-bsoft',
      orderCode: '12345',
      serie: '2',
      senderDocument: '11222333000181',
    });
    expect(toProcessImport({ ...values, serie: '', senderDocument: '1' }, bsoft)).toMatchObject({
      serie: '1',
    });
  });

  it('requires the code', () => {
    expect(manualImportProblems(emptyManualImport, rsys)).toEqual({ orderCode: 'validation.required' });
  });

  it('sends order-rsys with the order type and no sender', () => {
    const values = { ...emptyManualImport, orderCode: '777', orderType: 'purchase-order' as const };
    expect(manualImportProblems(values, rsys)).toEqual({});
    expect(toProcessImport(values, rsys)).toEqual({
      type: 'order-rsys',
      orderCode: '777',
      orderType: 'purchase-order',
    });
  });
});
