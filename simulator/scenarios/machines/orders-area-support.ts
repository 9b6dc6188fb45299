import { DEMO_DOCUMENTS } from '../../seed/demo/companies';
import type { SimClient } from '../sim-client';

/** The sender and recipient of the orders the scenarios create (POST /orders). */
export const SCENARIO_PARTY = {
  document: '11222333000181',
  name: 'Cliente Cenário',
  postalCode: '01310100',
  street: 'Avenida Paulista',
  number: '1',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'Brasil',
};

/** The principal company's admin token for the orders-area scenarios: a correctly signed token
 * (what a login answers) without paying a password hash per path. */
export function adminToken(api: SimClient): string {
  return api.forge({ sub: 'usr-admin', type: 'ADMIN', companyDocument: DEMO_DOCUMENTS.principal });
}
