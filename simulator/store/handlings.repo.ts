import type { Database } from 'better-sqlite3';
import {
  type Handling,
  type HandlingItem,
  type HandlingStatus,
  handlingExecuted,
} from '../../src/domain/handling';
import type { Sort } from '../../src/domain/list-query';
import type { UserRef } from '../../src/domain/operations';
import type { Decided } from './decided-status';
import { idMaker, seqId } from './ids';
import { defineTable } from './table';

/**
 * Handlings (doc 3 §3 Handling): a record per move (an origin position, or several — a move "with
 * different origins" — in one warehouse) and one item per product moved. Stock changes only when
 * an item is finalized (simulator/operations/stock-moves.ts). Lists filter, sort and page in SQL.
 */
export interface HandlingRow {
  id: string;
  companyDocument: string;
  code: string;
  warehouseId: string;
  /** null: items come from different origins */
  positionOriginId: string | null;
  /** what the handling machine decided (decided-status.ts) */
  status: Decided<HandlingStatus>;
  userId: string | null;
  createdAt: string;
}

export interface HandlingItemRow {
  id: string;
  handlingId: string;
  productId: string;
  positionOriginId: string;
  positionDestinyId: string | null;
  quantity: number;
  /** what the handling-item machine decided */
  status: Decided<HandlingStatus>;
  userId: string | null;
  doneAt: string | null;
  /** who last changed the item's status, and when (session clock): a refusal because the item
   * moved on names them (issue 31, simulator/operations/moved-on.ts) */
  changedBy?: string | null;
  changedAt?: string | null;
}

export const handlingsTable = defineTable<HandlingRow>({
  name: 'position_handlings',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    code: { type: 'text' },
    warehouseId: { type: 'text', references: 'warehouses(id)' },
    positionOriginId: { type: 'text', nullable: true, references: 'positions(id)' },
    status: { type: 'text' },
    userId: { type: 'text', nullable: true },
    createdAt: { type: 'text' },
  },
  indexes: [['companyDocument', 'createdAt']],
});

export const handlingItemsTable = defineTable<HandlingItemRow>({
  name: 'position_handling_items',
  columns: {
    id: { type: 'text', primaryKey: true },
    handlingId: { type: 'text', references: 'position_handlings(id)' },
    productId: { type: 'text', references: 'products(id)' },
    positionOriginId: { type: 'text', references: 'positions(id)' },
    positionDestinyId: { type: 'text', nullable: true, references: 'positions(id)' },
    quantity: { type: 'real' },
    status: { type: 'text' },
    userId: { type: 'text', nullable: true },
    doneAt: { type: 'text', nullable: true },
    changedBy: { type: 'text', nullable: true },
    changedAt: { type: 'text', nullable: true },
  },
  indexes: [['handlingId', 'status']],
});

export interface HandlingQuery {
  companyDocument: string;
  code: string | null;
  status: string | null;
  warehouse: string | null;
  /** origin position code contains */
  position: string | null;
  userId: string | null;
  from: string | null;
  to: string | null;
  sort: Sort | null;
  page: number;
  take: number;
}

/** doc 3 §2 Handling list columns a user may sort by → their SQL (a whitelist: never the text sent). */
export const HANDLING_SORTS: Record<string, string> = {
  createdAt: 'h.createdAt',
  code: 'h.code',
  warehouse: 'w.code',
  positionOrigin: 'op.code',
  items: 'itemsCount',
  executed: 'CASE WHEN itemsCount = 0 THEN 0 ELSE doneCount * 1.0 / itemsCount END',
  status: 'h.status',
  user: 'u.name',
};

const LIST_SQL = `
  SELECT h.*, w.code AS wCode, w.name AS wName, op.code AS originCode, u.userName AS uUserName, u.name AS uName,
    (SELECT count(*) FROM position_handling_items i WHERE i.handlingId = h.id) AS itemsCount,
    (SELECT count(*) FROM position_handling_items i WHERE i.handlingId = h.id AND i.status = 'DONE') AS doneCount
  FROM position_handlings h
  JOIN warehouses w ON w.id = h.warehouseId
  LEFT JOIN positions op ON op.id = h.positionOriginId
  LEFT JOIN users u ON u.id = h.userId`;
const WHERE = `h.companyDocument = @companyDocument
  AND (@code IS NULL OR h.code LIKE @code)
  AND (@status IS NULL OR h.status = @status)
  AND (@warehouse IS NULL OR h.warehouseId = @warehouse)
  AND (@position IS NULL OR op.code LIKE @position)
  AND (@userId IS NULL OR h.userId = @userId)
  AND (@from IS NULL OR h.createdAt >= @from) AND (@to IS NULL OR h.createdAt <= @to)`;

type Joined = HandlingRow & {
  wCode: string;
  wName: string;
  originCode: string | null;
  uUserName: string | null;
  uName: string | null;
  itemsCount: number;
  doneCount: number;
};

const userOf = (id: string | null, userName: string | null, name: string | null): UserRef | null =>
  id ? { id, userName: userName ?? '', profile: { name: name ?? '' } } : null;

function recordView(r: Joined, items: HandlingItem[]): Handling {
  return {
    id: r.id,
    code: r.code,
    createdAt: r.createdAt,
    status: r.status,
    positionCodeOrigin: r.originCode,
    positionOrigin: r.positionOriginId ? { id: r.positionOriginId, code: r.originCode ?? '' } : null,
    warehouse: { id: r.warehouseId, code: r.wCode, name: r.wName },
    user: userOf(r.userId, r.uUserName, r.uName),
    itemsCount: r.itemsCount,
    doneCount: r.doneCount,
    executed: handlingExecuted(r.doneCount, r.itemsCount),
    items,
  };
}

