import type { Database } from 'better-sqlite3';
import type { AttributeRow } from '../seed/demo/product-register';
import { productAttributesTable, productRegisterRepo } from './product-register.repo';
import { type StockChangeRow, stockChangesRepo, stockChangesTable } from './stock-changes.repo';
import { stockViewsRepo } from './stock-views.repo';

/**
 * The products register and stock screens' tables (issue 12 part B), registered in store.ts after
 * the warehouse's (attributes refer to products): product attributes, stock changes. Categories are
 * the categories register's (store/registers-area.ts).
 */
export const PRODUCT_AREA_TABLES = [productAttributesTable, stockChangesTable];

export interface ProductAreaData {
  attributes: AttributeRow[];
  stockChanges: StockChangeRow[];
}

export function productAreaRepos(db: Database) {
  return {
    productRegister: productRegisterRepo(db),
    stockChanges: stockChangesRepo(db),
    stockViews: stockViewsRepo(db),
  };
}
export type ProductAreaRepos = ReturnType<typeof productAreaRepos>;

export function loadProductArea(r: ProductAreaRepos, data: ProductAreaData): void {
  data.attributes.forEach(r.productRegister.insertAttribute);
  data.stockChanges.forEach(r.stockChanges.insert);
}
