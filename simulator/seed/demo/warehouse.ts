import { round2 } from '../../../src/domain/operation-rules';
import type { OperationKind, OperationStatus } from '../../../src/domain/operations';
import type { OrderStatus, OrderType } from '../../../src/domain/orders';
import { seqId } from '../../store/ids';
import type { OperationLineRow, VolumeShare } from '../../store/operation-lines.repo';
import type { OperationItemRow, OperationRow } from '../../store/operations.repo';
import type { OrderItemRow, OrderSeed } from '../../store/order-tables';
import type { ProductRow } from '../../store/products.repo';
import type { WarehouseData } from '../../store/warehouse-area';
import { SEED_EPOCH } from '../epoch';
import { createPrng } from '../prng';
import { seeded } from '../seeded-status';
import { benchRecords } from './bench-operations';
import { DEMO_DOCUMENTS } from './companies';
import { dispatchRecords } from './dispatch';
import { demoLayout, StockBook } from './positions';

/**
 * Seed of the warehouse operations (issue 4): warehouses, positions and stock (demo-positions.ts),
 * and inbound, storage, picking and packing records in every status their machines have, linked
 * to the demo orders of the matching type (OCCURRENCE items for storage and picking). The same
 * for every seed. Sizes above `demo` also get one picking and one storage of 5,000 lines each
 * (`PIC-BENCH5K`, `STO-BENCH5K`, on 100 orders of their own) for bench/operations-finalize.bench.ts:
 * they would add 100 orders and 10,000 lines to every demo seed (the API tests seed per session).
 */
export const DEMO_WAREHOUSE_OPERATION_IDS = {
  inboundPending: 'inb-pending',
  /** PENDING, one item DONE (a line read partially), one PENDING */
  inboundPartial: 'inb-partial',
  inboundDone: 'inb-done',
  inboundCancelled: 'inb-cancelled',
  storagePending: 'sto-pending',
  /** INPROGRESS: one item DONE, one in OCCURRENCE (a short line to EDIT) */
  storageInProgress: 'sto-inprogress',
  storageDone: 'sto-done',
  storageCancelled: 'sto-cancelled',
  pickingPending: 'pic-pending',
  /** PENDING: one item in OCCURRENCE, one with a row picked */
  pickingOccurrence: 'pic-occurrence',
  pickingDone: 'pic-done',
  pickingCancelled: 'pic-cancelled',
  /** PENDING, the second order split over volumes 1 and 2 */
  packingPending: 'pac-pending',
  packingDone: 'pac-done',
  packingCancelled: 'pac-cancelled',
  inboundOutsider: 'inb-outsider',
  storageOutsider: 'sto-outsider',
  pickingOutsider: 'pic-outsider',
  packingOutsider: 'pac-outsider',
  /** sizes above demo only: 5,000 lines each */
  benchPicking: 'pic-bench',
  benchStorage: 'sto-bench',
} as const;

const DAY = 86_400_000;

/** Adds one record with its items and lines (and their stock) to the seed; `userId` its operator. */
export type RecordFn = (
  id: string,
  kind: OperationKind,
  code: string,
  status: OperationStatus,
  days: number,
  items: ItemPlan[],
  userId?: string | null,
) => void;

type LineState = Pick<OperationLineRow, 'readQuantity' | 'positionId' | 'volumes'> & {
  status: OperationStatus;
};
/** How an item's lines are seeded: its status and each line's state from its order item. */
export interface ItemPlan {
  order: OrderSeed;
  status: OperationStatus;
  line?: (item: OrderItemRow, index: number) => Partial<LineState>;
  userId?: string | null;
}

export interface WarehouseSeed {
  data: WarehouseData;
  /** the products with their stock columns */
  products: ProductRow[];
  /** orders of the bench records (sizes above demo), inserted after the orders area's */
  orders: OrderSeed[];
}

