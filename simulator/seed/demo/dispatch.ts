import type { OperationStatus } from '../../../src/domain/operations';
import type { OrderStatus, OrderType } from '../../../src/domain/orders';
import type { OrderItemRow, OrderSeed } from '../../store/order-tables';
import { DEMO_DOCUMENTS } from './companies';
import type { ItemPlan, RecordFn } from './warehouse';

/**
 * Outbound and conference records in every status (issue 11 part A; simulator/README.md
 * "Outbound and conference"), on the demo orders of their type. OUT-000001/2 are the downstream
 * seed's (no product lines); these start at OUT-000003.
 */
export const DEMO_DISPATCH_IDS = {
  conferencePending: 'con-pending',
  /** INPROGRESS: the first order's lines read (the first one short), the second order unread */
  conferenceInProgress: 'con-inprogress',
  conferenceDone: 'con-done',
  /** DONE: one order read as expected, one with a divergence (OCCURRENCE) */
  conferenceDivergent: 'con-divergent',
  conferenceCancelled: 'con-cancelled',
  conferenceOutsider: 'con-outsider',
  outboundPending: 'out-pending',
  /** PENDING: one order dispatched, one open (cancel refused, doc 3 §4) */
  outboundStarted: 'out-started',
  outboundDone: 'out-dispatched',
  outboundCancelled: 'out-cancelled',
  outboundOutsider: 'out-outsider',
} as const;

type Picker = (company: string, type: OrderType, status: OrderStatus, n: number) => OrderSeed[];

const read = (oi: OrderItemRow) => ({ status: 'DONE' as const, readQuantity: oi.quantity });
const short = (oi: OrderItemRow, i: number) =>
  i === 0
    ? { status: 'INPROGRESS' as const, readQuantity: Math.max(0, oi.quantity - 1) }
    : { status: 'INPROGRESS' as const, readQuantity: oi.quantity };
const divergent = (oi: OrderItemRow, i: number) =>
  i === 0 ? { status: 'OCCURRENCE' as const, readQuantity: Math.max(0, oi.quantity - 1) } : read(oi);

/** Adds the records through the warehouse seed's `record` (its lines and stock rules). */
export function dispatchRecords(record: RecordFn, demoOrders: readonly OrderSeed[]): void {
  const used = new Set<string>();
  // orders of one type and status not taken by another record (downstream.ts takes the first
  // two OUTBOUND ones of each status)
  const pick: Picker = (company, type, status, n) => {
    const found = demoOrders
      .filter(
        (o) =>
          o.row.companyDocument === company &&
          o.row.type === type &&
          o.row.status === status &&
          o.row.id.startsWith('ord-0') &&
          !used.has(o.row.id),
      )
      .slice(type === 'OUTBOUND' ? 2 : 0)
      .slice(0, n);
    for (const o of found) used.add(o.row.id);
    return found;
  };
  const P = DEMO_DOCUMENTS.principal;
  const I = DEMO_DISPATCH_IDS;
  const plans = (orders: OrderSeed[], status: OperationStatus, line?: ItemPlan['line']): ItemPlan[] =>
    orders.map((order) => ({ order, status, line }));
  const operator = 'usr-operator';

  // --- conference (doc 3 §4; the conference machines)
  record(
    I.conferencePending,
    'conference',
    'CON-000001',
    'PENDING',
    1,
    plans(pick(P, 'CONFERENCE', 'PENDING', 2), 'PENDING'),
  );
  const [reading, unread] = pick(P, 'CONFERENCE', 'INPROGRESS', 2);
  record(
    I.conferenceInProgress,
    'conference',
    'CON-000002',
    'INPROGRESS',
    2,
    [
      { order: reading, status: 'INPROGRESS', line: short, userId: operator },
      { order: unread, status: 'PENDING' },
    ],
    operator,
  );
  record(
    I.conferenceDone,
    'conference',
    'CON-000003',
    'DONE',
    5,
    plans(pick(P, 'CONFERENCE', 'DONE', 2), 'DONE', read),
    operator,
  );
  const [fine, off] = pick(P, 'CONFERENCE', 'DONE', 2);
  record(
    I.conferenceDivergent,
    'conference',
    'CON-000004',
    'DONE',
    6,
    [
      { order: fine, status: 'DONE', line: read },
      { order: off ?? fine, status: 'OCCURRENCE', line: divergent },
    ],
    operator,
  );
  record(
    I.conferenceCancelled,
    'conference',
    'CON-000005',
    'CANCELLED',
    9,
    plans(pick(P, 'CONFERENCE', 'CANCELLED', 1), 'CANCELLED', () => ({ status: 'CANCELLED' })),
  );

  // --- outbound (doc 3 §4)
  record(
    I.outboundPending,
    'outbound',
    'OUT-000003',
    'PENDING',
    1,
    plans(pick(P, 'OUTBOUND', 'PENDING', 2), 'PENDING'),
  );
  const [sent, open] = pick(P, 'OUTBOUND', 'INPROGRESS', 2);
  record(
    I.outboundStarted,
    'outbound',
    'OUT-000004',
    'PENDING',
    2,
    [
      { order: sent, status: 'DONE', line: read, userId: operator },
      { order: open, status: 'PENDING' },
    ],
    operator,
  );
  record(
    I.outboundDone,
    'outbound',
    'OUT-000005',
    'DONE',
    4,
    plans(pick(P, 'OUTBOUND', 'DONE', 2), 'DONE', read),
    operator,
  );
  record(
    I.outboundCancelled,
    'outbound',
    'OUT-000006',
    'CANCELLED',
    8,
    plans(pick(P, 'OUTBOUND', 'CANCELLED', 1), 'CANCELLED', () => ({ status: 'CANCELLED' })),
  );

  // --- another group's (tests: 403; the outbound on a NEW order: the downstream seed takes its OUTBOUND ones)
  const O = DEMO_DOCUMENTS.outsider;
  record(
    I.conferenceOutsider,
    'conference',
    'CON-000006',
    'PENDING',
    1,
    plans(pick(O, 'CONFERENCE', 'PENDING', 1), 'PENDING'),
  );
  record(
    I.outboundOutsider,
    'outbound',
    'OUT-000007',
    'PENDING',
    1,
    plans(pick(O, 'NEW', 'PENDING', 1), 'PENDING'),
  );
}
