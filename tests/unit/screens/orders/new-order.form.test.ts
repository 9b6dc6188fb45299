import { describe, expect, it } from 'vitest';
import { completeCnpj, completeCpf } from '../../../../src/domain/documents';
import type { Party } from '../../../../src/domain/order-records';
import {
  asksRemoval,
  emptyNewOrder,
  isInList,
  itemFromProduct,
  type NewOrderValues,
  newOrderProblems,
  quantityOf,
  toNewOrder,
} from '../../../../src/screens/orders/new/new-order.form';
import { emptyParty, partyProblems, toPartyBody } from '../../../../src/screens/orders/new/party-form';
import {
  emptyQuickProduct,
  quickProductProblems,
  toQuickProduct,
} from '../../../../src/screens/orders/new/quick-product.dialog';

const party = (document: string, name: string): Party => ({
  id: `p-${name}`,
  document,
  additionalDocument: null,
  name,
  fantasyName: null,
  postalCode: '01310100',
  street: 'Av. Paulista',
  number: '1000',
  additionalAddress: null,
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'Brasil',
  lat: null,
  long: null,
  maps: null,
  email: null,
  phone: null,
});
const product = {
  id: 'prod-1',
  sku: 'SKU-1',
  description: 'Caneta',
  barcode: '7891000000011',
  rfidcode: null,
  manufactorCode: null,
  un: 'UN',
  price: 1.5,
  isActive: true,
  productBatch: null,
  productExpire: null,
};

const valid = (): NewOrderValues => ({
  ...emptyNewOrder(new Date(2025, 0, 5, 9, 0)),
  deliveryDate: '2025-01-10T10:00',
  type: 'PICKUP',
  sender: party(completeCnpj('112223330001'), 'ACME'),
  recipient: party(completeCpf('123456789'), 'Maria'),
  items: [itemFromProduct(product)],
});

describe('new order (doc 2 §4, §5)', () => {
  it('creates a PENDING, MANUAL order of the chosen operation type', () => {
    const body = toNewOrder(valid());
    expect(body).toMatchObject({
      status: 'PENDING',
      origin: 'MANUAL',
      type: 'PICKUP',
      orderSerie: '1',
      orderDate: '2025-01-05 09:00',
      deliveryDate: '2025-01-10 10:00',
      priceFreight: 0,
      items: [{ sku: 'SKU-1', quantity: 1, priceUnit: 1.5, productId: 'prod-1' }],
    });
    expect(body).not.toHaveProperty('orderNumber');
    expect(newOrderProblems(valid())).toBeUndefined();
  });

  it('sends the chosen sales channel as {code, saleschannel}, null when none (optional)', () => {
    expect(toNewOrder(valid()).saleschannel).toBeNull();
    const chosen = { ...valid(), saleschannel: { code: '101', saleschannel: 'E-commerce' } };
    expect(toNewOrder(chosen).saleschannel).toEqual({ code: '101', saleschannel: 'E-commerce' });
    expect(newOrderProblems(chosen)).toBeUndefined();
  });

  it('requires order date, delivery date, type, sender, recipient and a product', () => {
    const problems = newOrderProblems({ ...emptyNewOrder(), orderDate: '' }) ?? {};
    for (const field of ['orderDate', 'deliveryDate', 'type', 'sender', 'recipient'])
      expect(problems[field]?.key, field).toBe('validation.required');
    expect(problems.items?.key).toBe('orders.new.errors.selectProduct');
  });

  it('wants a positive quantity and asks before removing at 0', () => {
    const values = valid();
    values.items[0].quantity = '-2';
    expect(newOrderProblems(values)?.['items.0.quantity']?.key).toBe('orders.new.errors.quantity');
    values.items[0].quantity = 'abc';
    expect(newOrderProblems(values)?.['items.0.quantity']?.key).toBe('orders.new.errors.quantity');
    expect(asksRemoval('0')).toBe(true);
    expect(asksRemoval('0,0')).toBe(true);
    expect(asksRemoval('')).toBe(false);
    expect(asksRemoval('1')).toBe(false);
    expect(quantityOf('2,5')).toBe(2.5);
  });

  it('checks a typed access key (44 digits)', () => {
    expect(newOrderProblems({ ...valid(), accessKey: '123' })?.accessKey?.key).toBe('validation.length');
  });

  it('knows a product already in the list by id or barcode', () => {
    const items = [itemFromProduct(product)];
    expect(isInList(items, { id: 'prod-1', barcode: null })).toBe(true);
    expect(isInList(items, { id: 'other', barcode: '7891000000011' })).toBe(true);
    expect(isInList(items, { id: 'other', barcode: '789' })).toBe(false);
  });
});

describe('quick product (doc 2 §5)', () => {
  it('upper-cases sku, barcode and batch', () => {
    expect(
      toQuickProduct({
        ...emptyQuickProduct,
        sku: 'abc-1',
        barcode: 'x12',
        description: 'Caneta',
        price: '2,5',
        productBatch: 'l1',
      }),
    ).toMatchObject({ sku: 'ABC-1', barcode: 'X12', price: 2.5, productBatch: 'L1' });
  });

  it('requires sku, barcode, description and price', () => {
    const problems = quickProductProblems(emptyQuickProduct, []) ?? {};
    for (const field of ['sku', 'barcode', 'description', 'price'])
      expect(problems[field]?.key, field).toBe('validation.required');
  });

  it('rejects a barcode already in the list', () => {
    const values = { ...emptyQuickProduct, sku: 'N', barcode: '7891000000011', description: 'D', price: '1' };
    expect(quickProductProblems(values, [{ barcode: '7891000000011' }])?.barcode?.key).toBe(
      'validation.alreadyInUse',
    );
    expect(quickProductProblems(values, [{ barcode: '1' }])).toBeUndefined();
  });
});

describe('party form (doc 2 §5)', () => {
  it('requires the document, postal code and address, and checks the e-mail', () => {
    const problems = partyProblems(emptyParty()) ?? {};
    for (const field of [
      'document',
      'name',
      'postalCode',
      'street',
      'number',
      'neighborhood',
      'city',
      'state',
    ])
      expect(problems[field], field).toBeDefined();
    expect(problems.country).toBeUndefined();
    const ok = {
      ...emptyParty(completeCpf('123456789')),
      name: 'M',
      postalCode: '01310-100',
      street: 'R',
      number: '1',
      neighborhood: 'B',
      city: 'C',
      state: 'sp',
    };
    expect(partyProblems(ok)).toBeUndefined();
    expect(partyProblems({ ...ok, email: 'x@' })?.email?.key).toBe('validation.invalidEmail');
    // doc 1 §5, §8: up to 11 digits a bad document is an invalid CPF
    expect(partyProblems({ ...ok, document: '11111111111' })?.document?.key).toBe('validation.invalidCpf');
    expect(toPartyBody(ok)).toMatchObject({ postalCode: '01310100', state: 'SP', phone: null });
  });
});
