import type { Database } from 'better-sqlite3';
import type { OperationKind, OperationStatus } from '../../src/domain/operations';
import type { Decided } from './decided-status';
import { idMaker } from './ids';
import type { StockRepo } from './stock.repo';
import { defineTable } from './table';

/**
 * The per-line state of an inbound, storage, picking or packing (OPERATIONS-CONTRACT.md): one row
 * per operation item × order item, holding what the lifecycle machines look at (status, expected
 * quantity) and what the operation did (quantity read / put away / picked, the position chosen or
 * picked from, the packing volumes). Conference, outbound and invoice records have no lines.
 */
export const LINE_KINDS: ReadonlySet<OperationKind> = new Set([
  'inbound',
  'storage',
  'picking',
  'packing',
  // conference: readQuantity is what was read (null-like 0 until counted); outbound: positionId is
  // where dispatch took the line's stock from (simulator/README.md "Outbound and conference")
  'conference',
  'outbound',
]);

/** A packing line's share of one volume (doc 3 §3 Packing "volumes with volume, orderItem, quantity"). */
export interface VolumeShare {
  volume: number;
  quantity: number;
}

export interface OperationLineRow {
  id: string;
  operationId: string;
  itemId: string;
  orderItemId: string;
  /** the company's product (by the order item's product, sku or barcode); null: no stock moves */
  productId: string | null;
  /** what a machine decided (decided-status.ts) */
  status: Decided<OperationStatus>;
  /** expected */
  quantity: number;
  /** inbound: received; storage: put away; picking: picked (`separateQuantity`) */
  readQuantity: number;
  /** storage: the position put away into; picking: the position picked from */
  positionId: string | null;
  /** packing only: how the line is split over volumes (volume 1 holds the unpacked, doc 3 §4) */
  volumes: VolumeShare[] | null;
  /** who last changed the line's status, and when (session clock): a refusal because the line
   * moved on names them (issue 31, simulator/operations/moved-on.ts) */
  changedBy?: string | null;
  changedAt?: string | null;
}

export const operationLinesTable = defineTable<OperationLineRow>({
  name: 'operation_lines',
  columns: {
    id: { type: 'text', primaryKey: true },
    operationId: { type: 'text', references: 'operations(id)' },
    itemId: { type: 'text', references: 'operation_items(id)' },
    orderItemId: { type: 'text', references: 'order_items(id)' },
    productId: { type: 'text', nullable: true, references: 'products(id)' },
    status: { type: 'text' },
    quantity: { type: 'real' },
    readQuantity: { type: 'real' },
    positionId: { type: 'text', nullable: true, references: 'positions(id)' },
    volumes: { type: 'json', nullable: true },
    changedBy: { type: 'text', nullable: true },
    changedAt: { type: 'text', nullable: true },
  },
  indexes: [['operationId'], ['itemId']],
});

/** The changing part of a line. */
export type LineChange = Pick<
  OperationLineRow,
  'id' | 'status' | 'readQuantity' | 'positionId' | 'volumes' | 'changedBy' | 'changedAt'
>;