export function warehouseSeed(input: {
  demoOrders: OrderSeed[];
  products: ProductRow[];
  bench: boolean;
}): WarehouseSeed {
  const { warehouses, positions } = demoLayout();
  const stock = new StockBook(positions);
  stock.seedProducts(createPrng(20_250_401), input.products);
  const virtual = new Map<string, number>();
  const data: WarehouseData = {
    warehouses,
    positions,
    positionItems: [],
    operations: [],
    operationItems: [],
    operationLines: [],
  };
  const storable = (company: string) =>
    positions.filter(
      (p) => p.companyDocument === company && p.isActive && !p.inInventory && p.type !== 'PICKING',
    );

  const record: RecordFn = (id, kind, code, status, days, items, userId = null) => {
    const company = items[0]?.order.row.companyDocument ?? DEMO_DOCUMENTS.principal;
    const when = new Date(SEED_EPOCH - days * DAY).toISOString();
    data.operations.push({
      id,
      kind,
      code,
      companyDocument: company,
      operationDate: when,
      status: seeded(status),
      userId,
      transporterId: null,
      url: null,
      createdAt: when,
    } satisfies OperationRow);
    for (const plan of items) {
      const itemId = seqId('opi-w', data.operationItems.length + 1);
      data.operationItems.push({
        id: itemId,
        operationId: id,
        orderId: plan.order.row.id,
        status: seeded(plan.status),
        priority: false,
        userId: plan.userId ?? null,
        createdAt: when,
      } satisfies OperationItemRow);
      plan.order.items.forEach((oi, index) => {
        const productId = oi.productId;
        const state: LineState = {
          status: plan.status,
          readQuantity: 0,
          positionId: kind === 'picking' && productId ? stock.fullest(productId) : null,
          volumes: kind === 'packing' ? [{ volume: 1, quantity: oi.quantity }] : null,
          ...plan.line?.(oi, index),
        };
        data.operationLines.push({
          id: seqId('opl-w', data.operationLines.length + 1),
          operationId: id,
          itemId,
          orderItemId: oi.id,
          productId,
          quantity: oi.quantity,
          ...state,
          status: seeded(state.status),
        });
        // the contract's stock story: received goods wait at the dock, put-away goods are stored
        if (!productId) return;
        if (kind === 'inbound' && state.status === 'DONE')
          virtual.set(productId, round2((virtual.get(productId) ?? 0) + state.readQuantity));
        if (kind === 'storage' && state.positionId && state.readQuantity > 0)
          stock.add(state.positionId, productId, state.readQuantity);
      });
    }
  };

  // the demo orders of one type and status (the generated ones, not the anchors tests name)
  const orders = (company: string, type: OrderType, status: OrderStatus, n: number) =>
    input.demoOrders
      .filter(
        (o) =>
          o.row.companyDocument === company &&
          o.row.type === type &&
          o.row.status === status &&
          o.row.id.startsWith('ord-0'),
      )
      .slice(0, n);
  const P = DEMO_DOCUMENTS.principal;
  const I = DEMO_WAREHOUSE_OPERATION_IDS;
  const [cdsp] = storable(P);

  // records whose orders all rest in one status: [id, kind, code, status, days ago, order type,
  // order status, line state]; a DONE one was worked by the operator
  type Uniform = [
    string,
    OperationKind,
    string,
    OperationStatus,
    number,
    OrderType,
    OrderStatus,
    ItemPlan['line']?,
  ];
  const uniform = (rows: Uniform[]) => {
    for (const [id, kind, code, status, days, type, orderStatus, line] of rows) {
      const plans = orders(P, type, orderStatus, 2).map((order) => ({ order, status, line }));
      record(id, kind, code, status, days, plans, status === 'DONE' ? 'usr-operator' : null);
    }
  };
  const full = (oi: OrderItemRow) => ({ status: 'DONE' as const, readQuantity: oi.quantity });
  const stored = (oi: OrderItemRow) => ({ ...full(oi), positionId: cdsp.id });
  const split = (oi: OrderItemRow, i: number): Partial<LineState> =>
    i === 0 && oi.quantity >= 2 ? { volumes: splitInTwo(oi.quantity) } : {};

  // --- inbound (doc 3 §4: PENDING, DONE, CANCELLED)
  uniform([
    [I.inboundPending, 'inbound', 'INB-000001', 'PENDING', 1, 'INBOUND', 'PENDING'],
    [I.inboundDone, 'inbound', 'INB-000003', 'DONE', 6, 'INBOUND', 'DONE', full],
    [I.inboundCancelled, 'inbound', 'INB-000004', 'CANCELLED', 9, 'INBOUND', 'CANCELLED'],
  ]);
  const [partialDone, partialOpen] = orders(P, 'INBOUND', 'INPROGRESS', 2);
  // a partial read (doc 3 §2): the first line received one unit short
  const partial = (oi: OrderItemRow, i: number) => ({
    status: 'DONE' as const,
    readQuantity: i === 0 ? Math.max(0, oi.quantity - 1) : oi.quantity,
  });
  const partialItems: ItemPlan[] = [
    { order: partialDone, status: 'DONE', userId: 'usr-operator', line: partial },
    { order: partialOpen, status: 'PENDING' },
  ];
  record(I.inboundPartial, 'inbound', 'INB-000002', 'PENDING', 2, partialItems, 'usr-operator');

  // --- storage (INPROGRESS and OCCURRENCE too: doc 3 §4, storage-item machine)
  uniform([
    [I.storagePending, 'storage', 'STO-000001', 'PENDING', 1, 'STORAGE', 'PENDING'],
    [I.storageDone, 'storage', 'STO-000003', 'DONE', 7, 'STORAGE', 'DONE', stored],
    [I.storageCancelled, 'storage', 'STO-000004', 'CANCELLED', 10, 'STORAGE', 'CANCELLED'],
  ]);
  // the second order's first line was put away short: it waits for an EDIT (doc 3 §4)
  const short = (oi: OrderItemRow, i: number): Partial<LineState> =>
    i === 0 ? { status: 'OCCURRENCE', readQuantity: round2(oi.quantity / 2), positionId: cdsp.id } : {};
  const inProgress: ItemPlan[] = [
    { order: orders(P, 'STORAGE', 'INPROGRESS', 1)[0], status: 'DONE', line: stored },
    { order: orders(P, 'STORAGE', 'OCCURRENCE', 1)[0], status: 'OCCURRENCE', line: short },
  ];
  record(I.storageInProgress, 'storage', 'STO-000002', 'INPROGRESS', 3, inProgress, 'usr-operator');

  // --- picking (OCCURRENCE items: doc 3 §4 "item actions in PENDING or OCCURRENCE")
  uniform([
    [I.pickingPending, 'picking', 'PIC-000001', 'PENDING', 1, 'PICKING', 'PENDING'],
    [I.pickingDone, 'picking', 'PIC-000003', 'DONE', 5, 'PICKING', 'DONE', full],
    [I.pickingCancelled, 'picking', 'PIC-000004', 'CANCELLED', 8, 'PICKING', 'CANCELLED'],
  ]);
  const started = orders(P, 'PICKING', 'INPROGRESS', 1)[0];
  const occurrence: ItemPlan[] = [
    {
      order: orders(P, 'PICKING', 'OCCURRENCE', 1)[0],
      status: 'OCCURRENCE',
      line: (_, i) => (i === 0 ? { status: 'OCCURRENCE' } : {}),
    },
    {
      order: started,
      status: started.items.length === 1 ? 'DONE' : 'PENDING',
      line: (oi, i) => (i === 0 ? full(oi) : {}),
    },
  ];
  record(I.pickingOccurrence, 'picking', 'PIC-000002', 'PENDING', 2, occurrence);

  // --- packing (volume 1 holds the unpacked: doc 3 §4)
  uniform([
    [
      I.packingDone,
      'packing',
      'PAC-000002',
      'DONE',
      4,
      'PACKING',
      'DONE',
      (oi, i) => ({ status: 'DONE', ...split(oi, i) }),
    ],
    [I.packingCancelled, 'packing', 'PAC-000003', 'CANCELLED', 8, 'PACKING', 'CANCELLED'],
  ]);
  const [packA, packB] = orders(P, 'PACKING', 'PENDING', 2);
  const packing: ItemPlan[] = [
    { order: packA, status: 'PENDING' },
    { order: packB, status: 'PENDING', line: split },
  ];
  record(I.packingPending, 'packing', 'PAC-000001', 'PENDING', 1, packing);

  // --- another group's records (tests: 403)
  const O = DEMO_DOCUMENTS.outsider;
  const outsider: Array<[string, OperationKind, string, OrderType]> = [
    [I.inboundOutsider, 'inbound', 'INB-000005', 'INBOUND'],
    [I.storageOutsider, 'storage', 'STO-000005', 'STORAGE'],
    [I.pickingOutsider, 'picking', 'PIC-000005', 'PICKING'],
    [I.packingOutsider, 'packing', 'PAC-000004', 'PACKING'],
  ];
  for (const [id, kind, code, type] of outsider)
    record(id, kind, code, 'PENDING', 1, [{ order: orders(O, type, 'PENDING', 1)[0], status: 'PENDING' }]);

  dispatchRecords(record, input.demoOrders); // outbound and conference (seed/demo/dispatch.ts)

  const benchOrders = input.bench
    ? benchRecords(input, stock, record, { picking: I.benchPicking, storage: I.benchStorage })
    : [];
  data.positionItems = stock.items(input.products);
  return { data, products: stock.stocked(input.products, virtual), orders: benchOrders };
}

function splitInTwo(quantity: number): VolumeShare[] {
  const first = Math.ceil(quantity / 2);
  return [
    { volume: 1, quantity: first },
    { volume: 2, quantity: round2(quantity - first) },
  ];
}
