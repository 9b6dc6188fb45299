import { describe, expect, it } from 'vitest';
import {
  accessKeyCheckDigit,
  accessKeyParts,
  buildAccessKey,
  cutImportCode,
  isAccessKeyLength,
  isValidAccessKey,
} from '../../src/domain/access-key';
import { isPastDateTime, parseApiDateTime, parseApiRange } from '../../src/domain/api-dates';
import { parseMoney, transferFromFreight } from '../../src/domain/freight';
import { averageColour, isTreatable, npsBand, ratingColour } from '../../src/domain/nps';
import { canGenerate, generationRefusal } from '../../src/domain/order-generation';
import {
  isAllowedTypeChange,
  isScheduledOrder,
  isSelectableOrder,
  missingPrintables,
  orderProgress,
  soKind,
} from '../../src/domain/orders';
import { newOrder, processImportInput, specificProperties } from '../../src/domain/orders.schema';
import { isBarcodeInUse, normalizeQuickProduct } from '../../src/domain/products';
import { transporterDocumentKind } from '../../src/domain/transporters';
import { isAcceptableFile, uploadRefusal } from '../../src/domain/uploads';
import { validate } from '../../src/domain/validation';

describe('order rules (doc 2 §2, §4)', () => {
  it('progress steps', () => {
    expect(orderProgress('PENDING')).toEqual(['done', 'waiting', 'waiting']);
    expect(orderProgress('INPROGRESS')).toEqual(['done', 'done', 'waiting']);
    expect(orderProgress('DONE')).toEqual(['done', 'done', 'done']);
    expect(orderProgress('OCCURRENCE')).toEqual(['done', 'done', 'error']);
  });
  it('scheduled orders carry AGENDAMENTO: in additionalInfo', () => {
    expect(isScheduledOrder({ additionalInfo: 'AGENDAMENTO: 10/01 09:00' })).toBe(true);
    expect(isScheduledOrder({ additionalInfo: 'agendamento' })).toBe(false);
    expect(isScheduledOrder({ additionalInfo: null })).toBe(false);
  });
  it('selectable orders (the decided rule)', () => {
    expect(isSelectableOrder({ type: 'NEW', status: 'PENDING' })).toBe(true);
    expect(isSelectableOrder({ type: 'MANUFACTURING_ORDER', status: 'INPROGRESS' })).toBe(true);
    expect(isSelectableOrder({ type: 'STORAGE', status: 'DONE' })).toBe(true);
    expect(isSelectableOrder({ type: 'STORAGE', status: 'PENDING' })).toBe(false);
    expect(isSelectableOrder({ type: 'SO', status: 'INPROGRESS' })).toBe(false);
    expect(isSelectableOrder({ type: 'NEW', status: 'CANCELLED' })).toBe(false);
  });
  it('generation is enabled only when no chosen order has the target type', () => {
    expect(canGenerate([{ type: 'NEW' }, { type: 'DROPOFF' }], 'INBOUND')).toBe(true);
    expect(canGenerate([{ type: 'NEW' }, { type: 'INBOUND' }], 'INBOUND')).toBe(false);
    expect(canGenerate([], 'INBOUND')).toBe(false);
    expect(generationRefusal([{ orderNumber: '1', type: 'NEW', status: 'PENDING' }], 'INBOUND')).toBeNull();
    expect(generationRefusal([{ orderNumber: '7', type: 'INBOUND', status: 'DONE' }], 'INBOUND')).toMatch(
      /7 is already of type INBOUND/,
    );
  });
  it('type changes to new/dropoff/pickup/visit only, never the current type', () => {
    expect(isAllowedTypeChange('NEW', 'PICKUP')).toBe(true);
    expect(isAllowedTypeChange('NEW', 'NEW')).toBe(false);
    expect(isAllowedTypeChange('NEW', 'ROUTE')).toBe(false);
  });
  it('SO kind and missing printables', () => {
    expect(soKind('Troca de óleo')).toBe('service');
    expect(soKind(null)).toBe('parts');
    expect(missingPrintables(['nf-e', 'xml'])).toEqual(['DanfeSimplificado', 'Label']);
  });
});

