import type { CrossdockingStatus } from '../../../src/domain/crossdocking';
import type { CrossdockingLineRow, CrossdockingRow } from '../../store/crossdockings.repo';
import { seqId } from '../../store/ids';
import type { OrderSeed } from '../../store/order-tables';
import type { WarehouseData } from '../../store/warehouse-area';
import { SEED_EPOCH } from '../epoch';
import { seeded } from '../seeded-status';
import { DEMO_DOCUMENTS } from './companies';

/** Fixed ids the tests name (simulator/README.md "Crossdocking"). */
export const DEMO_CROSSDOCKING = {
  pending: 'xdk-000001',
  inProgress: 'xdk-000002',
  done: 'xdk-000003',
  cancelled: 'xdk-000004',
  outsider: 'xdk-000005',
  /** outbound docks of the principal (seed/demo/yard.ts): dispatch, both; and a receiving one */
  dispatchDock: 'dock-demo-03',
  bothDock: 'dock-demo-04',
  receivingDock: 'dock-demo-01',
} as const;

type LinePlan = 'PENDING' | 'DONE' | 'CANCELLED' | 'FIRST_DONE';
/** [record status, orders, what its lines are] — a record in every status. */
const PLANS: ReadonlyArray<[CrossdockingStatus, number, LinePlan]> = [
  ['PENDING', 1, 'PENDING'],
  ['INPROGRESS', 2, 'FIRST_DONE'],
  ['DONE', 1, 'DONE'],
  ['CANCELLED', 1, 'CANCELLED'],
];

/**
 * Demo crossdocks: received (INBOUND, PENDING) orders of the principal — the last ones, so no
 * record of the warehouse seed holds them — crossed in its first warehouse; one PENDING crossdock
 * of the outsider (tenancy). Lines of a DONE crossdock went to the dispatch dock with the whole
 * quantity. Fixed for every seed.
 */
export function demoCrossdockings(
  demoOrders: readonly OrderSeed[],
  warehouse: WarehouseData,
): { records: CrossdockingRow[]; lines: CrossdockingLineRow[] } {
  const records: CrossdockingRow[] = [];
  const lines: CrossdockingLineRow[] = [];
  const used = new Set<string>();
  /** received (INBOUND) orders of `company` not taken yet: in `status` first, then any — the last
   * ones, so no record of the warehouse seed holds them */
  const received = (company: string, status: string, n: number) => {
    const inbound = demoOrders.filter(
      (o) => o.row.companyDocument === company && o.row.type === 'INBOUND' && o.items.length > 0,
    );
    const last = [...inbound].reverse();
    const found = [...last.filter((o) => o.row.status === status), ...last]
      .filter((o) => !used.has(o.row.id))
      .slice(0, n);
    for (const o of found) used.add(o.row.id);
    return found;
  };
  /** the order status a crossdock in `status` holds (a finished one's orders moved on) */
  const orderStatus = (status: CrossdockingStatus) => (status === 'INPROGRESS' ? 'PENDING' : status);
  const add = (company: string, plan: (typeof PLANS)[number], orders: OrderSeed[]) => {
    const [status, , linePlan] = plan;
    const n = records.length + 1;
    const warehouseId = warehouse.warehouses.find((w) => w.companyDocument === company)?.id;
    if (!warehouseId || orders.length === 0) return;
    const createdAt = new Date(SEED_EPOCH - (PLANS.length + 1 - n) * 86_400_000).toISOString();
    const id = seqId('xdk', n);
    records.push({
      id,
      companyDocument: company,
      code: seqId('XDK', n),
      warehouseId,
      status: seeded(status),
      userId: status === 'PENDING' ? null : 'usr-admin',
      createdAt,
    });
    for (const order of orders)
      for (const item of order.items) {
        const done =
          linePlan === 'DONE' || (linePlan === 'FIRST_DONE' && lines.every((l) => l.crossdockingId !== id));
        const lineStatus = done ? 'DONE' : linePlan === 'CANCELLED' ? 'CANCELLED' : 'PENDING';
        lines.push({
          id: seqId('xdl', lines.length + 1),
          crossdockingId: id,
          orderId: order.row.id,
          orderItemId: item.id,
          quantity: item.quantity,
          readQuantity: done ? item.quantity : null,
          dockId: done ? DEMO_CROSSDOCKING.dispatchDock : null,
          status: seeded(lineStatus),
          userId: done ? 'usr-admin' : null,
          doneAt: done ? createdAt : null,
        });
      }
  };
  for (const plan of PLANS)
    add(DEMO_DOCUMENTS.principal, plan, received(DEMO_DOCUMENTS.principal, orderStatus(plan[0]), plan[1]));
  add(DEMO_DOCUMENTS.outsider, PLANS[0], received(DEMO_DOCUMENTS.outsider, 'PENDING', 1));
  return { records, lines };
}
