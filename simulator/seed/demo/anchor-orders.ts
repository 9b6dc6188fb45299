import { buildAccessKey } from '../../../src/domain/access-key';
import type { OrderSeed } from '../../store/order-tables';
import { SEED_EPOCH } from '../epoch';
import type { Prng } from '../prng';
import { DEMO_DOCUMENTS, type DemoCompanyKey } from './companies';
import type { CompanyCtx } from './company-context';
import { DEMO_ORDER_IDS } from './order-ids';
import { type Counters, makeOrder, type OrderSpec } from './order-maker';
import { DAY } from './order-values';

/** The orders the docs and tests name (DEMO_ORDER_IDS, simulator/README.md "Orders area"), made
 * after the other demo orders and pushed onto `demo`; answers `ord-docs` (the order with every
 * attachment type, checklists and SO orders). */
export function demoAnchorOrders(
  prng: Prng,
  byKey: Record<DemoCompanyKey, CompanyCtx>,
  counters: Counters,
  demo: OrderSeed[],
): OrderSeed {
  const at = (days: number) => SEED_EPOCH - days * DAY;
  const anchor = (key: DemoCompanyKey, spec: OrderSpec) => {
    const seedOrder = makeOrder(prng, byKey[key], counters, spec);
    demo.push(seedOrder);
    return seedOrder;
  };
  anchor('principal', {
    id: DEMO_ORDER_IDS.pickup,
    type: 'PICKUP',
    status: 'PENDING',
    orderMs: at(1),
    orderNumber: '900001',
    scheduled: false,
  });
  anchor('principal', {
    id: DEMO_ORDER_IDS.cancelled,
    type: 'NEW',
    status: 'CANCELLED',
    orderMs: at(2),
    orderNumber: '900002',
    scheduled: false,
  });
  anchor('principal', {
    id: DEMO_ORDER_IDS.occurrence,
    type: 'NEW',
    status: 'OCCURRENCE',
    orderMs: at(2),
    orderNumber: '900003',
    scheduled: false,
  });
  const docs = anchor('principal', {
    id: DEMO_ORDER_IDS.docs,
    type: 'NEW',
    status: 'DONE',
    orderMs: at(3),
    orderNumber: '900004',
    withChecklists: true,
    plate: 'ABC1D23',
    scheduled: false,
  });
  docs.row.accessKey = buildAccessKey({
    yearMonth: '2501',
    senderDocument: docs.row.sender.document.padStart(14, '0'),
    serie: '1',
    number: '900004',
  });
  docs.row.invoiceNumber = '900004';
  anchor('principal', {
    id: DEMO_ORDER_IDS.docsServiceSO,
    type: 'SO',
    status: 'PENDING',
    orderMs: at(3),
    orderNumber: '900005',
    parentOrderId: DEMO_ORDER_IDS.docs,
    soAttribute: 'Troca de óleo',
    scheduled: false,
  });
  anchor('principal', {
    id: DEMO_ORDER_IDS.docsPartsSO,
    type: 'SO',
    status: 'DONE',
    orderMs: at(3),
    orderNumber: '900006',
    parentOrderId: DEMO_ORDER_IDS.docs,
    soAttribute: null,
    scheduled: false,
  });
  anchor('principal', {
    id: DEMO_ORDER_IDS.scheduled,
    type: 'DROPOFF',
    status: 'PENDING',
    orderMs: at(1),
    orderNumber: '900007',
    scheduled: true,
  });
  anchor('principal', {
    id: DEMO_ORDER_IDS.picking,
    type: 'PICKING',
    status: 'PENDING',
    orderMs: at(1),
    orderNumber: '900008',
    scheduled: false,
  });
  anchor('principal', {
    id: DEMO_ORDER_IDS.invoice,
    type: 'INVOICE',
    status: 'PENDING',
    orderMs: at(1),
    orderNumber: '900009',
    scheduled: false,
  });
  anchor('principal', {
    id: DEMO_ORDER_IDS.fresh,
    type: 'NEW',
    status: 'PENDING',
    orderMs: at(0),
    orderNumber: '900010',
    scheduled: false,
    shipperDocument: DEMO_DOCUMENTS.principal,
  });
  anchor('principal', {
    id: DEMO_ORDER_IDS.done,
    type: 'PICKING',
    status: 'DONE',
    orderMs: at(4),
    orderNumber: '900011',
    scheduled: false,
  });
  anchor('subsidiary1', {
    id: DEMO_ORDER_IDS.subsidiary,
    type: 'NEW',
    status: 'PENDING',
    orderMs: at(1),
    orderNumber: '910001',
    scheduled: false,
    shipperDocument: null,
  });
  anchor('subsidiary1', {
    id: DEMO_ORDER_IDS.shipped,
    type: 'NEW',
    status: 'PENDING',
    orderMs: at(1),
    orderNumber: '910002',
    scheduled: false,
    shipperDocument: DEMO_DOCUMENTS.principal,
  });
  anchor('outsider', {
    id: DEMO_ORDER_IDS.outsider,
    type: 'NEW',
    status: 'PENDING',
    orderMs: at(1),
    orderNumber: '990001',
    scheduled: false,
  });
  return docs;
}
