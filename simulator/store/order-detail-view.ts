import type { Database } from 'better-sqlite3';
import type { CalendarEntry, Order, OrderChecklist, OrderSO } from '../../src/domain/order-records';
import { soKind } from '../../src/domain/orders';
import { itemOf, recipientOf } from './order-row-mapping';
import {
  type OrderCalendarRow,
  type OrderRow,
  orderChecklistsTable,
  orderItemsTable,
  ordersTable,
} from './order-tables';

/** A tracking row (with its user's name) as the detail shows it. */
function calendarEntry(c: OrderCalendarRow & { userName: string | null }): CalendarEntry {
  return {
    id: c.id,
    dueDate: c.dueDate,
    user: c.userId ? { id: c.userId, name: c.userName ?? '' } : null,
    description: c.description,
    status: c.status,
    createdAt: c.createdAt,
  };
}

/** GET /orders/{id} and its parts over `db`: the detail, the checklists, one tracking entry
 * (orders.repo.ts exposes them). */
export function orderDetailReader(db: Database) {
  const t = ordersTable;
  const itemsOf = db.prepare('SELECT * FROM order_items WHERE orderId = ? ORDER BY position');
  const calendarsOf = db.prepare(`
    SELECT c.*, u.name AS userName FROM order_calendars c LEFT JOIN users u ON u.id = c.userId
    WHERE c.orderId = ? ORDER BY c.dueDate DESC, c.createdAt DESC, c.id DESC`);
  const checklistsOf = db.prepare('SELECT * FROM order_checklists WHERE orderId = ? ORDER BY type DESC, id');
  const soOf = db.prepare('SELECT * FROM orders WHERE parentOrderId = ? ORDER BY orderDate DESC, id');
  const transporterName = db.prepare('SELECT nameTransporter FROM transporters WHERE id = ?').pluck();

  return {
    /** GET /orders/{id}: the order with everything the detail modal shows (doc 2 §2, §3). */
    view: (row: OrderRow, attachments: Order['attachments']): Order => {
      const calendars: CalendarEntry[] = (
        calendarsOf.all(row.id) as Array<OrderCalendarRow & { userName: string | null }>
      ).map(calendarEntry);
      const checklists: OrderChecklist[] = checklistsOf.all(row.id).map((raw) => {
        const c = orderChecklistsTable.decode(raw);
        return { id: c.id, type: c.type, data: c.data, createdAt: c.createdAt };
      });
      const ordersSO: OrderSO[] = soOf.all(row.id).map((raw) => {
        const so = t.decode(raw);
        return {
          id: so.id,
          orderNumber: so.orderNumber,
          orderDate: so.orderDate,
          customer: so.recipientFantasyName || so.recipientName,
          attribute: so.soAttribute,
          kind: soKind(so.soAttribute),
          status: so.status,
        };
      });
      const name = row.transporterId
        ? (transporterName.get(row.transporterId) as string | undefined)
        : undefined;
      return {
        id: row.id,
        orderNumber: row.orderNumber,
        orderSerie: row.orderSerie,
        orderDate: row.orderDate,
        deliveryDate: row.deliveryDate,
        scheduledDelivery: row.scheduledDelivery,
        trackingCode: row.trackingCode,
        type: row.type,
        status: row.status,
        stage: row.stage,
        origin: row.origin,
        saleschannel: row.saleschannelCode
          ? { code: row.saleschannelCode, saleschannel: row.saleschannelName ?? '' }
          : null,
        transporter: row.transporterId ? { id: row.transporterId, nameTransporter: name ?? '' } : null,
        priceFreight: row.priceFreight,
        priceTransfer: row.priceTransfer,
        additionalInfo: row.additionalInfo,
        companyDocument: row.companyDocument,
        shipperDocument: row.shipperDocument,
        accessKey: row.accessKey,
        invoiceNumber: row.invoiceNumber,
        plate: row.plate,
        mechanic: row.mechanic,
        recipient: recipientOf(row),
        sender: row.sender,
        items: itemsOf.all(row.id).map((r) => itemOf(orderItemsTable.decode(r))),
        taxes: row.taxes,
        calendars,
        attachments,
        checklists,
        ordersSO,
        createdAt: row.createdAt,
      };
    },

    checklists: (orderId: string): OrderChecklist[] =>
      checklistsOf.all(orderId).map((raw) => {
        const c = orderChecklistsTable.decode(raw);
        return { id: c.id, type: c.type, data: c.data, createdAt: c.createdAt };
      }),
    calendar: (id: string): CalendarEntry | null => {
      const c = db
        .prepare(
          'SELECT c.*, u.name AS userName FROM order_calendars c LEFT JOIN users u ON u.id = c.userId WHERE c.id = ?',
        )
        .get(id) as (OrderCalendarRow & { userName: string | null }) | undefined;
      return c ? calendarEntry(c) : null;
    },
  };
}
