import { RESERVED_CATEGORY_CODE } from '../../../src/domain/product-register';
import type { CategoryRow } from '../../store/categories.repo';
import type { ProductRegisterFields, ProductRow } from '../../store/products.repo';
import type { PositionItemRow } from '../../store/stock.repo';
import { type StockChangeRow, stockChangeRow } from '../../store/stock-changes.repo';
import type { PositionRow } from '../../store/warehouses.repo';
import { SEED_EPOCH } from '../epoch';
import { DEMO_DOCUMENTS } from './companies';
import { DAY, iso, pad } from './order-values';

/**
 * What the products register and the stock screens add to the demo data (doc 3 §2 Products,
 * Stock; §3 Category, Product attributes, Stock change history): each company's categories (the
 * reserved 999 among them, doc 3 §9), each product's category, brand (a fifth without one, shown
 * "N/A"), manufacturer document, its batches (attributes), and a few stock data changes.
 */
const CATEGORY_NAMES: Array<[string, string]> = [
  ['101', 'FERRAGENS'],
  ['102', 'AUTOPEÇAS'],
  ['103', 'ELÉTRICOS'],
  ['104', 'LIMPEZA'],
  ['105', 'ESCRITÓRIO'],
  ['106', 'EPI'],
  ['107', 'EMBALAGENS'],
  [RESERVED_CATEGORY_CODE, 'GERAL'],
];
const BRANDS = ['ACME', 'BOSCH', 'TRAMONTINA', '3M', null];
const MANUFACTURERS = ['60746948000112', '33000167000101', '00360305000104'];

const companyIndex = (document: string) => Object.values(DEMO_DOCUMENTS).indexOf(document as never) + 1;
export const categoryIdOf = (document: string, code: string) => `cat-${companyIndex(document)}-${code}`;

/** The categories the demo products are in (the reserved 999 "GERAL" among them); the categories
 * register adds more of its own (demo/categories.ts). */
export function productCategories(): CategoryRow[] {
  return Object.values(DEMO_DOCUMENTS).flatMap((companyDocument) =>
    CATEGORY_NAMES.map(([code, name]) => ({
      id: categoryIdOf(companyDocument, code),
      companyDocument,
      name,
      code,
    })),
  );
}

/** The register fields of the `i`-th product of a company (products.ts). */
export function demoRegisterFields(document: string, i: number): ProductRegisterFields {
  const [code] = CATEGORY_NAMES[i % CATEGORY_NAMES.length];
  return {
    manufactorDocument: MANUFACTURERS[i % MANUFACTURERS.length],
    brand: BRANDS[i % BRANDS.length],
    categoryId: categoryIdOf(document, code),
    observation: null,
    createdBy: 'admin',
    updatedBy: null,
  };
}

export interface AttributeRow {
  id: string;
  productId: string;
  productBatch: string;
  productExpire: string;
  quantity: number;
}

/** A product with a batch gets it as its first attribute; every fourth of those a second batch. */
export function demoAttributes(products: ProductRow[]): AttributeRow[] {
  const rows: AttributeRow[] = [];
  products.forEach((p, i) => {
    if (!p.productBatch || !p.productExpire) return;
    const add = (productBatch: string, productExpire: string, quantity: number) =>
      rows.push({
        id: `att-${pad(rows.length + 1)}`,
        productId: p.id,
        productBatch,
        productExpire,
        quantity,
      });
    add(p.productBatch, p.productExpire, Math.max(1, Math.round(p.quantity / 2)) || 10);
    if (i % 4 === 0) add(`${p.productBatch}B`, iso(SEED_EPOCH + (200 + i) * DAY).slice(0, 10), 5);
  });
  return rows;
}

/** Service tags and responsibles on the principal's first position items, and one data change
 * per tagged item in the stock history (doc 3 §2 Reports "Stock data-change history"). */
export function demoStockChanges(
  items: PositionItemRow[],
  positions: PositionRow[],
  products: ProductRow[],
): StockChangeRow[] {
  const position = new Map(positions.map((p) => [p.id, p]));
  const product = new Map(products.map((p) => [p.id, p]));
  const changes: StockChangeRow[] = [];
  items
    .filter((it) => position.get(it.positionId)?.companyDocument === DEMO_DOCUMENTS.principal)
    .slice(0, 30)
    .forEach((it, i) => {
      const before = { serviceTag: it.serviceTag, responsible: it.responsible, padlock: it.padlock };
      it.serviceTag = `ST-${pad(i + 1, 4)}`;
      it.responsible = ['JOÃO SILVA', 'MARIA SOUZA', 'CARLOS LIMA'][i % 3];
      it.padlock = i % 2 === 0 ? `CAD-${pad(i + 1, 3)}` : null;
      const pos = position.get(it.positionId) as PositionRow;
      const prd = product.get(it.productId) as ProductRow;
      changes.push(
        stockChangeRow({
          id: `stc-${pad(i + 1)}`,
          companyDocument: pos.companyDocument,
          positionCode: pos.code,
          product: prd,
          item: { ...it, ...before },
          after: it,
          updatedBy: 'admin',
          createdAt: iso(SEED_EPOCH - (30 - i) * DAY),
        }),
      );
    });
  return changes;
}
