import type { Database } from 'better-sqlite3';
import { OPERATION_STATUSES, type OperationKind, type OperationStatus } from '../../src/domain/operations';
import { RECORD_LIFECYCLES } from '../../src/machines/warehouse-records';
import { created, type Decided, within } from './decided-status';
import { idMaker, seqId } from './ids';
import { operationLinesRepo } from './operation-lines.repo';
import { type OperationView, operationViews } from './operation-views';
import { stockRepo } from './stock.repo';
import { defineTable } from './table';
import { warehousesRepo } from './warehouses.repo';

/**
 * The downstream operation records an order selection creates (doc 2 §7 "Downstream creation"):
 * inbound, storage, picking, packing, conference, outbound and invoice share one record table and
 * one item table (one item per order, doc 3 §3); `view()` answers each kind in its doc 3 §3 shape.
 * Inbound, storage, picking and packing keep per-line state in `operation_lines`
 * (operation-lines.repo.ts), created with the items; `view()` reads it (operation-views.ts).
 *
 * API for other modules: `create(kind, …)`, `addOrders(id, …)`, `byId(id)`, `view(id)`,
 * `list(kind, …)`, `ofOrder(orderId)`, and the writes of the operation routes: `items`,
 * `setStatus`, `setUser`, `setItem`; `lines` is the lines repository.
 */
export interface OperationRow {
  id: string;
  kind: OperationKind;
  code: string;
  companyDocument: string;
  operationDate: string;
  /** what a machine decided (decided-status.ts) */
  status: Decided<OperationStatus>;
  userId: string | null;
  /** outbound: the transporter (doc 3 §3 `transportador`) */
  transporterId: string | null;
  /** outbound: the boarding draft's stored url */
  url: string | null;
  /** outbound: the dispatch position (ADD_POSITION), where dispatch takes stock from */
  positionId?: string | null;
  createdAt: string;
}

export const operationsTable = defineTable<OperationRow>({
  name: 'operations',
  columns: {
    id: { type: 'text', primaryKey: true },
    kind: { type: 'text' },
    code: { type: 'text' },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    operationDate: { type: 'text' },
    status: { type: 'text' },
    userId: { type: 'text', nullable: true, references: 'users(id)' },
    transporterId: { type: 'text', nullable: true, references: 'transporters(id)' },
    url: { type: 'text', nullable: true },
    positionId: { type: 'text', nullable: true, references: 'positions(id)' },
    createdAt: { type: 'text' },
  },
  indexes: [
    ['kind', 'companyDocument', 'operationDate'],
    ['kind', 'companyDocument', 'status'],
    ['kind', 'code'],
  ],
});

export interface OperationItemRow {
  id: string;
  operationId: string;
  orderId: string;
  /** what a machine decided (decided-status.ts) */
  status: Decided<OperationStatus>;
  priority: boolean;
  userId: string | null;
  createdAt: string;
  /** who last changed the item's status, and when (session clock; issue 31, moved-on.ts) */
  changedBy?: string | null;
  changedAt?: string | null;
}

export const operationItemsTable = defineTable<OperationItemRow>({
  name: 'operation_items',
  columns: {
    id: { type: 'text', primaryKey: true },
    operationId: { type: 'text', references: 'operations(id)' },
    orderId: { type: 'text', references: 'orders(id)' },
    status: { type: 'text' },
    priority: { type: 'boolean' },
    userId: { type: 'text', nullable: true, references: 'users(id)' },
    createdAt: { type: 'text' },
    changedBy: { type: 'text', nullable: true },
    changedAt: { type: 'text', nullable: true },
  },
  indexes: [['operationId'], ['orderId']],
});

export const OPERATION_CODE_PREFIX: Record<OperationKind, string> = {
  inbound: 'INB',
  storage: 'STO',
  picking: 'PIC',
  packing: 'PAC',
  conference: 'CON',
  outbound: 'OUT',
  invoice: 'INV',
};

export type { OperationView } from './operation-views';