export function handlingsRepo(db: Database) {
  const insert = handlingsTable.inserter(db);
  const insertItem = handlingItemsTable.inserter(db);
  const nextId = idMaker(db, 'position_handlings', 'phd');
  const nextItemId = idMaker(db, 'position_handling_items', 'phi');
  const nextHistoryId = idMaker(db, 'position_handling_history', 'phh');
  // the highest rowid, not a count: no scan of the table per new code (issue 17, list-plans test)
  const lastCode = db.prepare('SELECT coalesce(max(rowid), 0) FROM position_handlings').pluck();
  const byId = db.prepare('SELECT * FROM position_handlings WHERE id = ?');
  const joinedById = db.prepare(`${LIST_SQL} WHERE h.id = ?`);
  const count = db
    .prepare(`SELECT count(*) FROM position_handlings h
    LEFT JOIN positions op ON op.id = h.positionOriginId WHERE ${WHERE}`)
    .pluck();
  const pages = new Map<string, ReturnType<Database['prepare']>>();
  const pageStatement = (order: string) => {
    let s = pages.get(order);
    if (!s) {
      s = db.prepare(`${LIST_SQL} WHERE ${WHERE} ORDER BY ${order}, h.id LIMIT @take OFFSET @offset`);
      pages.set(order, s);
    }
    return s;
  };
  const itemRows = db.prepare('SELECT * FROM position_handling_items WHERE handlingId = ? ORDER BY id');
  const itemViews = db.prepare(`
    SELECT i.*, pr.sku, pr.description, pr.barcode, o.code AS originCode, d.code AS destinyCode, u.userName AS uUserName, u.name AS uName
    FROM position_handling_items i JOIN products pr ON pr.id = i.productId
    JOIN positions o ON o.id = i.positionOriginId LEFT JOIN positions d ON d.id = i.positionDestinyId
    LEFT JOIN users u ON u.id = i.userId WHERE i.handlingId = ? ORDER BY i.id`);
  const setStatus = db.prepare('UPDATE position_handlings SET status = ? WHERE id = ?');
  const setUser = db.prepare('UPDATE position_handlings SET userId = ? WHERE id = ?');
  const setItem = db.prepare(`UPDATE position_handling_items SET status = @status, quantity = @quantity,
    positionDestinyId = @positionDestinyId, userId = @userId, doneAt = @doneAt, changedBy = @changedBy,
    changedAt = @changedAt WHERE id = @id`);
  const statuses = db.prepare('SELECT status FROM position_handling_items WHERE handlingId = ?').pluck();

  type ItemJoined = HandlingItemRow & {
    sku: string;
    description: string;
    barcode: string | null;
    originCode: string;
    destinyCode: string | null;
    uUserName: string | null;
    uName: string | null;
  };
  const itemView = (i: ItemJoined): HandlingItem => ({
    id: i.id,
    status: i.status,
    quantity: i.quantity,
    positionCodeOrigin: i.originCode,
    positionOrigin: { id: i.positionOriginId, code: i.originCode },
    positionCodeDestiny: i.destinyCode,
    positionDestiny: i.positionDestinyId ? { id: i.positionDestinyId, code: i.destinyCode ?? '' } : null,
    product: { id: i.productId, sku: i.sku, description: i.description, barcode: i.barcode },
    user: userOf(i.userId, i.uUserName, i.uName),
  });

  return {
    insert,
    insertItem,
    nextId,
    nextItemId,
    nextHistoryId,
    /** HND-000001…: the next code after the stored ones */
    nextCode: () => seqId('HND', (lastCode.get() as number) + 1),
    byId: (id: string): HandlingRow | null => {
      const row = byId.get(id);
      return row ? handlingsTable.decode(row) : null;
    },
    items: (id: string): HandlingItemRow[] => itemRows.all(id).map(handlingItemsTable.decode),
    itemStatuses: (id: string) => statuses.all(id) as HandlingStatus[],
    /** GET /position-handling: filters, sort and page in SQL; rows carry no items */
    list: (q: HandlingQuery): { positionsHandling: Handling[]; total: number } => {
      const params = {
        companyDocument: q.companyDocument,
        code: q.code ? `%${q.code.toUpperCase()}%` : null,
        status: q.status,
        warehouse: q.warehouse,
        position: q.position ? `%${q.position.toUpperCase()}%` : null,
        userId: q.userId,
        from: q.from,
        to: q.to,
      };
      const column = (q.sort && HANDLING_SORTS[q.sort.field]) || 'h.createdAt';
      const direction = q.sort ? q.sort.direction : 'DESC';
      const rows = pageStatement(`${column} ${direction}`).all({
        ...params,
        take: q.take,
        offset: (q.page - 1) * q.take,
      }) as Joined[];
      return { positionsHandling: rows.map((r) => recordView(r, [])), total: count.get(params) as number };
    },
    /** GET /position-handling/{id}: the record with every item */
    view: (id: string): Handling | null => {
      const r = joinedById.get(id) as Joined | undefined;
      return r ? recordView(r, (itemViews.all(id) as ItemJoined[]).map(itemView)) : null;
    },
    setStatus: (id: string, status: Decided<HandlingStatus>) => setStatus.run(status, id),
    setUser: (id: string, userId: string) => setUser.run(userId, id),
    updateItem: (item: HandlingItemRow) => setItem.run(handlingItemsTable.encode(item)),
  };
}
export type HandlingsRepo = ReturnType<typeof handlingsRepo>;
