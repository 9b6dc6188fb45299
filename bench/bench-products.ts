import { DEMO_DOCUMENTS } from '../simulator/seed/demo/companies';
import { categoryIdOf } from '../simulator/seed/demo/product-register';
import type { Store } from '../simulator/store/store';

/** The measured GET /product (issue 12: 20,000 products, filtered and sorted)… */
export const PRODUCTS_PATH = '/api/product?page=3&take=25&description=Filtro&sort=quantity|DESC';
/** …and the same list as the store is asked for it (the bench's bare route over the same SQL). */
export const PRODUCTS_QUERY = {
  description: 'Filtro',
  sort: { field: 'quantity', direction: 'DESC' },
  page: 3,
  take: 25,
} as const;
export const EXTRA_PRODUCTS = 20_000;

/** 20,000 more products in the principal company (admin's), for the products list benches. */
export function addBenchProducts(store: Store): void {
  const company = DEMO_DOCUMENTS.principal;
  const words = ['Filtro', 'Cabo', 'Parafuso', 'Luva', 'Fita'];
  store.db.transaction(() => {
    for (let i = 1; i <= EXTRA_PRODUCTS; i += 1) {
      store.products.insert({
        id: `prd-b${String(i).padStart(6, '0')}`,
        companyDocument: company,
        sku: `BENCH-${String(i).padStart(6, '0')}`,
        description: `${words[i % words.length]} bench ${i}`,
        barcode: `BB${i}`,
        rfidcode: null,
        manufactorCode: `MF-B${i}`,
        un: 'UN',
        price: (i % 500) + 0.5,
        isActive: i % 10 !== 0,
        productBatch: null,
        productExpire: null,
        quantity: i % 97,
        quantityVirtual: 0,
        balance: i % 97,
        categoryId: categoryIdOf(company, String(101 + (i % 7))),
        createdAt: new Date(0).toISOString(),
      });
    }
  })();
}
