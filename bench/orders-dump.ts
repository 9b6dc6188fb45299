import { writeFileSync } from 'node:fs';
import type { Store } from '../simulator/store/store';

/** The peers' database (json-server, Mockoon): the viewed company's orders as our list answers
 * them, written to `path` as `{ orders }`. */
export function dumpOrders(store: Pick<Store, 'orders'>, companyDocument: string, path: string): void {
  const { orders } = store.orders.list({
    companyDocument,
    byShipper: false,
    page: 1,
    take: Number.MAX_SAFE_INTEGER,
    filters: {},
    sort: null,
  });
  writeFileSync(path, JSON.stringify({ orders }));
}
