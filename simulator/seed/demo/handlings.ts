import type { HandlingStatus } from '../../../src/domain/handling';
import { isStorable } from '../../../src/domain/warehouse';
import type { HandlingItemRow, HandlingRow } from '../../store/handlings.repo';
import { seqId } from '../../store/ids';
import type { WarehouseData } from '../../store/warehouse-area';
import { SEED_EPOCH } from '../epoch';
import { seeded } from '../seeded-status';
import { DEMO_DOCUMENTS } from './companies';

/** What each demo handling holds: its items' statuses (doc 3 §4: mixed items; the record's status
 * is the one derived from them). */
const PLANS: ReadonlyArray<{ items: HandlingStatus[]; status: HandlingStatus }> = [
  { items: ['PENDING', 'PENDING', 'PENDING'], status: 'PENDING' },
  { items: ['DONE', 'PENDING', 'CANCELLED'], status: 'PENDING' },
  { items: ['DONE', 'DONE'], status: 'DONE' },
  { items: ['CANCELLED', 'CANCELLED'], status: 'CANCELLED' },
  { items: ['DONE', 'CANCELLED'], status: 'PENDING' },
  { items: ['PENDING'], status: 'PENDING' },
];

/** Demo handlings of the principal (simulator/README.md "Handling and crossdocking"): each from one
 * origin position holding stock to other storable positions of its warehouse, outside inventory.
 * PENDING items move 1 unit (the origin holds it; the stock seeded is untouched: DONE items stand
 * for moves already reflected in it). Fixed for every seed. */
export function demoHandlings(data: WarehouseData): { records: HandlingRow[]; items: HandlingItemRow[] } {
  const records: HandlingRow[] = [];
  const items: HandlingItemRow[] = [];
  addHandlings(data, DEMO_DOCUMENTS.principal, PLANS, records, items);
  // one of another company (tenancy tests: phd-000007)
  addHandlings(data, DEMO_DOCUMENTS.outsider, [PLANS[0]], records, items);
  return { records, items };
}

function addHandlings(
  data: WarehouseData,
  company: string,
  plans: typeof PLANS,
  records: HandlingRow[],
  items: HandlingItemRow[],
): void {
  const usable = data.positions.filter(
    (p) => p.companyDocument === company && isStorable(p) && !p.inInventory,
  );
  const held = (positionId: string) =>
    data.positionItems.filter((i) => i.positionId === positionId && i.quantity >= 3);
  const origins = usable.filter((p) => held(p.id).length > 0);
  const first = records.length;
  plans.forEach((plan, k) => {
    const n = first + k;
    const origin = origins[k % origins.length];
    if (!origin) return;
    const destinations = usable.filter((p) => p.warehouseId === origin.warehouseId && p.id !== origin.id);
    const stock = held(origin.id);
    const id = seqId('phd', n + 1);
    const createdAt = new Date(SEED_EPOCH - (PLANS.length - k) * 86_400_000).toISOString();
    records.push({
      id,
      companyDocument: company,
      code: seqId('HND', n + 1),
      warehouseId: origin.warehouseId,
      positionOriginId: origin.id,
      status: seeded(plan.status),
      userId: k % 2 === 0 && company === DEMO_DOCUMENTS.principal ? 'usr-admin' : null,
      createdAt,
    });
    plan.items.forEach((status, j) => {
      items.push({
        id: seqId('phi', items.length + 1),
        handlingId: id,
        productId: stock[j % stock.length].productId,
        positionOriginId: origin.id,
        positionDestinyId: destinations[j % destinations.length]?.id ?? null,
        quantity: 1,
        status: seeded(status),
        userId: status === 'DONE' ? 'usr-admin' : null,
        doneAt: status === 'DONE' ? createdAt : null,
      });
    });
  });
}