export function operationLinesRepo(db: Database, stock: StockRepo) {
  const t = operationLinesTable;
  const insert = t.inserter(db);
  const ofOperation = db.prepare('SELECT * FROM operation_lines WHERE operationId = ? ORDER BY rowid');
  const ofItem = db.prepare('SELECT * FROM operation_lines WHERE itemId = ? ORDER BY rowid');
  const update = db.prepare(`
    UPDATE operation_lines SET status = @status, readQuantity = @readQuantity, positionId = @positionId,
      volumes = @volumes, changedBy = @changedBy, changedAt = @changedAt WHERE id = @id`);
  // many lines taking the same values: one statement for all of them (a 5,000-line finalize wrote
  // 5,000 single-row UPDATEs)
  const updateSame = db.prepare(`
    UPDATE operation_lines SET status = @status, readQuantity = @readQuantity, positionId = @positionId,
      volumes = @volumes, changedBy = @changedBy, changedAt = @changedAt
      WHERE id IN (SELECT value FROM json_each(@ids))`);
  const orderItems = db.prepare(
    'SELECT id, productId, sku, barcode, quantity FROM order_items WHERE orderId = ? ORDER BY position',
  );
  // an order item names its product by id, else by sku, else by barcode (imports and the new-order
  // form may carry only a sku): the company's product it is, for stock.
  const productOf = db
    .prepare(`
      SELECT id FROM products WHERE companyDocument = @companyDocument
        AND (id = @productId OR sku = @sku OR (@barcode IS NOT NULL AND barcode = @barcode))
      ORDER BY id = @productId DESC, sku = @sku DESC, id LIMIT 1`)
    .pluck();
  const nextId = idMaker(db, 'operation_lines', 'opl');

  type OrderItem = {
    id: string;
    productId: string | null;
    sku: string;
    barcode: string | null;
    quantity: number;
  };

  return {
    insert,
    ofOperation: (operationId: string): OperationLineRow[] => ofOperation.all(operationId).map(t.decode),
    ofItem: (itemId: string): OperationLineRow[] => ofItem.all(itemId).map(t.decode),
    update: (line: LineChange) => {
      update.run({
        id: line.id,
        status: line.status,
        readQuantity: line.readQuantity,
        positionId: line.positionId,
        volumes: line.volumes ? JSON.stringify(line.volumes) : null,
        changedBy: line.changedBy ?? null,
        changedAt: line.changedAt ?? null,
      });
    },
    /** Writes `lines` set-based: one UPDATE per distinct (status, read quantity, position,
     * volumes) — a bulk finalize's lines mostly share them. */
    updateAll: (lines: readonly LineChange[]) => {
      const groups = new Map<
        string,
        { values: Omit<LineChange, 'id' | 'volumes'> & { volumes: string | null }; ids: string[] }
      >();
      for (const line of lines) {
        const volumes = line.volumes ? JSON.stringify(line.volumes) : null;
        const changedBy = line.changedBy ?? null;
        const changedAt = line.changedAt ?? null;
        const key = [line.status, line.readQuantity, line.positionId, volumes, changedBy, changedAt].join(
          '\u0000',
        );
        const group = groups.get(key);
        if (group) group.ids.push(line.id);
        else
          groups.set(key, {
            values: {
              status: line.status,
              readQuantity: line.readQuantity,
              positionId: line.positionId,
              volumes,
              changedBy,
              changedAt,
            },
            ids: [line.id],
          });
      }
      for (const { values, ids } of groups.values())
        if (ids.length === 1) update.run({ ...values, id: ids[0] });
        else updateSame.run({ ...values, ids: JSON.stringify(ids) });
    },
    /** The lines of a new item, in its `status` (the one it was created in): one per order item. A picking row gets the position holding
     * most of the product (contract "Stock"); a packing line starts in volume 1 (doc 3 §4). */
    createFor: (
      kind: OperationKind,
      companyDocument: string,
      operationId: string,
      itemId: string,
      orderId: string,
      status: Decided<OperationStatus>,
    ) => {
      if (!LINE_KINDS.has(kind)) return;
      for (const oi of orderItems.all(orderId) as OrderItem[]) {
        const productId =
          (productOf.get({ companyDocument, productId: oi.productId, sku: oi.sku, barcode: oi.barcode }) as
            | string
            | undefined) ?? null;
        insert({
          id: nextId(),
          operationId,
          itemId,
          orderItemId: oi.id,
          productId,
          status,
          quantity: oi.quantity,
          readQuantity: 0,
          positionId: kind === 'picking' && productId ? stock.fullestPosition(productId) : null,
          volumes: kind === 'packing' ? [{ volume: 1, quantity: oi.quantity }] : null,
        });
      }
    },
  };
}
export type OperationLinesRepo = ReturnType<typeof operationLinesRepo>;
