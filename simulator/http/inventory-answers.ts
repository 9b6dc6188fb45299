import { type } from 'arktype';
import {
  type CodeProduct,
  INVENTORY_POSITION_STATUSES,
  INVENTORY_STATUSES,
  INVENTORY_TYPES,
  type Inventory,
  type InventoryPlanning,
  type OpenLineOnPosition,
  REPEAT_TYPES,
} from '../../src/domain/inventory';
import type { InventoryPerformance } from '../../src/domain/inventory-performance';
import type { inventoryReportRepo } from '../store/inventory-report.repo';
import { exact, listAnswer, messageWith, nullableText } from './answers';

/**
 * Answer types of the inventory area (doc 3 §2, §3, §7; simulator/routes/inventory.routes.ts,
 * inventory-planning.routes.ts, inventory-report.routes.ts): an inventory with its positions,
 * counts and counted items, its page and changes, plannings, the performance report and the
 * position report. Checked against the domain types with `exact`.
 */

const match = "'MATCH' | 'DIVERGENT'";
const inventoryUser = type({ id: 'string', name: 'string' }).or('null');

const countItem = type({
  id: 'string',
  product: type({ id: 'string', sku: 'string', description: 'string' }).or('null'),
  barcode: nullableText,
  rfidcode: nullableText,
  serviceTag: nullableText,
  responsible: nullableText,
  padlock: nullableText,
  productBatch: nullableText,
  productExpire: nullableText,
  anotherPosition: 'boolean',
  countExpected: 'number',
  countRealized: 'number',
  status: match,
});

const inventoryPosition = type({
  id: 'string',
  positionId: 'string',
  code: 'string',
  scanType: "'BARCODE' | 'RFID'",
  volume: 'number',
  warehouse: { id: 'string', name: 'string' },
  status: type.enumerated(...INVENTORY_POSITION_STATUSES),
  statusInInventory: "'CONFIRMED' | 'CANCELLED' | null",
  user: inventoryUser,
  firstCounter: nullableText,
  counting: type({
    id: 'string',
    position: 'string',
    sequence: 'number',
    user: inventoryUser,
    countRealized: 'number',
    countExpected: 'number',
    status: match,
    startedAt: 'string',
    finishedAt: 'string',
    items: countItem.array(),
  }).array(),
});

export const inventoryAnswer = type({
  id: 'string',
  code: 'string',
  inventoryDate: 'string',
  isOpen: 'boolean',
  type: type.enumerated(...INVENTORY_TYPES),
  status: type.enumerated(...INVENTORY_STATUSES),
  user: inventoryUser,
  totalPositions: 'number',
  finalized: 'number',
  planningId: nullableText,
  positions: inventoryPosition.array(),
});
exact<typeof inventoryAnswer.infer, Inventory>(true);
export const inventoriesPage = listAnswer('inventories', inventoryAnswer);
/** GET /inventory/open-lines: open operations' lines on positions (issue 31). */
export const openLinesAnswer = type({
  lines: type({
    kind: 'string',
    recordId: 'string',
    code: 'string',
    positionId: 'string',
    positionCode: 'string',
    sku: nullableText,
    description: nullableText,
    quantity: 'number',
  }).array(),
});
exact<typeof openLinesAnswer.infer, { lines: OpenLineOnPosition[] }>(true);

/** GET /inventory/products: the products count reads name (issue 31). */
export const codeProductsAnswer = type({
  products: type({ code: 'string', sku: 'string', description: 'string' }).array(),
});
exact<typeof codeProductsAnswer.infer, { products: CodeProduct[] }>(true);

/** A change: its toast and the inventory after it (null once gone). */
export const inventoryChange = messageWith('record', inventoryAnswer.or('null'));
exact<typeof inventoryChange.infer, { message: string; record: Inventory | null }>(true);

const planningAnswer = type({
  planningId: 'string',
  planningDate: 'string',
  positions: 'string[]',
  repeatPlanning: 'boolean',
  repeatType: type.enumerated(...REPEAT_TYPES).or('null'),
  repeatValue: 'number | null',
  nextDate: nullableText,
});
exact<typeof planningAnswer.infer, InventoryPlanning>(true);
export const planningsPage = listAnswer('planning', planningAnswer);
export const planningCreated = type({ message: 'string', planningId: 'string' });

const countingTime = type({ positionCode: 'string', timeInMinutes: 'number' }).or('null');
export const performanceAnswer = type({
  inventoryCode: 'string',
  inventoryDate: 'string',
  totalPositions: 'number',
  totalCountedItems: 'number',
  totalExecutions: 'number',
  totalReads: 'number',
  longestCounting: countingTime,
  shortestCounting: countingTime,
  mediaCountingMinutes: 'number',
  positions: type({
    positionCode: 'string',
    totalExecutionsPositionInQtd: 'number',
    totalReads: 'number',
    inconsistencyDetected: 'boolean',
    totalExecutionPositionInMinutes: 'number',
    counts: type({ userExecutionName: 'string', timeInMinutes: 'number' }).array(),
  }).array(),
});
exact<typeof performanceAnswer.infer, InventoryPerformance>(true);

/** GET /inventory/report/positions: one row per category and position holding stock. */
export const positionReportPage = listAnswer(
  'positions',
  type({
    category: type({ id: 'string', name: 'string' }).or('null'),
    categoryQuantity: 'number',
    position: { id: 'string', code: 'string', isActive: 'boolean', inInventory: 'boolean' },
    warehouse: { id: 'string', name: 'string', building: nullableText },
    products: 'number',
    quantity: 'number',
  }),
);
exact<typeof positionReportPage.infer, ReturnType<ReturnType<typeof inventoryReportRepo>['positions']>>(true);
