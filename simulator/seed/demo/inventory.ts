import { countDiverges } from '../../../src/domain/inventory';
import type {
  InventoryCountItemRow,
  InventoryData,
  InventoryPositionRow,
  InventoryRow,
} from '../../store/inventory-tables';
import type { PositionItemRow } from '../../store/stock.repo';
import { SEED_EPOCH } from '../epoch';
import { DEMO_DOCUMENTS } from './companies';
import { DEMO_POSITION_IDS } from './positions';

/**
 * Inventories of the demo (doc 3 §2 Inventory), the same for every seed:
 * - INV-000001 open (INPROGRESS) holds the two positions the layout marks in inventory: one not
 *   counted yet, one counted by `operator` and waiting for its confirmation;
 * - INV-000002 closed: two positions counted, one after a divergence and a recount by `admin`
 *   (the performance report's figures);
 * - INV-000003 of subsidiary 1, cancelled;
 * - a one-off planning of the principal, done: it created INV-000002 (a seeded planning still due
 *   would be created at once whenever the wall clock is past a pinned SIM_EPOCH).
 */

export const DEMO_INVENTORY_IDS = {
  open: 'inv-000001',
  closed: 'inv-000002',
  subsidiaryCancelled: 'inv-000003',
  /** INV-000001's position not counted yet (pos-000006) */
  openPending: 'ivp-000001',
  /** INV-000001's position counted by operator (pos-000018) */
  openWaiting: 'ivp-000002',
  planning: 'ipl-000001',
} as const;

const day = (offset: number) => new Date(SEED_EPOCH + offset * 86_400_000).toISOString();

export function inventorySeed(positionItems: readonly PositionItemRow[]): InventoryData {
  const principal = DEMO_DOCUMENTS.principal;
  const data: InventoryData = {
    inventories: [
      inv('inv-000001', 'INV-000001', principal, 'INPROGRESS', 'usr-operator', -1, null),
      {
        ...inv('inv-000002', 'INV-000002', principal, 'CLOSED', 'usr-operator', -10, day(-9)),
        planningId: 'ipl-000001',
      },
      inv('inv-000003', 'INV-000003', DEMO_DOCUMENTS.subsidiary1, 'CANCELLED', null, -5, day(-5)),
    ],
    positions: [
      ivp('ivp-000001', 'inv-000001', DEMO_POSITION_IDS.inInventory, 'PENDING', null, null),
      ivp('ivp-000002', 'inv-000001', 'pos-000018', 'WAITING', null, 'usr-operator'),
      ivp('ivp-000003', 'inv-000002', 'pos-000001', 'DONE', 'CONFIRMED', 'usr-operator'),
      ivp('ivp-000004', 'inv-000002', 'pos-000002', 'DONE', 'CONFIRMED', 'usr-operator'),
      ivp('ivp-000005', 'inv-000003', DEMO_POSITION_IDS.subsidiary1, 'CANCELLED', 'CANCELLED', null),
    ],
    countings: [],
    countItems: [],
    plannings: [
      {
        id: 'ipl-000001',
        companyDocument: principal,
        planningDate: day(-10).slice(0, 10),
        positions: ['pos-000001', 'pos-000002'],
        repeatPlanning: false,
        repeatType: null,
        repeatValue: null,
        nextDate: null,
        createdAt: day(-20),
      },
    ],
  };
  // counts as they were read: what each position held then, one divergence settled by a recount
  const held = (positionId: string) => positionItems.filter((i) => i.positionId === positionId);
  count(data, 'ivp-000002', 1, 'usr-operator', held('pos-000018'), 0, day(-1));
  count(data, 'ivp-000003', 1, 'usr-operator', held('pos-000001'), 0, day(-10));
  count(data, 'ivp-000004', 1, 'usr-operator', held('pos-000002'), 1, day(-10));
  count(data, 'ivp-000004', 2, 'usr-admin', held('pos-000002'), 0, day(-10));
  return data;
}

function inv(
  id: string,
  code: string,
  companyDocument: string,
  status: InventoryRow['status'],
  userId: string | null,
  offset: number,
  closedAt: string | null,
): InventoryRow {
  return {
    id,
    companyDocument,
    code,
    inventoryDate: day(offset).slice(0, 10),
    type: 'DEFAULT',
    status,
    userId,
    planningId: null,
    createdAt: day(offset),
    closedAt,
  };
}

function ivp(
  id: string,
  inventoryId: string,
  positionId: string,
  status: InventoryPositionRow['status'],
  statusInInventory: InventoryPositionRow['statusInInventory'],
  firstCounter: string | null,
): InventoryPositionRow {
  return { id, inventoryId, positionId, status, statusInInventory, userId: firstCounter, firstCounter };
}

/** One count of a position: every item held read, `off` more than held on the first line. */
function count(
  data: InventoryData,
  inventoryPositionId: string,
  sequence: number,
  userId: string,
  items: readonly PositionItemRow[],
  off: number,
  at: string,
): void {
  const countingId = `ivc-${String(data.countings.length + 1).padStart(6, '0')}`;
  const lines: InventoryCountItemRow[] = items.map((i, n) => {
    const countRealized = i.quantity + (n === 0 ? off : 0);
    return {
      id: `${countingId}-${String(n + 1).padStart(5, '0')}`,
      countingId,
      productId: i.productId,
      barcode: i.barcode,
      rfidcode: i.rfidcode,
      serviceTag: i.serviceTag,
      responsible: i.responsible,
      padlock: i.padlock,
      productBatch: null,
      productExpire: null,
      anotherPosition: false,
      countExpected: i.quantity,
      countRealized,
      status: countRealized === i.quantity ? 'MATCH' : 'DIVERGENT',
    };
  });
  const started = new Date(Date.parse(at) + sequence * 3_600_000);
  data.countItems.push(...lines);
  data.countings.push({
    id: countingId,
    inventoryPositionId,
    sequence,
    userId,
    countExpected: lines.reduce((s, l) => s + l.countExpected, 0),
    countRealized: lines.reduce((s, l) => s + l.countRealized, 0),
    status: countDiverges(lines) ? 'DIVERGENT' : 'MATCH',
    startedAt: started.toISOString(),
    finishedAt: new Date(started.getTime() + (4 + lines.length) * 60_000).toISOString(),
  });
}
