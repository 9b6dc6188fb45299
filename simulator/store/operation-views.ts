import type { Database } from 'better-sqlite3';
import { executedPercent, isStorableLine, shownReadQuantity } from '../../src/domain/operation-rules';
import type {
  ConferenceRecord,
  InboundRecord,
  InvoiceRecord,
  OperationItem,
  OperationOrderItem,
  OutboundRecord,
  PackingRecord,
  PickingRecord,
  StorageRecord,
  UserRef,
} from '../../src/domain/operations';
import { dispatchViews } from './dispatch-views';
import type { OperationLineRow, VolumeShare } from './operation-lines.repo';
import type { OperationItemRow, OperationRow } from './operations.repo';
import type { OrderItemRow } from './order-tables';
import type { StockRepo } from './stock.repo';
import type { WarehousesRepo } from './warehouses.repo';

/**
 * The answers of the operation records in their doc 3 §3 shapes plus the contract's additions
 * (OPERATIONS-CONTRACT.md "Shapes"): `detail` carries every product line with its state; `row` (a
 * list row) carries the items with `order.items: []` and no lines, so a 5,000-line record lists
 * fast.
 */
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

/** A line joined with its order item and position (`volumes` still JSON text). */
interface LineJoin
  extends Omit<OperationLineRow, 'operationId' | 'volumes'>,
    Pick<
      OrderItemRow,
      'sku' | 'description' | 'barcode' | 'un' | 'productBatch' | 'productExpire' | 'manufactorCode'
    > {
  positionCode: string | null;
  volumes: string | null;
}

type Suggestion = { positionId: string; code: string; inInventory: boolean };

const orderItemOf = (l: Omit<LineJoin, 'itemId'> & { id: string }, id: string): OperationOrderItem => ({
  id,
  description: l.description,
  barcode: l.barcode,
  un: l.un,
  quantity: l.quantity,
  productBatch: l.productBatch,
  productExpire: l.productExpire,
  product: { manufactorCode: l.manufactorCode },
});

