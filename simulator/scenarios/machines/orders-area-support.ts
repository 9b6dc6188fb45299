import type { OrderMonitoringAnswer } from '../../../src/domain/dashboard';
import type { OrderStatus } from '../../../src/domain/orders';
import { DEMO_DOCUMENTS } from '../../seed/demo/companies';
import { SEED_EPOCH } from '../../seed/epoch';
import type { ScenarioApi } from '../scenario-api';

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
export function adminToken(api: ScenarioApi): Promise<string> {
  return Promise.resolve(
    api.forge({ sub: 'usr-admin', type: 'ADMIN', companyDocument: DEMO_DOCUMENTS.principal }),
  );
}

const DAY_MS = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The dashboard's pickup board over the seed's whole span (doc 1 §2.8, §7.2): its done column
 * holds the collected pickups, the only ones the order machine lets be finalized. */
export const PICKUP_BOARD_PATH = `/api/dashboard/order-monitoring?${new URLSearchParams({
  operations: 'PICKUP',
  initialDate: ymd(SEED_EPOCH - 120 * DAY_MS),
  finalDate: ymd(SEED_EPOCH + DAY_MS),
})}`;

/** The board's first collected pickup whose own status is `status`, if any. */
export const collectedPickupOf = (board: OrderMonitoringAnswer, status: OrderStatus) =>
  board.pickupOrders.find((o) => o.status === 'DONE' && o.orderStatus === status);
