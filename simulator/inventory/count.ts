import { countDiverges, type InventoryPositionStatus } from '../../src/domain/inventory';
import type { InventoryCountInput, InventoryCountLine } from '../../src/domain/inventory.schema';
import { round2 } from '../../src/domain/operation-rules';
import { inventoryPositionLifecycle } from '../../src/machines/inventory-position.machine';
import { decide } from '../http/decide';
import { badRequest } from '../http/http-error';
import { INVENTORY_MESSAGES as M } from '../i18n/messages/inventory';
import type { InventoryListRow, StockAtPosition } from '../store/inventory.repo';
import type { InventoryCountItemRow, InventoryPositionRow } from '../store/inventory-tables';
import type { Store } from '../store/store';

/**
 * A count of one inventory position (issue 13 "counting as an operator does it"; doc 3 §3
 * counting): the reads (barcode, RFID code or product, each with the quantity the screen summed —
 * a read adds one, a typed quantity overrides) are compared with what the position holds. A
 * product the position does not hold but another does is marked `anotherPosition`. Any difference
 * diverges, and the inventory-position machine sends the position to RECOUNTING; a second count by
 * another operator settles it (the last count is what the close adjusts stock to).
 */
interface Counted {
  productId: string;
  barcode: string | null;
  rfidcode: string | null;
  realized: number;
}

function readsByProduct(store: Store, company: string, lines: readonly InventoryCountLine[]) {
  const counted = new Map<string, Counted>();
  const codeOf = (line: InventoryCountLine) => line.product ?? line.rfidcode ?? line.barcode;
  const codes = lines.map(codeOf).filter((c): c is string => Boolean(c));
  const products = store.inventory.productsByCodes(company, [...new Set(codes)]);
  for (const line of lines) {
    const code = codeOf(line);
    const product = code ? (products.get(code) ?? null) : null;
    if (!product) throw badRequest(M.unknownItem(code ?? '—'));
    const found = counted.get(product.id);
    if (found) found.realized = round2(found.realized + line.countRealized);
    else
      counted.set(product.id, {
        productId: product.id,
        barcode: line.barcode ?? product.barcode,
        rfidcode: line.rfidcode ?? product.rfidcode,
        realized: round2(line.countRealized),
      });
  }
  return counted;
}

function itemRow(
  id: string,
  countingId: string,
  held: StockAtPosition | undefined,
  read: Counted | undefined,
  anotherPosition: boolean,
): InventoryCountItemRow {
  const countExpected = held?.quantity ?? 0;
  const countRealized = read?.realized ?? 0;
  const diverges = anotherPosition || round2(countExpected) !== round2(countRealized);
  return {
    id,
    countingId,
    productId: held?.productId ?? read?.productId ?? null,
    barcode: held?.barcode ?? read?.barcode ?? null,
    rfidcode: held?.rfidcode ?? read?.rfidcode ?? null,
    serviceTag: held?.serviceTag ?? null,
    responsible: held?.responsible ?? null,
    padlock: held?.padlock ?? null,
    productBatch: held?.productBatch ?? null,
    productExpire: held?.productExpire ?? null,
    anotherPosition,
    countExpected,
    countRealized,
    status: diverges ? 'DIVERGENT' : 'MATCH',
  };
}

/** Records the count and moves the position through its machine; answers its new status. */
export function countPosition(
  store: Store,
  inventory: InventoryListRow,
  position: InventoryPositionRow,
  input: InventoryCountInput,
  now: string,
): InventoryPositionStatus {
  const held = store.inventory.stockAt(position.positionId);
  const reads = readsByProduct(store, inventory.companyDocument, input.items);
  const countingId = store.inventory.nextCountingId();
  const heldIds = new Set(held.map((h) => h.productId));
  const extra = [...reads.values()].filter((r) => !heldIds.has(r.productId));
  const ids = store.inventory.nextCountItemIds(countingId, held.length + extra.length);
  const items = [
    ...held.map((h, i) => itemRow(ids[i], countingId, h, reads.get(h.productId), false)),
    ...extra.map((r, i) =>
      itemRow(
        ids[held.length + i],
        countingId,
        undefined,
        r,
        store.inventory.heldElsewhere(r.productId, position.positionId),
      ),
    ),
  ];
  const diverges = countDiverges(items);
  const next = decide(
    inventoryPositionLifecycle,
    position,
    [{ type: 'COUNT', user: input.user, diverges }],
    M.refusedCount(store.warehouses.position(position.positionId)?.code ?? ''),
  );
  const last = store.inventory.lastCounting(position.id);
  store.inventory.insertCounting({
    id: countingId,
    inventoryPositionId: position.id,
    sequence: (last?.sequence ?? 0) + 1,
    userId: input.user,
    countExpected: round2(items.reduce((s, i) => s + i.countExpected, 0)),
    countRealized: round2(items.reduce((s, i) => s + i.countRealized, 0)),
    status: diverges ? 'DIVERGENT' : 'MATCH',
    startedAt: input.startedAt && !Number.isNaN(Date.parse(input.startedAt)) ? input.startedAt : now,
    finishedAt: now,
  });
  for (const item of items) store.inventory.insertCountItem(item);
  store.inventory.setPosition({
    id: position.id,
    status: next.state,
    statusInInventory: null,
    firstCounter: (next.context.firstCounter as string | null) ?? position.firstCounter,
  });
  return next.state;
}
