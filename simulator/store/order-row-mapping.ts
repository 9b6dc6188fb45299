import type { OrderItem, Party } from '../../src/domain/order-records';
import { mapsLink } from '../../src/domain/parties';
import type { ProductLight } from '../../src/domain/products';
import type { OrderItemRow, OrderRow } from './order-tables';

// The order rows ↔ the domain shapes: a catalogue product as an order line, the flattened
// recipient columns and the party they hold, an item row as the detail's item.

/** The columns an order line takes from a catalogue product. */
export type ProductLine = Omit<OrderItemRow, 'id' | 'orderId' | 'position' | 'isChecked' | 'notBelong'>;

/** `quantity` units of a catalogue product as an order line: the product's codes copied, priced
 * at its price (the total to 2 decimals, as the orders area rounds). */
export function productLine(p: ProductLight, quantity: number): ProductLine {
  return {
    productId: p.id,
    sku: p.sku,
    description: p.description,
    barcode: p.barcode,
    rfidcode: p.rfidcode,
    un: p.un,
    manufactorCode: p.manufactorCode,
    productBatch: p.productBatch,
    productExpire: p.productExpire,
    quantity,
    priceUnit: p.price,
    priceTotal: Math.round(quantity * p.price * 100) / 100,
  };
}

export function recipientOf(r: OrderRow): Party {
  return {
    id: r.recipientId,
    document: r.recipientDocument,
    additionalDocument: r.recipientAdditionalDocument,
    name: r.recipientName,
    fantasyName: r.recipientFantasyName,
    postalCode: r.recipientPostalCode,
    street: r.recipientStreet,
    number: r.recipientNumber,
    additionalAddress: r.recipientAdditionalAddress,
    neighborhood: r.recipientNeighborhood,
    city: r.recipientCity,
    state: r.recipientState,
    country: r.recipientCountry,
    lat: r.recipientLat,
    long: r.recipientLong,
    maps: mapsLink(r.recipientLat, r.recipientLong),
    email: r.recipientEmail,
    phone: r.recipientPhone,
  };
}

/** The recipient columns of a party (POST /orders, address updates). */
export function recipientColumns(
  p: Party,
): Pick<
  OrderRow,
  | 'recipientId'
  | 'recipientDocument'
  | 'recipientAdditionalDocument'
  | 'recipientName'
  | 'recipientFantasyName'
  | 'recipientPostalCode'
  | 'recipientStreet'
  | 'recipientNumber'
  | 'recipientAdditionalAddress'
  | 'recipientNeighborhood'
  | 'recipientCity'
  | 'recipientState'
  | 'recipientCountry'
  | 'recipientLat'
  | 'recipientLong'
  | 'recipientEmail'
  | 'recipientPhone'
> {
  return {
    recipientId: p.id,
    recipientDocument: p.document,
    recipientAdditionalDocument: p.additionalDocument,
    recipientName: p.name,
    recipientFantasyName: p.fantasyName,
    recipientPostalCode: p.postalCode,
    recipientStreet: p.street,
    recipientNumber: p.number,
    recipientAdditionalAddress: p.additionalAddress,
    recipientNeighborhood: p.neighborhood,
    recipientCity: p.city,
    recipientState: p.state,
    recipientCountry: p.country,
    recipientLat: p.lat,
    recipientLong: p.long,
    recipientEmail: p.email,
    recipientPhone: p.phone,
  };
}

export function itemOf(r: OrderItemRow): OrderItem {
  return {
    id: r.id,
    sku: r.sku,
    description: r.description,
    barcode: r.barcode,
    rfidcode: r.rfidcode,
    un: r.un,
    product: { id: r.productId, manufactorCode: r.manufactorCode },
    productBatch: r.productBatch,
    productExpire: r.productExpire,
    quantity: r.quantity,
    priceUnit: r.priceUnit,
    priceTotal: r.priceTotal,
    isChecked: r.isChecked,
    notBelong: r.notBelong,
  };
}
