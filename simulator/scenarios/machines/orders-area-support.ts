import { DEMO_DOCUMENTS } from '../../seed/demo-companies';
import type { SimClient } from '../sim-client';

/** The principal company's admin token for the orders-area scenarios: a correctly signed token
 * (what a login answers) without paying a password hash per path. */
export function adminToken(api: SimClient): string {
  return api.forge({ sub: 'usr-admin', type: 'ADMIN', companyDocument: DEMO_DOCUMENTS.principal });
}
