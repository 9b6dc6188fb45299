import type { OperationStatus } from '../../../src/domain/operations';
import type { OrderStatus, OrderType } from '../../../src/domain/orders';
import type { OperationItemRow, OperationRow } from '../../store/operations.repo';
import type { OrderSeed } from '../../store/order-tables';
import type { RouteItemRow, RouteRow } from '../../store/routes.repo';
import { SEED_EPOCH } from '../epoch';
import { seeded } from '../seeded-status';
import type { CompanyCtx } from './company-context';
import { DEMO_DOCKS } from './devices';
import { DEMO_OPERATION_IDS, DEMO_TRANSPORTER_IDS } from './order-ids';
import { DAY, iso, pad } from './order-values';

/** The principal's downstream records of the demo orders (DEMO_OPERATION_IDS among them):
 * outbounds and invoices with their items, routes with theirs. */
export function demoDownstream(
  demo: OrderSeed[],
  principal: CompanyCtx,
): {
  operations: OperationRow[];
  operationItems: OperationItemRow[];
  routes: RouteRow[];
  routeItems: RouteItemRow[];
} {
  // --- downstream records already in progress: outbounds, routes, invoices
  const operations: OperationRow[] = [];
  const operationItems: OperationItemRow[] = [];
  let opItem = 0;
  const pick = (type: OrderType, status: OrderStatus, n: number, skip = 0) =>
    demo
      .filter(
        (o) =>
          o.row.companyDocument === principal.document &&
          o.row.type === type &&
          o.row.status === status &&
          o.row.id.startsWith('ord-0'),
      )
      .slice(skip, skip + n);
  const operation = (
    id: string,
    kind: OperationRow['kind'],
    code: string,
    status: OperationStatus,
    orders: OrderSeed[],
    days: number,
  ) => {
    const when = iso(SEED_EPOCH - days * DAY);
    operations.push({
      id,
      kind,
      code,
      companyDocument: principal.document,
      operationDate: when,
      status: seeded(status),
      userId: 'usr-operator',
      transporterId: kind === 'outbound' ? DEMO_TRANSPORTER_IDS.principal : null,
      url: null,
      createdAt: when,
    });
    for (const o of orders) {
      opItem += 1;
      operationItems.push({
        id: `opi-${pad(opItem)}`,
        operationId: id,
        orderId: o.row.id,
        status: seeded(status === 'DONE' ? 'DONE' : 'PENDING'),
        priority: false,
        userId: null,
        createdAt: when,
      });
    }
  };
  operation(
    DEMO_OPERATION_IDS.outboundOpen,
    'outbound',
    'OUT-000001',
    'PENDING',
    pick('OUTBOUND', 'PENDING', 2),
    1,
  );
  operation(
    DEMO_OPERATION_IDS.outboundDone,
    'outbound',
    'OUT-000002',
    'DONE',
    pick('OUTBOUND', 'DONE', 2),
    5,
  );
  operation('inv-seed-1', 'invoice', 'INV-000001', 'PENDING', pick('INVOICE', 'PENDING', 2), 2);
  operation('inv-seed-2', 'invoice', 'INV-000002', 'DONE', pick('INVOICE', 'DONE', 2), 6);
  operation('inv-seed-3', 'invoice', 'INV-000003', 'PENDING', pick('INVOICE', 'OCCURRENCE', 1), 20);
  const routes: RouteRow[] = [];
  const routeItems: RouteItemRow[] = [];
  let rtItem = 0;
  const route = (
    id: string,
    code: string,
    status: RouteRow['status'],
    orders: OrderSeed[],
    days: number,
    dockId: string,
  ) => {
    const when = iso(SEED_EPOCH - days * DAY);
    routes.push({
      id,
      code,
      companyDocument: principal.document,
      routeDate: when,
      status,
      userId: status === 'DONE' ? 'usr-driver' : null,
      vehicleId: status === 'DONE' ? 'VEH-0001' : null,
      maps: null,
      distance: status === 'DONE' ? 18_400 : 0,
      duration: status === 'DONE' ? 3_600 : 0,
      summary: { kmPrice: 0, totalPrice: 0, invoiced: 0, volumes: orders.length, weightGross: 0 },
      dockId,
      createdAt: when,
    });
    orders.forEach((o, i) => {
      rtItem += 1;
      routeItems.push({
        id: `rti-${pad(rtItem)}`,
        routeId: id,
        orderId: o.row.id,
        sequence: status === 'DONE' ? i + 1 : null,
        status: seeded(status === 'DONE' ? 'DONE' : 'PENDING'),
        distance: 0,
        duration: 0,
        lat: o.row.recipientLat,
        long: o.row.recipientLong,
        occurrenceReason: null,
        settledAt: status === 'DONE' ? when : null,
        createdAt: when,
      });
    });
  };
  // Both load at a dock a portal watches (seed/demo-devices.ts): a pass at DOCA-01 confirms
  // ROT-000001, one at DOCA-02 confirms nothing, ROT-000002 being DONE (devices/route-confirmation.ts).
  route(
    DEMO_OPERATION_IDS.routeOpen,
    'ROT-000001',
    'PENDING',
    pick('ROUTE', 'PENDING', 2),
    1,
    DEMO_DOCKS.portal01,
  );
  route(DEMO_OPERATION_IDS.routeDone, 'ROT-000002', 'DONE', pick('ROUTE', 'DONE', 2), 4, DEMO_DOCKS.portal02);
  return { operations, operationItems, routes, routeItems };
}
