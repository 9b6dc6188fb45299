import type { Database } from 'better-sqlite3';
import { type OperationLineRow, operationLinesTable } from './operation-lines.repo';
import type { OperationItemRow, OperationRow, OperationsRepo } from './operations.repo';
import { type PositionItemRow, positionItemsTable } from './stock.repo';
import {
  type PositionRow,
  positionsTable,
  type WarehouseRow,
  warehousesRepo,
  warehousesTable,
} from './warehouses.repo';

/**
 * The warehouse operations' tables (issue 4: inbound, storage, picking, packing), registered in
 * store.ts after the orders area's (their lines refer to order items, products and operations):
 * parents before children.
 */
export const WAREHOUSE_TABLES = [warehousesTable, positionsTable, positionItemsTable, operationLinesTable];

/** What the seed gives them (seed/demo-warehouse.ts). The products' stock columns come with the
 * orders area's products. */
export interface WarehouseData {
  warehouses: WarehouseRow[];
  positions: PositionRow[];
  positionItems: PositionItemRow[];
  operations: OperationRow[];
  operationItems: OperationItemRow[];
  operationLines: OperationLineRow[];
}

export function warehouseRepos(db: Database) {
  return { warehouses: warehousesRepo(db) };
}
export type WarehouseRepos = ReturnType<typeof warehouseRepos>;

/** Inserts the warehouse seed (inside Store.load's transaction, after the orders area). */
export function loadWarehouse(r: WarehouseRepos & { operations: OperationsRepo }, data: WarehouseData): void {
  data.warehouses.forEach(r.warehouses.insertWarehouse);
  data.positions.forEach(r.warehouses.insertPosition);
  data.positionItems.forEach(r.operations.stock.insertItem);
  data.operations.forEach(r.operations.insert);
  data.operationItems.forEach(r.operations.insertItem);
  data.operationLines.forEach(r.operations.lines.insert);
}
