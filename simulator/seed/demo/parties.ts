import { completeCnpj, completeCpf } from '../../../src/domain/documents';
import type { Party } from '../../../src/domain/order-records';
import { mapsLink } from '../../../src/domain/parties';
import type { PartyRow } from '../../store/parties.repo';
import { geocode } from '../geocode';
import { POSTAL_ADDRESSES } from '../lookup-registry';
import type { Prng } from '../prng';
import { pad } from './order-values';

// The people and companies of the orders-area seed: names, addresses, CPF/CNPJ numbers, and the
// recipients and senders (parties) of a demo company. Transporters and company customers draw on
// these (demo-transporters.ts, demo-customers.ts).

export const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Hugo',
  'Isabela',
  'João',
  'Larissa',
  'Marcelo',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Tiago',
];
export const LAST_NAMES = [
  'Silva',
  'Souza',
  'Oliveira',
  'Santos',
  'Lima',
  'Pereira',
  'Costa',
  'Almeida',
  'Ferreira',
  'Rodrigues',
  'Gomes',
  'Martins',
];
export const COMPANY_WORDS = [
  'Comercial',
  'Distribuidora',
  'Mercado',
  'Atacado',
  'Farmácia',
  'Auto Peças',
  'Materiais',
  'Papelaria',
  'Eletro',
  'Moda',
];
const CITIES = Object.keys(POSTAL_ADDRESSES);

export function addressAt(prng: Prng, salt: number) {
  const postalCode = prng.pick(CITIES);
  const a = POSTAL_ADDRESSES[postalCode];
  const number = String(10 + ((salt * 37) % 1900));
  return {
    postalCode,
    street: a.street,
    number,
    neighborhood: a.neighborhood,
    city: a.city,
    state: a.state,
    ...geocode({ postalCode, street: a.street, number }),
  };
}

let documentCounter = 0;
/** Documents number from the start again: every ordersAreaSeed call makes the same ones. */
export function resetDocumentNumbers(): void {
  documentCounter = 0;
}
export const nextCnpj = () => {
  documentCounter += 1;
  return completeCnpj(`${20_000_000 + documentCounter}0001`);
};
export const nextCpf = () => {
  documentCounter += 1;
  return completeCpf(String(300_000_000 + documentCounter));
};

export function party(
  prng: Prng,
  ctxDoc: string,
  kind: 'recipient' | 'sender',
  id: string,
  n: number,
): PartyRow {
  const person = kind === 'recipient' && n % 3 === 0;
  const first = prng.pick(FIRST_NAMES);
  const last = prng.pick(LAST_NAMES);
  const a = addressAt(prng, n);
  const name = person ? `${first} ${last}` : `${prng.pick(COMPANY_WORDS)} ${last} Ltda`;
  return {
    id,
    companyDocument: ctxDoc,
    kind,
    document: person ? nextCpf() : nextCnpj(),
    additionalDocument: person ? null : String(100_000_000 + n),
    name,
    fantasyName: person ? null : `${prng.pick(COMPANY_WORDS)} ${last}`,
    postalCode: a.postalCode,
    street: a.street,
    number: a.number,
    additionalAddress: n % 4 === 0 ? `Sala ${n}` : null,
    neighborhood: a.neighborhood,
    city: a.city,
    state: a.state,
    country: 'Brasil',
    lat: a.lat,
    long: a.long,
    email: `${first
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}.${last.toLowerCase()}${n}@cliente.example`,
    phone: `119${pad(70_000_000 + n * 13, 8)}`,
  };
}

export function partyOf(row: PartyRow): Party {
  const { companyDocument: _c, kind: _k, ...p } = row;
  return { ...p, maps: mapsLink(p.lat, p.long) };
}