describe('access key (doc 2 §5, §9: 44 characters)', () => {
  const key = buildAccessKey({
    yearMonth: '2501',
    senderDocument: '11222333000181',
    serie: '1',
    number: '123',
  });
  it('builds a valid 44-digit key whose parts read back', () => {
    expect(key).toHaveLength(44);
    expect(isValidAccessKey(key)).toBe(true);
    expect(accessKeyParts(key)).toMatchObject({
      senderDocument: '11222333000181',
      serie: '1',
      number: '123',
      yearMonth: '2501',
    });
  });
  it('rejects a wrong check digit and wrong lengths', () => {
    const wrong = `${key.slice(0, 43)}${(Number(key[43]) + 1) % 10}`;
    expect(isValidAccessKey(wrong)).toBe(false);
    expect(isAccessKeyLength(key.slice(0, 43))).toBe(false);
    expect(accessKeyParts('123')).toBeNull();
    expect(accessKeyCheckDigit('0'.repeat(43))).toBe(0);
  });
  it('the import code is cut to 44 characters', () => {
    expect(cutImportCode(`  ${key}999 `)).toBe(key);
  });
  it('manual import: a 44-digit key needs no sender; otherwise the sender is required', () => {
    expect(validate(processImportInput, { type: 'order-bsoft', orderCode: key }).ok).toBe(true);
    expect(validate(processImportInput, { type: 'order-bsoft', orderCode: `${key}77` }).ok).toBe(true);
    expect(validate(processImportInput, { type: 'order-bsoft', orderCode: '12345' }).ok).toBe(false);
    expect(
      validate(processImportInput, {
        type: 'order-bsoft',
        orderCode: '12345',
        senderDocument: '11222333000181',
      }).ok,
    ).toBe(true);
    expect(
      validate(processImportInput, { type: 'order-rsys', orderCode: 'PV-1', orderType: 'sales-order' }).ok,
    ).toBe(true);
    expect(validate(processImportInput, { type: 'order-rsys', orderCode: 'PV-1', orderType: 'x' }).ok).toBe(
      false,
    );
  });
});

describe('freight and transfer (doc 1 §3.2, doc 2 §5)', () => {
  const ranges = [
    { freightFrom: 0, freightTo: 100, transferValue: 10, type: 'VALUE' as const },
    { freightFrom: 100.01, freightTo: 1000, transferValue: 50, type: 'PERCENTAGE' as const },
  ];
  it('empty becomes 0; numeric text is read', () => {
    expect(parseMoney('')).toBe(0);
    expect(parseMoney(null)).toBe(0);
    expect(parseMoney('12,345')).toBe(12.35);
    expect(parseMoney(7.1)).toBe(7.1);
    expect(parseMoney('abc')).toBe(0);
  });
  it('a freight inside a range gives its VALUE or PERCENTAGE transfer; outside none', () => {
    expect(transferFromFreight(50, ranges)).toBe(10);
    expect(transferFromFreight(200, ranges)).toBe(100);
    expect(transferFromFreight(5000, ranges)).toBeNull();
    expect(transferFromFreight(50, null)).toBeNull();
  });
});

describe('NPS bands (doc 2 §9)', () => {
  it.each([
    [1, 'detractor', 'error'],
    [6, 'detractor', 'error'],
    [7, 'neutral', 'warning'],
    [8, 'neutral', 'warning'],
    [9, 'promoter', 'success'],
    [10, 'promoter', 'success'],
  ] as const)('rating %s is %s (%s)', (rating, band, colour) => {
    expect(npsBand(rating)).toBe(band);
    expect(ratingColour(rating)).toBe(colour);
  });
  it('average colour: green from 8, warning from 7, red below', () => {
    expect(averageColour(8)).toBe('success');
    expect(averageColour(7.99)).toBe('warning');
    expect(averageColour(7)).toBe('warning');
    expect(averageColour(6.99)).toBe('error');
  });
  it('treatable only below 7', () => {
    expect(isTreatable(6)).toBe(true);
    expect(isTreatable(7)).toBe(false);
    expect(isTreatable(null)).toBe(false);
  });
});