/** GET /{kind} filters (OPERATIONS-CONTRACT.md "Lists"), all applied in SQL. */
export interface OperationListQuery {
  kind: OperationKind;
  companyDocument: string;
  notDone?: boolean;
  /** ISO bounds of operationDate */
  from?: string | null;
  to?: string | null;
  code?: string | null;
  status?: OperationStatus | null;
  userId?: string | null;
  /** ours (outbound, conference lists): one of LIST_SORTS, newest first without one */
  sort?: ListSort | null;
  page: number;
  take: number;
}

/** The sorts a list takes (`field|ASC` / `field|DESC`, as doc 3 §7 routes do), each an indexed
 * ORDER BY — never a sort in JS. */
export const LIST_SORTS = {
  'date|ASC': 'operationDate ASC, rowid ASC',
  'date|DESC': 'operationDate DESC, rowid DESC',
  'code|ASC': 'code ASC',
  'code|DESC': 'code DESC',
  'status|ASC': 'status ASC, operationDate DESC',
  'status|DESC': 'status DESC, operationDate DESC',
} as const;
export type ListSort = keyof typeof LIST_SORTS;

export function operationsRepo(db: Database) {
  const t = operationsTable;
  const insertRecord = t.inserter(db);
  const insertItem = operationItemsTable.inserter(db);
  const stock = stockRepo(db);
  const lines = operationLinesRepo(db, stock);
  const views = operationViews(db, warehousesRepo(db), stock);
  const byId = db.prepare('SELECT * FROM operations WHERE id = ?');
  const maxCode = db
    .prepare('SELECT COALESCE(MAX(CAST(substr(code, 5) AS INTEGER)), 0) FROM operations WHERE kind = ?')
    .pluck();
  const itemsOf = db.prepare('SELECT * FROM operation_items WHERE operationId = ? ORDER BY rowid');
  const ofOrder = db.prepare(`
    SELECT op.* FROM operations op JOIN operation_items i ON i.operationId = op.id
    WHERE i.orderId = ? ORDER BY op.createdAt DESC, op.rowid DESC`);
  const ordersOf = db
    .prepare('SELECT orderId FROM operation_items WHERE operationId = ? ORDER BY rowid')
    .pluck();
  const setStatus = db.prepare('UPDATE operations SET status = ? WHERE id = ?');
  const setUser = db.prepare('UPDATE operations SET userId = ? WHERE id = ?');
  const setTransporter = db.prepare('UPDATE operations SET transporterId = ? WHERE id = ?');
  const setPosition = db.prepare('UPDATE operations SET positionId = ? WHERE id = ?');
  const removeLines = db.prepare('DELETE FROM operation_lines WHERE operationId = ?');
  const removeItems = db.prepare('DELETE FROM operation_items WHERE operationId = ?');
  const removeRecord = db.prepare('DELETE FROM operations WHERE id = ?');
  const setItem = db.prepare(
    'UPDATE operation_items SET status = @status, userId = @userId, changedBy = @changedBy, changedAt = @changedAt WHERE id = @id',
  );
  const listWhere = `kind = @kind AND companyDocument = @companyDocument
    AND (@notDone = 0 OR status NOT IN ('DONE', 'CANCELLED'))
    AND (@from IS NULL OR operationDate BETWEEN @from AND @to)
    AND (@code IS NULL OR code LIKE @code)
    AND (@status IS NULL OR status = @status)
    AND (@userId IS NULL OR userId = @userId)`;
  const pages = new Map(
    Object.entries(LIST_SORTS).map(([sort, orderBy]) => [
      sort,
      db.prepare(
        `SELECT * FROM operations WHERE ${listWhere} ORDER BY ${orderBy} LIMIT @take OFFSET @offset`,
      ),
    ]),
  );
  const listCount = db.prepare(`SELECT count(*) FROM operations WHERE ${listWhere}`).pluck();
  const nextIds = Object.fromEntries(
    Object.entries(OPERATION_CODE_PREFIX).map(([kind, prefix]) => [
      kind,
      idMaker(db, 'operations', prefix.toLowerCase()),
    ]),
  ) as Record<OperationKind, () => string>;
  const nextItemId = idMaker(db, 'operation_items', 'opi');

  // A new record starts where its kind's machine starts (PENDING, doc 3 §4); its orders and their
  // lines start there with it. An invoice record has no machine of its own: it is the outbound's
  // document (doc 2 §3, INVOICE after OUTBOUND) and starts as an outbound does.
  const startOf = (kind: OperationKind) =>
    within(created(RECORD_LIFECYCLES[kind === 'invoice' ? 'outbound' : kind].machine), OPERATION_STATUSES);

  const addItems = (record: OperationRow, orderIds: string[], now: string) => {
    for (const orderId of orderIds) {
      const item: OperationItemRow = {
        id: nextItemId(),
        operationId: record.id,
        orderId,
        status: startOf(record.kind),
        priority: false,
        userId: null,
        createdAt: now,
      };
      insertItem(item);
      lines.createFor(record.kind, record.companyDocument, record.id, item.id, orderId, item.status);
    }
  };
  const one = (id: string): OperationRow | null => {
    const row = byId.get(id);
    return row ? t.decode(row) : null;
  };

  return {
    insert: insertRecord,
    insertItem,
    lines,
    stock,
    byId: one,
    /** a new PENDING record of `kind` with one PENDING item (and its lines) per order */
    create: (kind: OperationKind, companyDocument: string, orderIds: string[], now: string): OperationRow => {
      const record: OperationRow = {
        id: nextIds[kind](),
        kind,
        code: seqId(OPERATION_CODE_PREFIX[kind], (maxCode.get(kind) as number) + 1),
        companyDocument,
        operationDate: now,
        status: startOf(kind),
        userId: null,
        transporterId: null,
        url: null,
        positionId: null,
        createdAt: now,
      };
      insertRecord(record);
      addItems(record, orderIds, now);
      return record;
    },
    addOrders: (operationId: string, orderIds: string[], now: string) => {
      const record = one(operationId);
      if (record) addItems(record, orderIds, now);
    },
    ordersOf: (operationId: string): string[] => ordersOf.all(operationId) as string[],
    items: (operationId: string): OperationItemRow[] =>
      itemsOf.all(operationId).map(operationItemsTable.decode),
    setStatus: (id: string, status: Decided<OperationStatus>) => {
      setStatus.run(status, id);
    },
    setUser: (id: string, userId: string | null) => {
      setUser.run(userId, id);
    },
    /** outbound: ADD_TRANSPORTER, ADD_POSITION */
    setTransporter: (id: string, transporterId: string) => {
      setTransporter.run(transporterId, id);
    },
    setPosition: (id: string, positionId: string) => {
      setPosition.run(positionId, id);
    },
    /** outbound DELETE: the record, its items and lines */
    remove: (id: string) => {
      removeLines.run(id);
      removeItems.run(id);
      removeRecord.run(id);
    },
    setItem: (item: Pick<OperationItemRow, 'id' | 'status' | 'userId' | 'changedBy' | 'changedAt'>) => {
      setItem.run({
        id: item.id,
        status: item.status,
        userId: item.userId,
        changedBy: item.changedBy ?? null,
        changedAt: item.changedAt ?? null,
      });
    },
    /** the detail answer: every line with its state */
    view: (id: string): OperationView | null => {
      const record = one(id);
      return record ? views.detail(record) : null;
    },
    ofOrder: (orderId: string): OperationRow[] => ofOrder.all(orderId).map(t.decode),
    /** a list page: newest first, rows without product lines (contract "Lists") */
    list: (q: OperationListQuery): { records: OperationView[]; total: number } => {
      const params = {
        kind: q.kind,
        companyDocument: q.companyDocument,
        notDone: q.notDone ? 1 : 0,
        from: q.from ?? null,
        to: q.to ?? null,
        code: q.code ? `%${q.code}%` : null,
        status: q.status ?? null,
        userId: q.userId ?? null,
      };
      const listPage = pages.get(q.sort ?? 'date|DESC') ?? pages.get('date|DESC');
      const rows = (listPage as NonNullable<typeof listPage>).all({
        ...params,
        take: q.take,
        offset: (q.page - 1) * q.take,
      });
      return {
        records: rows.map((r) => views.row(t.decode(r))),
        total: listCount.get(params) as number,
      };
    },
  };
}
export type OperationsRepo = ReturnType<typeof operationsRepo>;
