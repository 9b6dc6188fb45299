import { ORDER_STATUSES, ORDER_TYPES } from '../../../src/domain/orders';
import type { OrderSeed } from '../../store/order-tables';
import type { OrdersAreaData } from '../../store/orders-area';
import type { SurveyRecord } from '../../store/surveys.repo';
import { SEED_EPOCH } from '../epoch';
import { createPrng } from '../prng';
import { demoAnchorOrders } from './anchor-orders';
import { demoAttachments } from './attachments';
import type { DemoCompanyKey } from './companies';
import { type CompanyCtx, companyContext } from './company-context';
import { demoDownstream } from './downstream';
import { demoIntegrations } from './integrations';
import { demoNps } from './nps';
import { type Counters, makeOrder } from './order-maker';
import { PLANS } from './order-plans';
import { DAY } from './order-values';
import { resetDocumentNumbers } from './parties';
import { demoRoutes } from './routes';
import { demoSalesChannels } from './sales-channels';

/**
 * Seed of the orders area (issue 3): transporters, recipients and senders, products, company
 * customers, integrations, orders (every type × status for the principal company, some for the
 * subsidiaries and the outsider), their items, tracking entries, checklists, attachments, linked
 * SO orders, NPS records, and a few downstream records (outbounds, routes, invoices).
 *
 * The demo part is the same for every seed (its own PRNG); sizes above demo add generated orders
 * from the seed's PRNG, streamed into the store (100k for `large`). Dates are offsets from
 * SEED_EPOCH: orders fall in the 90 days before it.
 */

const DEMO_PRNG_SEED = 20_250_106;

export interface OrdersAreaSeed {
  data: OrdersAreaData;
  /** public surveys behind the NPS records (go into the surveys table) */
  surveys: SurveyRecord[];
  /** the fixed demo orders (the warehouse seed links its operations to them) */
  demoOrders: OrderSeed[];
}

/** The orders area of a dataset: the fixed demo part plus `extraOrders` generated ones. */
export function ordersAreaSeed(seed: number, extraOrders: number): OrdersAreaSeed {
  resetDocumentNumbers();
  const prng = createPrng(DEMO_PRNG_SEED);
  const counters: Counters = { order: 0, item: 0, calendar: 0, checklist: 0, numbers: new Map() };
  const contexts = PLANS.map((plan, i) => companyContext(prng, plan, i));
  const byKey = Object.fromEntries(contexts.map((c) => [c.ctx.plan.key, c.ctx])) as Record<
    DemoCompanyKey,
    CompanyCtx
  >;
  const principal = byKey.principal;

  // --- demo orders: every type × status for the principal company, a mix for the others
  const demo: OrderSeed[] = [];
  for (const { ctx } of contexts) {
    for (let i = 0; i < ctx.plan.demoOrders; i += 1) {
      const type = ORDER_TYPES[i % ORDER_TYPES.length];
      const status = ORDER_STATUSES[Math.floor(i / ORDER_TYPES.length) % ORDER_STATUSES.length];
      const orderMs = SEED_EPOCH - ((i * 7) % 90) * DAY - prng.int(0, 23 * 60) * 60_000;
      demo.push(makeOrder(prng, ctx, counters, { type, status, orderMs, withChecklists: i % 45 === 44 }));
    }
  }
  // --- anchors named in the docs and tests
  const docs = demoAnchorOrders(prng, byKey, counters, demo);
  const attachments = demoAttachments(demo, docs, principal);
  const { surveys, npsRecords } = demoNps(demo, docs, principal);
  const { operations, operationItems, routes, routeItems } = demoDownstream(demo, principal);
  const more = demoRoutes(demo, principal, new Set([...operationItems, ...routeItems].map((i) => i.orderId)));
  const integrations = demoIntegrations();

  // --- generated orders (sizes above demo), streamed; their own PRNG so the demo part never shifts
  const extraPlan = contexts.map(({ ctx }) => ({ ctx, count: Math.round(extraOrders * ctx.plan.share) }));
  const orderCounters = { ...counters };
  function* orders(): Generator<OrderSeed> {
    // parents before their linked SO orders (foreign key)
    yield* demo.filter((o) => !o.row.parentOrderId);
    yield* demo.filter((o) => o.row.parentOrderId);
    const g = createPrng(seed ^ 0x5eed0de5);
    const c: Counters = { ...orderCounters, numbers: new Map(orderCounters.numbers) };
    for (const { ctx, count } of extraPlan) {
      for (let i = 0; i < count; i += 1) {
        const type = ORDER_TYPES[g.int(0, ORDER_TYPES.length - 1)];
        const status = ORDER_STATUSES[g.int(0, ORDER_STATUSES.length - 1)];
        yield makeOrder(g, ctx, c, {
          type,
          status,
          orderMs: SEED_EPOCH - g.int(0, 89) * DAY - g.int(0, 1439) * 60_000,
        });
      }
    }
  }

  return {
    data: {
      transporters: contexts.flatMap(({ ctx }) => ctx.transporters),
      salesChannels: demoSalesChannels(),
      parties: contexts.flatMap(({ ctx }) => [...ctx.recipients, ...ctx.senders]),
      products: contexts.flatMap(({ ctx }) => ctx.products),
      companyCustomers: contexts.flatMap((c) => c.customers),
      integrations,
      orders,
      attachments,
      npsRecords,
      operations,
      operationItems,
      routes: [...routes, ...more.routes],
      routeItems: [...routeItems, ...more.routeItems],
    },
    surveys,
    demoOrders: demo,
  };
}
