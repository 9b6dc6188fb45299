import { type } from 'arktype';
import { documentRule, postalCodeRule } from './company.schema';
import type { Party } from './order-records';

// doc 2 §3 "Recipient / sender (party)", §5 "Party form": document (CPF 11 or CNPJ 14, validated),
// postal code exactly 8 digits, street, number, neighborhood, city, state, country required; email
// format checked.

export const PARTY_KINDS = ['recipient', 'sender'] as const;
export type PartyKind = (typeof PARTY_KINDS)[number];

/** An e-mail or nothing (doc 2 §5: "email format checked" when given). */
export const optionalEmail = type('string.email | ""');

/** Coordinates as the forms send them: a number, or empty ("reprocess sends empty lat and long"). */
export const coordinate = type('number | "" | null');

/** The party form and the party block of POST /orders (sender, recipient). */
export const partyInput = type({
  'id?': 'string | null',
  document: documentRule,
  'additionalDocument?': 'string | null',
  name: 'string > 0',
  'fantasyName?': 'string | null',
  postalCode: postalCodeRule,
  street: 'string > 0',
  number: 'string > 0',
  'additionalAddress?': 'string | null',
  neighborhood: 'string > 0',
  city: 'string > 0',
  state: 'string == 2',
  country: 'string > 0',
  'lat?': coordinate,
  'long?': coordinate,
  'email?': type('string.email | "" | null'),
  'phone?': 'string | null',
});
export type PartyInput = typeof partyInput.infer;

/** A stored party of the viewed company (GET /recipients, GET /senders). */
export interface PartyRecord extends Party {
  kind: PartyKind;
  companyDocument: string;
}

/** doc 2 §3 "maps link": a map search of the coordinates, null without them (greyed out). */
export function mapsLink(lat: number | null, long: number | null): string | null {
  if (lat === null || long === null) return null;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${long}#map=17/${lat}/${long}`;
}
