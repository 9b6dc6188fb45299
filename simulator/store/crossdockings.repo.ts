import type { Database } from 'better-sqlite3';
import {
  type Crossdocking,
  type CrossdockingLine,
  type CrossdockingLineStatus,
  type CrossdockingStatus,
  crossdockingExecuted,
} from '../../src/domain/crossdocking';
import type { Sort } from '../../src/domain/list-query';
import type { UserRef } from '../../src/domain/operations';
import type { Decided } from './decided-status';
import { idMaker, seqId } from './ids';
import { defineTable } from './table';

/**
 * Crossdocks (ours, simulator/README.md "Crossdocking"): a record per crossdock of received
 * orders in one warehouse, one line per order product line (order_items), each confirmed with the
 * quantity read to an outbound yard dock. No position column anywhere: crossed goods are never
 * put away. Lists filter, sort and page in SQL.
 */
export interface CrossdockingRow {
  id: string;
  companyDocument: string;
  code: string;
  warehouseId: string;
  /** what the crossdocking machine decided (decided-status.ts) */
  status: Decided<CrossdockingStatus>;
  userId: string | null;
  createdAt: string;
}

export interface CrossdockingLineRow {
  id: string;
  crossdockingId: string;
  orderId: string;
  orderItemId: string;
  quantity: number;
  readQuantity: number | null;
  dockId: string | null;
  /** what the crossdocking machine's context decided for the line */
  status: Decided<CrossdockingLineStatus>;
  userId: string | null;
  doneAt: string | null;
  /** who last changed the line's status, and when (session clock): a refusal because the line
   * moved on names them (issue 31, simulator/operations/moved-on.ts) */
  changedBy?: string | null;
  changedAt?: string | null;
}

export const crossdockingsTable = defineTable<CrossdockingRow>({
  name: 'crossdockings',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    code: { type: 'text' },
    warehouseId: { type: 'text', references: 'warehouses(id)' },
    status: { type: 'text' },
    userId: { type: 'text', nullable: true },
    createdAt: { type: 'text' },
  },
  indexes: [['companyDocument', 'createdAt']],
});

export const crossdockingLinesTable = defineTable<CrossdockingLineRow>({
  name: 'crossdocking_lines',
  columns: {
    id: { type: 'text', primaryKey: true },
    crossdockingId: { type: 'text', references: 'crossdockings(id)' },
    orderId: { type: 'text', references: 'orders(id)' },
    orderItemId: { type: 'text', references: 'order_items(id)' },
    quantity: { type: 'real' },
    readQuantity: { type: 'real', nullable: true },
    dockId: { type: 'text', nullable: true, references: 'yard_docks(id)' },
    status: { type: 'text' },
    userId: { type: 'text', nullable: true },
    doneAt: { type: 'text', nullable: true },
    changedBy: { type: 'text', nullable: true },
    changedAt: { type: 'text', nullable: true },
  },
  indexes: [['crossdockingId', 'status'], ['orderId']],
});

export interface CrossdockingQuery {
  companyDocument: string;
  code: string | null;
  status: string | null;
  warehouse: string | null;
  /** order number contains */
  order: string | null;
  userId: string | null;
  from: string | null;
  to: string | null;
  sort: Sort | null;
  page: number;
  take: number;
}

/** The list columns a user may sort by → their SQL (a whitelist: never the text sent). */
export const CROSSDOCKING_SORTS: Record<string, string> = {
  createdAt: 'c.createdAt',
  code: 'c.code',
  warehouse: 'w.code',
  orders: 'ordersCount',
  lines: 'linesCount',
  executed: 'CASE WHEN linesCount = 0 THEN 0 ELSE doneCount * 1.0 / linesCount END',
  status: 'c.status',
  user: 'u.name',
};

const LIST_SQL = `
  SELECT c.*, w.code AS wCode, w.name AS wName, u.userName AS uUserName, u.name AS uName,
    (SELECT count(DISTINCT l.orderId) FROM crossdocking_lines l WHERE l.crossdockingId = c.id) AS ordersCount,
    (SELECT count(*) FROM crossdocking_lines l WHERE l.crossdockingId = c.id) AS linesCount,
    (SELECT count(*) FROM crossdocking_lines l WHERE l.crossdockingId = c.id AND l.status = 'DONE') AS doneCount
  FROM crossdockings c
  JOIN warehouses w ON w.id = c.warehouseId
  LEFT JOIN users u ON u.id = c.userId`;
const WHERE = `c.companyDocument = @companyDocument
  AND (@code IS NULL OR c.code LIKE @code)
  AND (@status IS NULL OR c.status = @status)
  AND (@warehouse IS NULL OR c.warehouseId = @warehouse)
  AND (@order IS NULL OR EXISTS (SELECT 1 FROM crossdocking_lines l JOIN orders o ON o.id = l.orderId
    WHERE l.crossdockingId = c.id AND o.orderNumber LIKE @order))
  AND (@userId IS NULL OR c.userId = @userId)
  AND (@from IS NULL OR c.createdAt >= @from) AND (@to IS NULL OR c.createdAt <= @to)`;

type Joined = CrossdockingRow & {
  wCode: string;
  wName: string;
  uUserName: string | null;
  uName: string | null;
  ordersCount: number;
  linesCount: number;
  doneCount: number;
};
type LineJoined = CrossdockingLineRow & {
  orderNumber: string;
  productId: string | null;
  sku: string;
  description: string;
  barcode: string | null;
  dockName: string | null;
  uUserName: string | null;
  uName: string | null;
};

