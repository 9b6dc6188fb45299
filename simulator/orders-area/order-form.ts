import { onlyDigits } from '../../src/domain/documents';
import type { OrderTaxes, Party } from '../../src/domain/order-records';
import { mapsLink, type PartyInput } from '../../src/domain/parties';
import { geocode } from '../seed/geocode';
import type { OrderItemRow } from '../store/order-tables';

// What the fields of an order form (POST /orders, the party registers, imports) become: a party
// with coordinates, the taxes of the items.

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A party of a form, with coordinates (geocoded when the form sent none, doc 2 §7 reprocess). */
export function partyFrom(input: PartyInput, id: string): Party {
  const missing =
    input.lat === undefined ||
    input.lat === '' ||
    input.lat === null ||
    input.long === undefined ||
    input.long === '' ||
    input.long === null;
  const point = missing ? geocode(input) : { lat: Number(input.lat), long: Number(input.long) };
  return {
    id,
    document: onlyDigits(input.document),
    additionalDocument: input.additionalDocument ?? null,
    name: input.name,
    fantasyName: input.fantasyName ?? null,
    postalCode: input.postalCode,
    street: input.street,
    number: input.number,
    additionalAddress: input.additionalAddress ?? null,
    neighborhood: input.neighborhood,
    city: input.city,
    state: input.state.toUpperCase(),
    country: input.country,
    lat: point.lat,
    long: point.long,
    maps: mapsLink(point.lat, point.long),
    email: input.email || null,
    phone: input.phone ? onlyDigits(input.phone) : null,
  };
}

export function taxesFor(items: Array<Pick<OrderItemRow, 'priceTotal'>>, freight: number): OrderTaxes {
  const products = round2(items.reduce((s, i) => s + i.priceTotal, 0));
  return {
    priceTotalProducts: products,
    priceIcms: 0,
    priceIcmsSubs: 0,
    priceImport: 0,
    priceIpi: 0,
    priceAnotherTax: 0,
    priceInsurance: 0,
    priceFreight: freight,
    priceDiscount: 0,
    priceOrder: round2(products + freight),
  };
}
