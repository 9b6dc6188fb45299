import type {
  InventoryPositionStatus,
  InventoryStatus,
  InventoryType,
  RepeatType,
} from '../../src/domain/inventory';
import { defineTable } from './table';

/**
 * Inventory tables (doc 3 §3 Inventory, counting, Inventory planning), typed columns so lists
 * filter and page in SQL. Parents before children; registered once in store.ts.
 */
export interface InventoryRow {
  id: string;
  companyDocument: string;
  code: string;
  inventoryDate: string;
  type: InventoryType;
  /** the inventory machine's state (open: PENDING…RECOUNTING; closed: CLOSED, CANCELLED) */
  status: InventoryStatus;
  userId: string | null;
  planningId: string | null;
  createdAt: string;
  closedAt: string | null;
}

export const inventoriesTable = defineTable<InventoryRow>({
  name: 'inventories',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    code: { type: 'text' },
    inventoryDate: { type: 'text' },
    type: { type: 'text' },
    status: { type: 'text' },
    userId: { type: 'text', nullable: true },
    planningId: { type: 'text', nullable: true },
    createdAt: { type: 'text' },
    closedAt: { type: 'text', nullable: true },
  },
  indexes: [['companyDocument', 'inventoryDate']],
});

export interface InventoryPositionRow {
  id: string;
  inventoryId: string;
  positionId: string;
  /** the inventory-position machine's state */
  status: InventoryPositionStatus;
  statusInInventory: 'CONFIRMED' | 'CANCELLED' | null;
  userId: string | null;
  firstCounter: string | null;
}

export const inventoryPositionsTable = defineTable<InventoryPositionRow>({
  name: 'inventory_positions',
  columns: {
    id: { type: 'text', primaryKey: true },
    inventoryId: { type: 'text', references: 'inventories(id)' },
    positionId: { type: 'text', references: 'positions(id)' },
    status: { type: 'text' },
    statusInInventory: { type: 'text', nullable: true },
    userId: { type: 'text', nullable: true },
    firstCounter: { type: 'text', nullable: true },
  },
  indexes: [['inventoryId'], ['positionId']],
});

export interface InventoryCountingRow {
  id: string;
  inventoryPositionId: string;
  sequence: number;
  userId: string | null;
  countRealized: number;
  countExpected: number;
  status: 'MATCH' | 'DIVERGENT';
  startedAt: string;
  finishedAt: string;
}

export const inventoryCountingsTable = defineTable<InventoryCountingRow>({
  name: 'inventory_countings',
  columns: {
    id: { type: 'text', primaryKey: true },
    inventoryPositionId: { type: 'text', references: 'inventory_positions(id)' },
    sequence: { type: 'integer' },
    userId: { type: 'text', nullable: true },
    countRealized: { type: 'real' },
    countExpected: { type: 'real' },
    status: { type: 'text' },
    startedAt: { type: 'text' },
    finishedAt: { type: 'text' },
  },
  indexes: [['inventoryPositionId', 'sequence']],
});

export interface InventoryCountItemRow {
  id: string;
  countingId: string;
  productId: string | null;
  barcode: string | null;
  rfidcode: string | null;
  serviceTag: string | null;
  responsible: string | null;
  padlock: string | null;
  productBatch: string | null;
  productExpire: string | null;
  anotherPosition: boolean;
  countExpected: number;
  countRealized: number;
  status: 'MATCH' | 'DIVERGENT';
}

export const inventoryCountItemsTable = defineTable<InventoryCountItemRow>({
  name: 'inventory_count_items',
  columns: {
    id: { type: 'text', primaryKey: true },
    countingId: { type: 'text', references: 'inventory_countings(id)' },
    productId: { type: 'text', nullable: true, references: 'products(id)' },
    barcode: { type: 'text', nullable: true },
    rfidcode: { type: 'text', nullable: true },
    serviceTag: { type: 'text', nullable: true },
    responsible: { type: 'text', nullable: true },
    padlock: { type: 'text', nullable: true },
    productBatch: { type: 'text', nullable: true },
    productExpire: { type: 'text', nullable: true },
    anotherPosition: { type: 'boolean' },
    countExpected: { type: 'real' },
    countRealized: { type: 'real' },
    status: { type: 'text' },
  },
  indexes: [['countingId']],
});

export interface InventoryPlanningRow {
  id: string;
  companyDocument: string;
  planningDate: string;
  /** position ids (JSON) */
  positions: string[];
  repeatPlanning: boolean;
  repeatType: RepeatType | null;
  repeatValue: number | null;
  /** the next date an inventory is created on; null once a one-off planning is done */
  nextDate: string | null;
  createdAt: string;
}

export const inventoryPlanningsTable = defineTable<InventoryPlanningRow>({
  name: 'inventory_plannings',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    planningDate: { type: 'text' },
    positions: { type: 'json' },
    repeatPlanning: { type: 'boolean' },
    repeatType: { type: 'text', nullable: true },
    repeatValue: { type: 'integer', nullable: true },
    nextDate: { type: 'text', nullable: true },
    createdAt: { type: 'text' },
  },
  indexes: [['companyDocument', 'nextDate']],
});

export const INVENTORY_TABLES = [
  inventoriesTable,
  inventoryPositionsTable,
  inventoryCountingsTable,
  inventoryCountItemsTable,
  inventoryPlanningsTable,
];

/** What the seed gives them (seed/demo/inventory.ts). */
export interface InventoryData {
  inventories: InventoryRow[];
  positions: InventoryPositionRow[];
  countings: InventoryCountingRow[];
  countItems: InventoryCountItemRow[];
  plannings: InventoryPlanningRow[];
}
