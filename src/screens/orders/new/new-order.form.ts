import { onlyDigits } from '../../../domain/documents';
import type { Party, SalesChannelRef } from '../../../domain/order-records';
import { DEFAULT_ORDER_SERIE, ENTRY_ORDER_TYPES, type OrderType } from '../../../domain/orders';
import { type NewOrder, newOrder } from '../../../domain/orders.schema';
import type { PartyInput } from '../../../domain/parties';
import type { ProductLight } from '../../../domain/products';
import { type Problem, validate } from '../../../domain/validation';
import { fromDateTimeInput, parseAmount, toDateTimeInput, toDeliveryDate } from '../detail/inline-edit';

// The new-order page's values and rules (doc 2 §2 "New order page", §4 "created with status
// PENDING, origin MANUAL and type equal to the chosen operation type", §5 "New order: orderDate,
// deliveryDate, orderType required; sender required; recipient required; at least one product
// ('select at least one product'); quantity a positive number; reducing a quantity to 0 prompts to
// remove the product"). The rules live in src/domain/orders.schema.ts `newOrder`.

/** The operation types a new order may take: those an order has before any operation. */
export const NEW_ORDER_TYPES: readonly OrderType[] = ENTRY_ORDER_TYPES;

export interface ItemDraft {
  productId: string | null;
  sku: string;
  description: string;
  barcode: string | null;
  rfidcode: string | null;
  un: string;
  productBatch: string | null;
  productExpire: string | null;
  /** as typed */
  quantity: string;
  priceUnit: number;
}

export interface NewOrderValues {
  orderNumber: string;
  orderSerie: string;
  orderDate: string;
  deliveryDate: string;
  type: string;
  accessKey: string;
  scheduledDelivery: boolean;
  additionalInfo: string;
  priceFreight: string;
  priceTransfer: string;
  transporterId: string;
  /** optional: one of the company's sales channels (GET /saleschannel), sent as {code, saleschannel} */
  saleschannel: SalesChannelRef | null;
  sender: Party | null;
  recipient: Party | null;
  items: ItemDraft[];
}

export function emptyNewOrder(now = new Date()): NewOrderValues {
  return {
    orderNumber: '',
    orderSerie: DEFAULT_ORDER_SERIE,
    orderDate: toDateTimeInput(now),
    deliveryDate: '',
    type: '',
    accessKey: '',
    scheduledDelivery: false,
    additionalInfo: '',
    priceFreight: '',
    priceTransfer: '',
    transporterId: '',
    saleschannel: null,
    sender: null,
    recipient: null,
    items: [],
  };
}

export function itemFromProduct(product: ProductLight): ItemDraft {
  return {
    productId: product.id,
    sku: product.sku,
    description: product.description,
    barcode: product.barcode,
    rfidcode: product.rfidcode,
    un: product.un,
    productBatch: product.productBatch,
    productExpire: product.productExpire,
    quantity: '1',
    priceUnit: product.price,
  };
}

/** A quantity as typed ("2", "1,5") as a number; NaN when it is not one. */
export function quantityOf(text: string): number {
  const amount = parseAmount(text);
  return text.trim() === '' || amount === null ? Number.NaN : amount;
}

/** doc 2 §5 "reducing a quantity to 0 prompts to remove the product". */
export function asksRemoval(text: string): boolean {
  return text.trim() !== '' && quantityOf(text) === 0;
}

/** Whether an item with this product or barcode is already in the list (doc 2 §5 duplicate toast). */
export function isInList(
  items: readonly ItemDraft[],
  product: Pick<ProductLight, 'id' | 'barcode'>,
): boolean {
  const barcode = (product.barcode ?? '').trim().toUpperCase();
  return items.some(
    (item) =>
      (product.id && item.productId === product.id) ||
      (barcode !== '' && (item.barcode ?? '').trim().toUpperCase() === barcode),
  );
}

