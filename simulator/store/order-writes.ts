import type { Database } from 'better-sqlite3';
import type { Decided } from './decided-status';
import { idMaker } from './ids';
import {
  type OrderCalendarRow,
  type OrderItemRow,
  type OrderRow,
  type OrderSeed,
  orderCalendarsTable,
  orderChecklistsTable,
  orderItemsTable,
  ordersTable,
} from './order-tables';
import { statementCache } from './prepared';

/** The writes of orders over `db`: inserting a full order (seed and new orders), changing columns
 * of one, adding a tracking entry, and the ids new records take (orders.repo.ts exposes them). */
export function orderWriter(db: Database) {
  const t = ordersTable;
  const insertCalendar = orderCalendarsTable.inserter(db);
  const insertChecklist = orderChecklistsTable.inserter(db);
  const byId = db.prepare('SELECT * FROM orders WHERE id = ?');
  const prepared = statementCache(db);

  const one = (row: unknown) => (row ? t.decode(row) : null);

  // Seeding inserts up to 100k orders: positional statements, and each shared JSON value (a
  // company's few senders) serialised once.
  const orderColumns = Object.keys(t.encode({} as OrderRow));
  const itemColumns = Object.keys(orderItemsTable.encode({} as OrderItemRow));
  const bulkOrder = db.prepare(`INSERT INTO orders VALUES (${orderColumns.map(() => '?').join(', ')})`);
  const bulkItem = db.prepare(`INSERT INTO order_items VALUES (${itemColumns.map(() => '?').join(', ')})`);
  const senderJson = new WeakMap<object, string>();
  const jsonOf = (v: object) => {
    let text = senderJson.get(v);
    if (text === undefined) {
      text = JSON.stringify(v);
      senderJson.set(v, text);
    }
    return text;
  };
  const bool = (v: boolean) => (v ? 1 : 0);
  const insertSeed = (seed: OrderSeed) => {
    const r = seed.row;
    bulkOrder.run(
      orderColumns.map((k) => {
        const v = (r as unknown as Record<string, unknown>)[k];
        if (v === undefined || v === null) return null;
        if (k === 'sender') return jsonOf(v as object);
        if (k === 'taxes') return JSON.stringify(v);
        if (typeof v === 'boolean') return bool(v);
        return v;
      }),
    );
    for (const i of seed.items) {
      bulkItem.run(
        itemColumns.map((k) => {
          const v = (i as unknown as Record<string, unknown>)[k];
          return v === undefined ? null : typeof v === 'boolean' ? bool(v) : v;
        }),
      );
    }
    for (const c of seed.calendars ?? []) insertCalendar(c);
    for (const c of seed.checklists ?? []) insertChecklist(c);
  };

  /** a stored order's fields; its status only as the order machine decided it (decided-status.ts) */
  const update = (
    id: string,
    fields: Partial<Omit<OrderRow, 'status'>> & { status?: Decided<OrderRow['status']> },
    now: string,
  ) => {
    const current = one(byId.get(id));
    if (!current) return;
    const keys = [...Object.keys(fields).filter((k) => k !== 'id'), 'updatedAt'];
    const encoded = t.encode({ ...current, ...fields, updatedAt: now });
    const sql = `UPDATE orders SET ${keys.map((k) => `"${k}" = @${k}`).join(', ')} WHERE id = @id`;
    prepared(sql).run({ ...Object.fromEntries(keys.map((k) => [k, encoded[k]])), id });
  };
  const nextOrderId = idMaker(db, 'orders', 'ord');
  const nextCalendarId = idMaker(db, 'order_calendars', 'cal');
  const nextItemId = idMaker(db, 'order_items', 'itm');

  return {
    insert: insertSeed,
    nextId: nextOrderId,
    /** ids for a new order's items, in order */
    nextItemIds: (count: number): string[] => {
      const first = nextItemId();
      const n = Number(first.slice(4));
      return Array.from({ length: count }, (_, i) => `itm-${String(n + i).padStart(6, '0')}`);
    },
    /** Changes some columns of one order (status, type, inline fields, address…). */
    update,
    addCalendar: (entry: OrderCalendarRow) => insertCalendar(entry),
    nextCalendarId,
  };
}
