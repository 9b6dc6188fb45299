import type { OrderType } from '../../../src/domain/orders';
import { seqId } from '../../store/ids';
import { productLine } from '../../store/order-row-mapping';
import type { OrderItemRow, OrderSeed } from '../../store/order-tables';
import type { ProductRow } from '../../store/products.repo';
import { DEMO_DOCUMENTS } from './companies';
import type { StockBook } from './positions';
import type { RecordFn } from './warehouse';

/**
 * The benchmark records of sizes above demo (seed/demo-warehouse.ts): one picking and one
 * storage of BENCH_LINES PENDING lines each, on orders of their own, for
 * bench/operations-finalize.bench.ts.
 */
export const BENCH_LINES = 5_000;
const BENCH_ORDERS = 50;

/** Two records of BENCH_LINES PENDING lines on orders of their own (100 lines each), the
 * principal's active products in turn; every picking row's position holds enough to pick it all. */
export function benchRecords(
  input: { demoOrders: OrderSeed[]; products: ProductRow[] },
  stock: StockBook,
  record: RecordFn,
  ids: { picking: string; storage: string },
): OrderSeed[] {
  const P = DEMO_DOCUMENTS.principal;
  const template = input.demoOrders.find((o) => o.row.companyDocument === P) as OrderSeed;
  const products = input.products.filter((p) => p.companyDocument === P && p.isActive);
  const perOrder = BENCH_LINES / BENCH_ORDERS;
  const made: OrderSeed[] = [];
  const build = (prefix: string, type: OrderType, firstNumber: number) =>
    Array.from({ length: BENCH_ORDERS }, (_, o): OrderSeed => {
      const id = seqId(`ord-bench-${prefix}`, o + 1, 3);
      const items = Array.from(
        { length: perOrder },
        (_, i): OrderItemRow => ({
          id: seqId(`${id.replace('ord-', 'itm-')}`, i + 1, 3),
          orderId: id,
          position: i + 1,
          ...productLine(products[(o * perOrder + i) % products.length], 1 + (i % 3)),
          isChecked: false,
          notBelong: false,
        }),
      );
      const order: OrderSeed = {
        row: {
          ...template.row,
          id,
          orderNumber: String(firstNumber + o),
          type,
          status: 'PENDING',
          accessKey: null,
          invoiceNumber: null,
        },
        items,
        calendars: [],
        checklists: [],
      };
      made.push(order);
      return order;
    });
  const pickingOrders = build('p', 'PICKING', 810_001);
  // enough stock where each row will be picked from: the demand on top of the fullest position
  const demand = new Map<string, number>();
  for (const o of pickingOrders)
    for (const i of o.items)
      demand.set(i.productId as string, (demand.get(i.productId as string) ?? 0) + i.quantity);
  for (const [productId, quantity] of demand) {
    const at = stock.fullest(productId);
    if (at) stock.add(at, productId, quantity);
  }
  record(
    ids.picking,
    'picking',
    'PIC-BENCH5K',
    'PENDING',
    0,
    pickingOrders.map((order) => ({ order, status: 'PENDING' })),
  );
  const storageOrders = build('s', 'STORAGE', 820_001);
  record(
    ids.storage,
    'storage',
    'STO-BENCH5K',
    'PENDING',
    0,
    storageOrders.map((order) => ({ order, status: 'PENDING' })),
  );
  return made;
}