export function toPartyInput(party: Party): PartyInput {
  return {
    id: party.id,
    document: onlyDigits(party.document),
    additionalDocument: party.additionalDocument,
    name: party.name,
    fantasyName: party.fantasyName,
    postalCode: onlyDigits(party.postalCode),
    street: party.street,
    number: party.number,
    additionalAddress: party.additionalAddress,
    neighborhood: party.neighborhood,
    city: party.city,
    state: party.state,
    country: party.country,
    lat: party.lat,
    long: party.long,
    email: party.email,
    phone: party.phone,
  };
}

const when = (input: string) => {
  const date = fromDateTimeInput(input);
  return date ? toDeliveryDate(date) : '';
};

/** POST /orders body (status PENDING, origin MANUAL, type = the chosen operation type). */
export function toNewOrder(values: NewOrderValues): NewOrder {
  const body: Record<string, unknown> = {
    orderSerie: values.orderSerie.trim() || DEFAULT_ORDER_SERIE,
    orderDate: when(values.orderDate),
    deliveryDate: when(values.deliveryDate),
    type: values.type,
    status: 'PENDING',
    origin: 'MANUAL',
    scheduledDelivery: values.scheduledDelivery,
    additionalInfo: values.additionalInfo.trim() || null,
    priceFreight: parseAmount(values.priceFreight) ?? 0,
    priceTransfer: parseAmount(values.priceTransfer) ?? 0,
    transporterId: values.transporterId || null,
    saleschannel: values.saleschannel
      ? { code: values.saleschannel.code, saleschannel: values.saleschannel.saleschannel }
      : null,
    sender: values.sender ? toPartyInput(values.sender) : undefined,
    recipient: values.recipient ? toPartyInput(values.recipient) : undefined,
    items: values.items.map((item) => ({
      productId: item.productId,
      sku: item.sku,
      description: item.description,
      barcode: item.barcode,
      rfidcode: item.rfidcode,
      un: item.un,
      productBatch: item.productBatch,
      productExpire: item.productExpire,
      quantity: quantityOf(item.quantity),
      priceUnit: item.priceUnit,
    })),
  };
  if (values.orderNumber.trim()) body.orderNumber = values.orderNumber.trim();
  if (values.accessKey.trim()) body.accessKey = onlyDigits(values.accessKey);
  return body as NewOrder;
}

export type NewOrderProblemKey =
  | Problem['key']
  | 'orders.new.errors.selectProduct'
  | 'orders.new.errors.quantity';
export interface NewOrderProblem {
  key: NewOrderProblemKey;
  values?: Record<string, string | number>;
}

/**
 * The first problem of each field (form-level validator shape), or undefined when the order can be
 * sent. Field names: the form's (orderDate, deliveryDate, type, sender, recipient, items,
 * items.<i>.quantity, accessKey, orderNumber…).
 */
export function newOrderProblems(values: NewOrderValues): Record<string, NewOrderProblem> | undefined {
  const out: Record<string, NewOrderProblem> = {};
  const result = validate(newOrder, toNewOrder(values));
  if (!result.ok)
    for (const problem of result.problems) {
      const top = problem.field.split('.')[0];
      let field = problem.field;
      let found: NewOrderProblem = { key: problem.key, values: problem.values };
      if (top === 'sender' || top === 'recipient') {
        field = top;
        found = { key: 'validation.required' };
      } else if (/^items\.\d+\.quantity$/.test(field)) found = { key: 'orders.new.errors.quantity' };
      else if (top === 'items' && values.items.length === 0) {
        field = 'items';
        found = { key: 'orders.new.errors.selectProduct' };
      } else if (
        (field === 'orderDate' || field === 'deliveryDate' || field === 'type') &&
        !values[field as 'orderDate' | 'deliveryDate' | 'type']
      )
        found = { key: 'validation.required' };
      else if (field === 'accessKey') found = { key: 'validation.length', values: { length: 44 } };
      out[field] ??= found;
    }
  // arktype reports a missing party as a missing key (no path below it); make sure it is named.
  if (!values.sender) out.sender ??= { key: 'validation.required' };
  if (!values.recipient) out.recipient ??= { key: 'validation.required' };
  if (values.items.length === 0) out.items ??= { key: 'orders.new.errors.selectProduct' };
  return Object.keys(out).length ? out : undefined;
}