export function operationViews(db: Database, warehouses: WarehousesRepo, stock: StockRepo) {
  const itemsOf = db.prepare(`
    SELECT i.*, o.orderNumber, u.userName, u.name FROM operation_items i
    JOIN orders o ON o.id = i.orderId LEFT JOIN users u ON u.id = i.userId
    WHERE i.operationId = ? ORDER BY i.rowid`);
  const linesOf = db.prepare(`
    SELECT l.id, l.itemId, l.orderItemId, l.productId, l.status, l.quantity, l.readQuantity, l.positionId,
           l.volumes, p.code AS positionCode, oi.sku, oi.description, oi.barcode, oi.un, oi.productBatch,
           oi.productExpire, oi.manufactorCode
    FROM operation_lines l JOIN order_items oi ON oi.id = l.orderItemId
    LEFT JOIN positions p ON p.id = l.positionId
    WHERE l.operationId = ? ORDER BY l.rowid`);
  // conference, outbound and invoice have no lines: their orders' items as they are
  const orderItemsOf = db.prepare(`
    SELECT oi.id, oi.orderId, oi.sku, oi.description, oi.barcode, oi.un, oi.quantity, oi.productBatch,
           oi.productExpire, oi.manufactorCode
    FROM order_items oi WHERE oi.orderId IN (SELECT orderId FROM operation_items WHERE operationId = ?)
    ORDER BY oi.orderId, oi.position`);
  const packedVolumes = db
    .prepare(`
      SELECT count(*) FROM (SELECT DISTINCT l.itemId, json_extract(v.value, '$.volume')
        FROM operation_lines l, json_each(l.volumes) v
        WHERE l.operationId = ? AND json_extract(v.value, '$.quantity') > 0)`)
    .pluck();
  // a conference list row has no lines but shows its total (doc 3 §2: the lines to read)
  const lineCount = db.prepare('SELECT count(*) FROM operation_lines WHERE operationId = ?').pluck();
  const user = db.prepare('SELECT id, userName, name FROM users WHERE id = ?');
  const dispatch = dispatchViews(db);

  const userRef = (id: string | null): UserRef | null => {
    if (!id) return null;
    const u = user.get(id) as { id: string; userName: string; name: string } | undefined;
    return u ? { id: u.id, userName: u.userName, profile: { name: u.name } } : null;
  };

  /** storage: every line offers the company's storable positions, those already holding the
   * product first (one read of each per answer). */
  const suggestionsFor = (companyDocument: string) => {
    const all = warehouses.storable(companyDocument);
    const holders = stock.holdersOf(companyDocument);
    const memo = new Map<string | null, Suggestion[]>();
    return (productId: string | null): Suggestion[] => {
      let found = memo.get(productId);
      if (!found) {
        const first = new Set(productId ? (holders.get(productId) ?? []) : []);
        found = [
          ...all.filter((p) => first.has(p.positionId)),
          ...all.filter((p) => !first.has(p.positionId)),
        ];
        memo.set(productId, found);
      }
      return found;
    };
  };

  const build = (r: OperationRow, withLines: boolean): OperationView => {
    const items = itemsOf.all(r.id) as ItemJoin[];
    const base: OperationItem[] = items.map((i) => ({
      id: i.id,
      status: i.status,
      priority: i.priority === 1,
      user: i.userId ? { id: i.userId, userName: i.userName ?? '', profile: { name: i.name ?? '' } } : null,
      order: { id: i.orderId, orderNumber: i.orderNumber, items: [] },
    }));
    const common = {
      id: r.id,
      code: r.code,
      status: r.status,
      companyDocument: r.companyDocument,
      createdAt: r.createdAt,
      executed: executedPercent(items.map((i) => i.status)),
      // doc 3 §9 "inbound volumes sent as '1'": one volume per order, packing counts its own
      volumes: r.kind === 'packing' ? (packedVolumes.get(r.id) as number) : items.length,
      ordersCount: items.length,
    };
    const owner = userRef(r.userId);
    const lines = withLines ? (linesOf.all(r.id) as LineJoin[]) : [];
    const byItem = new Map<string, LineJoin[]>();
    for (const l of lines) {
      const list = byItem.get(l.itemId);
      if (list) list.push(l);
      else byItem.set(l.itemId, [l]);
    }
    const linesOfItem = (i: OperationItem) => byItem.get(i.id) ?? [];
    const dispatchLines = (itemId: string) =>
      (byItem.get(itemId) ?? []).map((l) => ({ line: l, item: orderItemOf(l, l.orderItemId) }));
    const plainOrder = (i: OperationItem) => ({
      ...i.order,
      items: linesOfItem(i).map((l) => orderItemOf(l, l.orderItemId)),
    });

    switch (r.kind) {
      case 'inbound':
        return {
          ...common,
          inboundDate: r.operationDate,
          user: owner,
          items: base.map((i) => ({
            ...i,
            inboundOrder: i.order.id,
            // doc 3 §2: a row that is not DONE reads 0 (the rule the console shows too)
            order: {
              ...i.order,
              items: linesOfItem(i).map((l) => ({
                ...orderItemOf(l, l.orderItemId),
                readQuantity: shownReadQuantity(i.status, l.readQuantity),
              })),
            },
          })),
        };
      case 'storage': {
        const suggestions = withLines ? suggestionsFor(r.companyDocument) : () => [];
        return {
          ...common,
          storageDate: r.operationDate,
          user: owner,
          items: base.map((i) => ({
            ...i,
            storageOrder: i.order.id,
            order: {
              ...i.order,
              items: linesOfItem(i).map((l) => ({
                ...orderItemOf(l, l.orderItemId),
                status: l.status,
                readQuantity: l.readQuantity,
                storagePosition:
                  l.positionId && l.positionCode
                    ? [{ positionId: l.positionId, position: l.positionCode, quantity: l.readQuantity }]
                    : [],
                // only a PENDING line may still be given a position (isStorableLine, which the
                // storage-item machine's mayFinalizeLine asks); a line no longer PENDING shows its
                // storagePosition instead. Listing every storable position on those lines made a
                // finished 5,000-line storage answer 67 MB (bench/README.md "Session 26").
                storagePositionSuggestions: isStorableLine(l) ? suggestions(l.productId) : [],
              })),
            },
          })),
        };
      }
      case 'picking':
        return {
          ...common,
          pickingDate: r.operationDate,
          user: owner,
          items: base.map((i) => ({
            ...i,
            order: plainOrder(i),
            itemPositions: linesOfItem(i).map((l) => ({
              id: l.id,
              position: l.positionId ? { id: l.positionId, code: l.positionCode ?? '' } : null,
              product: { sku: l.sku, description: l.description, barcode: l.barcode },
              quantity: l.quantity,
              separateQuantity: l.readQuantity,
              status: l.status,
            })),
          })),
        };
      case 'packing':
        return {
          ...common,
          packingDate: r.operationDate,
          user: owner,
          items: base.map((i) => ({
            ...i,
            order: plainOrder(i),
            volumes: linesOfItem(i)
              .flatMap((l) =>
                (JSON.parse(l.volumes ?? '[]') as VolumeShare[]).map((v) => ({
                  volume: v.volume,
                  orderItem: l.orderItemId,
                  quantity: v.quantity,
                  order: i.order.id,
                  barcode: l.barcode,
                  description: l.description,
                })),
              )
              .sort((a, b) => a.volume - b.volume),
          })),
        };
      case 'conference':
        return dispatch.conference(
          r,
          common,
          base,
          owner,
          dispatchLines,
          withLines ? lines.length : (lineCount.get(r.id) as number),
        );
      case 'outbound':
        return dispatch.outbound(r, common, base, owner, dispatchLines, withLines);
      default:
        return withoutLines(r, base, common, owner, withLines);
    }
  };

  /** invoice: the orders' items as they are (no per-line state). */
  const withoutLines = (
    r: OperationRow,
    base: OperationItem[],
    common: Omit<InvoiceRecord, 'invoiceDate' | 'user' | 'items'>,
    owner: UserRef | null,
    withLines: boolean,
  ): OperationView => {
    const byOrder = new Map<string, OperationOrderItem[]>();
    if (withLines) {
      for (const l of orderItemsOf.all(r.id) as Array<LineJoin & { orderId: string }>) {
        const list = byOrder.get(l.orderId) ?? [];
        list.push(orderItemOf(l, l.id));
        byOrder.set(l.orderId, list);
      }
    }
    const full = base.map((i) => ({ ...i, order: { ...i.order, items: byOrder.get(i.order.id) ?? [] } }));
    return { ...common, invoiceDate: r.operationDate, user: owner, items: full };
  };

  return {
    detail: (r: OperationRow) => build(r, true),
    row: (r: OperationRow) => build(r, false),
  };
}
export type OperationViews = ReturnType<typeof operationViews>;
