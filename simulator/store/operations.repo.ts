import type { Database } from 'better-sqlite3';
import type {
  ConferenceRecord,
  InboundRecord,
  InvoiceRecord,
  OperationItem,
  OperationKind,
  OperationOrderItem,
  OperationStatus,
  OutboundRecord,
  PackingRecord,
  PickingRecord,
  StorageRecord,
  UserRef,
} from '../../src/domain/operations';
import { idMaker, seqId } from './ids';
import { defineTable } from './table';

/**
 * The downstream operation records an order selection creates (doc 2 §7 "Downstream creation"):
 * inbound, storage, picking, packing, conference, outbound and invoice share one record table and
 * one item table (one item per order, doc 3 §3); `view()` answers each kind in its doc 3 §3 shape.
 * The warehouse-operations issue builds on these (finalize, cancel, assign…) and adds the per-line
 * tables it needs (picked quantities, volumes, conferred quantities, storage positions); until
 * then every line reads as PENDING with nothing read.
 *
 * API for other modules: `create(kind, …)`, `addOrders(id, …)`, `byId(id)`, `view(id)`,
 * `list(kind, …)`, `ofOrder(orderId)`.
 */
export interface OperationRow {
  id: string;
  kind: OperationKind;
  code: string;
  companyDocument: string;
  operationDate: string;
  status: OperationStatus;
  userId: string | null;
  /** outbound: the transporter (doc 3 §3 `transportador`) */
  transporterId: string | null;
  /** outbound: the boarding draft's stored url */
  url: string | null;
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
  status: OperationStatus;
  priority: boolean;
  userId: string | null;
  createdAt: string;
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

export type OperationView =
  | InboundRecord
  | StorageRecord
  | PickingRecord
  | PackingRecord
  | ConferenceRecord
  | OutboundRecord
  | InvoiceRecord;

interface ItemJoin extends Omit<OperationItemRow, 'priority'> {
  priority: number;
  orderNumber: string;
  userName: string | null;
  name: string | null;
}

interface LineRow {
  id: string;
  orderId: string;
  sku: string;
  description: string;
  barcode: string | null;
  un: string;
  quantity: number;
  productBatch: string | null;
  productExpire: string | null;
  manufactorCode: string | null;
}

export function operationsRepo(db: Database) {
  const t = operationsTable;
  const insertRecord = t.inserter(db);
  const insertItem = operationItemsTable.inserter(db);
  const byId = db.prepare('SELECT * FROM operations WHERE id = ?');
  const maxCode = db
    .prepare('SELECT COALESCE(MAX(CAST(substr(code, 5) AS INTEGER)), 0) FROM operations WHERE kind = ?')
    .pluck();
  const items = db.prepare(`
    SELECT i.*, o.orderNumber, u.userName, u.name FROM operation_items i
    JOIN orders o ON o.id = i.orderId LEFT JOIN users u ON u.id = i.userId
    WHERE i.operationId = ? ORDER BY i.rowid`);
  const lines = db.prepare(`
    SELECT oi.id, oi.orderId, oi.sku, oi.description, oi.barcode, oi.un, oi.quantity, oi.productBatch,
           oi.productExpire, oi.manufactorCode
    FROM order_items oi WHERE oi.orderId IN (SELECT orderId FROM operation_items WHERE operationId = ?)
    ORDER BY oi.orderId, oi.position`);
  const user = db.prepare('SELECT id, userName, name FROM users WHERE id = ?');
  const transporter = db.prepare('SELECT nameTransporter FROM transporters WHERE id = ?').pluck();
  const ofOrder = db.prepare(`
    SELECT op.* FROM operations op JOIN operation_items i ON i.operationId = op.id
    WHERE i.orderId = ? ORDER BY op.createdAt DESC, op.rowid DESC`);
  const ordersOf = db
    .prepare('SELECT orderId FROM operation_items WHERE operationId = ? ORDER BY rowid')
    .pluck();
  const listWhere = `kind = @kind AND companyDocument = @companyDocument
    AND (@notDone = 0 OR status NOT IN ('DONE', 'CANCELLED'))
    AND (@from IS NULL OR operationDate BETWEEN @from AND @to)`;
  const listPage = db
    .prepare(
      `SELECT id FROM operations WHERE ${listWhere} ORDER BY operationDate DESC, rowid DESC LIMIT @take OFFSET @offset`,
    )
    .pluck();
  const listCount = db.prepare(`SELECT count(*) FROM operations WHERE ${listWhere}`).pluck();
  const nextIds = Object.fromEntries(
    Object.entries(OPERATION_CODE_PREFIX).map(([kind, prefix]) => [
      kind,
      idMaker(db, 'operations', prefix.toLowerCase()),
    ]),
  ) as Record<OperationKind, () => string>;
  const nextItemId = idMaker(db, 'operation_items', 'opi');

  const userRef = (id: string | null): UserRef | null => {
    if (!id) return null;
    const u = user.get(id) as { id: string; userName: string; name: string } | undefined;
    return u ? { id: u.id, userName: u.userName, profile: { name: u.name } } : null;
  };

  const addItems = (operationId: string, orderIds: string[], now: string) => {
    for (const orderId of orderIds) {
      insertItem({
        id: nextItemId(),
        operationId,
        orderId,
        status: 'PENDING',
        priority: false,
        userId: null,
        createdAt: now,
      });
    }
  };

  const view = (id: string): OperationView | null => {
    const raw = byId.get(id);
    if (!raw) return null;
    const r = t.decode(raw);
    const linesByOrder = new Map<string, OperationOrderItem[]>();
    const skus = new Map<string, string>();
    for (const l of lines.all(id) as LineRow[]) {
      const list = linesByOrder.get(l.orderId) ?? [];
      list.push({
        id: l.id,
        description: l.description,
        barcode: l.barcode,
        un: l.un,
        quantity: l.quantity,
        productBatch: l.productBatch,
        productExpire: l.productExpire,
        product: { manufactorCode: l.manufactorCode },
      });
      skus.set(l.id, l.sku);
      linesByOrder.set(l.orderId, list);
    }
    const base: OperationItem[] = (items.all(id) as ItemJoin[]).map((i) => ({
      id: i.id,
      status: i.status,
      priority: i.priority === 1,
      user: i.userId ? { id: i.userId, userName: i.userName ?? '', profile: { name: i.name ?? '' } } : null,
      order: { id: i.orderId, orderNumber: i.orderNumber, items: linesByOrder.get(i.orderId) ?? [] },
    }));
    const common = {
      id: r.id,
      code: r.code,
      status: r.status,
      companyDocument: r.companyDocument,
      createdAt: r.createdAt,
    };
    const owner = userRef(r.userId);
    switch (r.kind) {
      case 'inbound':
        return {
          ...common,
          inboundDate: r.operationDate,
          user: owner,
          items: base.map((i) => ({ ...i, inboundOrder: i.order.id })),
        };
      case 'storage':
        return {
          ...common,
          storageDate: r.operationDate,
          user: owner,
          items: base.map((i) => ({
            ...i,
            storageOrder: i.order.id,
            order: {
              ...i.order,
              items: i.order.items.map((l) => ({
                ...l,
                status: 'PENDING' as const,
                storagePosition: [],
                storagePositionSuggestions: [],
              })),
            },
          })),
        };
      case 'picking':
        return {
          ...common,
          pickingDate: r.operationDate,
          user: owner,
          items: base.map((i) => ({
            ...i,
            itemPositions: i.order.items.map((l) => ({
              id: `${i.id}:${l.id}`,
              position: null,
              product: { sku: skus.get(l.id) ?? '', description: l.description },
              quantity: l.quantity,
              separateQuantity: 0,
              status: 'PENDING' as const,
            })),
          })),
        };
      case 'packing':
        // doc 3 §4: volume 1 holds the unpacked items.
        return {
          ...common,
          packingDate: r.operationDate,
          user: owner,
          items: base.map((i) => ({
            ...i,
            volumes: i.order.items.map((l) => ({
              volume: 1,
              orderItem: l.id,
              quantity: l.quantity,
              order: i.order.id,
            })),
          })),
        };
      case 'conference':
        return {
          ...common,
          conferenceDate: r.operationDate,
          userProfile: owner ? { name: owner.profile.name } : null,
          items: base.map(({ user: u, order, ...i }) => ({
            ...i,
            userProfile: u ? { name: u.profile.name } : null,
            order: { ...order, items: order.items.map((l) => ({ ...l, conferred: null })) },
          })),
        };
      case 'outbound': {
        const name = r.transporterId ? (transporter.get(r.transporterId) as string | undefined) : undefined;
        return {
          ...common,
          outboundDate: r.operationDate,
          url: r.url,
          transportador: name ? { nameTransporter: name } : null,
          assignedUser: owner ? { userName: owner.userName } : null,
          items: base.map((i) => ({ ...i, volumes: [] })),
        };
      }
      case 'invoice':
        return { ...common, invoiceDate: r.operationDate, user: owner, items: base };
    }
  };

  return {
    insert: insertRecord,
    insertItem,
    byId: (id: string): OperationRow | null => {
      const row = byId.get(id);
      return row ? t.decode(row) : null;
    },
    /** a new PENDING record of `kind` with one PENDING item per order */
    create: (kind: OperationKind, companyDocument: string, orderIds: string[], now: string): OperationRow => {
      const record: OperationRow = {
        id: nextIds[kind](),
        kind,
        code: seqId(OPERATION_CODE_PREFIX[kind], (maxCode.get(kind) as number) + 1),
        companyDocument,
        operationDate: now,
        status: 'PENDING',
        userId: null,
        transporterId: null,
        url: null,
        createdAt: now,
      };
      insertRecord(record);
      addItems(record.id, orderIds, now);
      return record;
    },
    addOrders: addItems,
    ordersOf: (operationId: string): string[] => ordersOf.all(operationId) as string[],
    view,
    ofOrder: (orderId: string): OperationRow[] => ofOrder.all(orderId).map(t.decode),
    list: (q: {
      kind: OperationKind;
      companyDocument: string;
      notDone?: boolean;
      from?: string | null;
      to?: string | null;
      page: number;
      take: number;
    }) => {
      const params = {
        kind: q.kind,
        companyDocument: q.companyDocument,
        notDone: q.notDone ? 1 : 0,
        from: q.from ?? null,
        to: q.to ?? null,
      };
      const ids = listPage.all({ ...params, take: q.take, offset: (q.page - 1) * q.take }) as string[];
      return { records: ids.map((id) => view(id) as OperationView), total: listCount.get(params) as number };
    },
  };
}
export type OperationsRepo = ReturnType<typeof operationsRepo>;