describe('quick product (doc 2 §5)', () => {
  it('upper-cases sku, barcode and batch', () => {
    expect(
      normalizeQuickProduct({ sku: ' ab-1 ', barcode: 'x7', productBatch: 'l1', price: 1 }),
    ).toMatchObject({
      sku: 'AB-1',
      barcode: 'X7',
      productBatch: 'L1',
    });
  });
  it('a barcode already in the list is rejected, whatever its case', () => {
    expect(isBarcodeInUse('abc', [{ barcode: 'ABC' }])).toBe(true);
    expect(isBarcodeInUse('abd', [{ barcode: 'ABC' }, { barcode: null }])).toBe(false);
  });
});

describe('dates (doc 2 §5: sent as yyyy-MM-dd HH:mm, read in America/Sao_Paulo)', () => {
  it('reads the platform format in −03:00 and ISO strings as they are', () => {
    expect(parseApiDateTime('2025-01-06 10:00')?.toISOString()).toBe('2025-01-06T13:00:00.000Z');
    expect(parseApiDateTime('2025-01-06T10:00:00.000Z')?.toISOString()).toBe('2025-01-06T10:00:00.000Z');
    expect(parseApiDateTime('2025-02-30 10:00')).toBeNull();
    expect(parseApiDateTime('06/01/2025')).toBeNull();
  });
  it('ranges are start T end, whole days', () => {
    const r = parseApiRange('2025-01-01T2025-01-02');
    expect(r?.from.toISOString()).toBe('2025-01-01T03:00:00.000Z');
    expect(r?.to.toISOString()).toBe('2025-01-03T02:59:59.999Z');
    expect(parseApiRange('2025-01-02T2025-01-01')).toBeNull();
  });
  it('a past date is before the current minute', () => {
    const now = new Date('2025-01-06T12:30:40Z');
    expect(isPastDateTime(new Date('2025-01-06T12:30:00Z'), now)).toBe(false);
    expect(isPastDateTime(new Date('2025-01-06T12:29:59Z'), now)).toBe(true);
  });
  it('specific properties need at least one field', () => {
    expect(validate(specificProperties, {}).ok).toBe(false);
    expect(validate(specificProperties, { additionalInfo: 'x' }).ok).toBe(true);
    expect(validate(specificProperties, { recipientEmail: 'nope' }).ok).toBe(false);
  });
});

describe('new order schema (doc 2 §5 "New order")', () => {
  it('requires at least one product', () => {
    const result = validate(newOrder, {
      orderDate: '2025-01-06 10:00',
      deliveryDate: '2025-01-07 10:00',
      type: 'NEW',
      items: [],
    });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems.map((p) => p.field)).toEqual(
        expect.arrayContaining(['items', 'sender', 'recipient']),
      );
  });
});

describe('uploads and transporters', () => {
  it('upload refusals (doc 2 §5)', () => {
    const rules = { imagesOnly: false, maxFiles: null };
    expect(uploadRefusal([], rules)).toMatch(/at least one/);
    expect(uploadRefusal([{ name: 'a.pdf', size: 1, fileType: null }], rules)).toMatch(/type/);
    expect(uploadRefusal([{ name: 'a.doc', size: 1, fileType: 'nf-e' }], rules)).toMatch(/only PDF/);
    expect(
      uploadRefusal([{ name: 'a.pdf', size: 1, fileType: 'nf-e' }], { imagesOnly: false, maxFiles: 0 }),
    ).toMatch(/at most/);
    expect(uploadRefusal([{ name: 'a.pdf', size: 1, fileType: 'nf-e' }], rules)).toBeNull();
    expect(isAcceptableFile({ name: 'a.jpg', size: 1 }, { imagesOnly: true })).toBe(true);
    expect(isAcceptableFile({ name: 'a.xml', size: 1 }, { imagesOnly: true })).toBe(false);
  });
  it('transporter document mask kind: over 11 digits is a company id', () => {
    expect(transporterDocumentKind('11222333000181')).toBe('cnpj');
    expect(transporterDocumentKind('123.456.789-09')).toBe('cpf');
  });
});