const userOf = (id: string | null, userName: string | null, name: string | null): UserRef | null =>
  id ? { id, userName: userName ?? '', profile: { name: name ?? '' } } : null;

const recordView = (r: Joined, lines: CrossdockingLine[]): Crossdocking => ({
  id: r.id,
  code: r.code,
  createdAt: r.createdAt,
  status: r.status,
  warehouse: { id: r.warehouseId, code: r.wCode, name: r.wName },
  user: userOf(r.userId, r.uUserName, r.uName),
  ordersCount: r.ordersCount,
  linesCount: r.linesCount,
  doneCount: r.doneCount,
  executed: crossdockingExecuted(r.doneCount, r.linesCount),
  lines,
});

const lineView = (l: LineJoined): CrossdockingLine => ({
  id: l.id,
  status: l.status,
  order: { id: l.orderId, number: l.orderNumber },
  product: { id: l.productId ?? '', sku: l.sku, description: l.description, barcode: l.barcode },
  quantity: l.quantity,
  readQuantity: l.readQuantity,
  dock: l.dockId ? { id: l.dockId, name: l.dockName ?? '' } : null,
  user: userOf(l.userId, l.uUserName, l.uName),
  doneAt: l.doneAt,
});

export function crossdockingsRepo(db: Database) {
  const lastCode = db.prepare('SELECT coalesce(max(rowid), 0) FROM crossdockings').pluck();
  const byId = db.prepare('SELECT * FROM crossdockings WHERE id = ?');
  const joinedById = db.prepare(`${LIST_SQL} WHERE c.id = ?`);
  const count = db.prepare(`SELECT count(*) FROM crossdockings c WHERE ${WHERE}`).pluck();
  const pages = new Map<string, ReturnType<Database['prepare']>>();
  const pageStatement = (order: string) => {
    let s = pages.get(order);
    if (!s) {
      s = db.prepare(`${LIST_SQL} WHERE ${WHERE} ORDER BY ${order}, c.id LIMIT @take OFFSET @offset`);
      pages.set(order, s);
    }
    return s;
  };
  const lineRows = db.prepare('SELECT * FROM crossdocking_lines WHERE crossdockingId = ? ORDER BY id');
  const lineViews = db.prepare(`
    SELECT l.*, o.orderNumber, oi.productId, oi.sku, oi.description, oi.barcode, d.name AS dockName,
      u.userName AS uUserName, u.name AS uName
    FROM crossdocking_lines l JOIN orders o ON o.id = l.orderId JOIN order_items oi ON oi.id = l.orderItemId
    LEFT JOIN yard_docks d ON d.id = l.dockId LEFT JOIN users u ON u.id = l.userId
    WHERE l.crossdockingId = ? ORDER BY o.orderNumber, oi.position, l.id`);
  const setStatus = db.prepare('UPDATE crossdockings SET status = ? WHERE id = ?');
  const setUser = db.prepare('UPDATE crossdockings SET userId = ? WHERE id = ?');
  const setLine = db.prepare(`UPDATE crossdocking_lines SET status = @status, readQuantity = @readQuantity,
    dockId = @dockId, userId = @userId, doneAt = @doneAt, changedBy = @changedBy, changedAt = @changedAt
    WHERE id = @id`);

  return {
    insert: crossdockingsTable.inserter(db),
    insertLine: crossdockingLinesTable.inserter(db),
    nextId: idMaker(db, 'crossdockings', 'xdk'),
    nextLineId: idMaker(db, 'crossdocking_lines', 'xdl'),
    /** XDK-000001…: the next code after the stored ones */
    nextCode: () => seqId('XDK', (lastCode.get() as number) + 1),
    byId: (id: string): CrossdockingRow | null => {
      const row = byId.get(id);
      return row ? crossdockingsTable.decode(row) : null;
    },
    lines: (id: string): CrossdockingLineRow[] => lineRows.all(id).map(crossdockingLinesTable.decode),
    /** GET /crossdocking: filters, sort and page in SQL; rows carry no lines */
    list: (q: CrossdockingQuery): { crossdockings: Crossdocking[]; total: number } => {
      const params = {
        companyDocument: q.companyDocument,
        code: q.code ? `%${q.code.toUpperCase()}%` : null,
        status: q.status,
        warehouse: q.warehouse,
        order: q.order ? `%${q.order}%` : null,
        userId: q.userId,
        from: q.from,
        to: q.to,
      };
      const column = (q.sort && CROSSDOCKING_SORTS[q.sort.field]) || 'c.createdAt';
      const direction = q.sort ? q.sort.direction : 'DESC';
      const rows = pageStatement(`${column} ${direction}`).all({
        ...params,
        take: q.take,
        offset: (q.page - 1) * q.take,
      }) as Joined[];
      return { crossdockings: rows.map((r) => recordView(r, [])), total: count.get(params) as number };
    },
    /** GET /crossdocking/{id}: the record with every line */
    view: (id: string): Crossdocking | null => {
      const r = joinedById.get(id) as Joined | undefined;
      return r ? recordView(r, (lineViews.all(id) as LineJoined[]).map(lineView)) : null;
    },
    setStatus: (id: string, status: Decided<CrossdockingStatus>) => setStatus.run(status, id),
    setUser: (id: string, userId: string) => setUser.run(userId, id),
    updateLine: (line: CrossdockingLineRow) => setLine.run(crossdockingLinesTable.encode(line)),
  };
}
export type CrossdockingsRepo = ReturnType<typeof crossdockingsRepo>;
