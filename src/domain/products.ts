import { type } from 'arktype';

// doc 2 §5 "Quick product: sku, barcode, description and price required; sku, barcode and batch
// upper-cased; a barcode already in the list is rejected ('this barcode is already in use')";
// doc 2 §9 "Product picker lists active products only"; doc 3 §3 Product.

/** What the product picker lists (GET /product/light). */
export interface ProductLight {
  id: string;
  sku: string;
  description: string;
  barcode: string | null;
  rfidcode: string | null;
  manufactorCode: string | null;
  un: string;
  price: number;
  isActive: boolean;
  productBatch: string | null;
  productExpire: string | null;
}

/** POST /product/quick. */
export const quickProductInput = type({
  sku: 'string > 0',
  barcode: 'string > 0',
  description: 'string > 0',
  price: 'number >= 0',
  'productBatch?': 'string | null',
  'productExpire?': 'string | null',
  'un?': 'string > 0',
});
export type QuickProductInput = typeof quickProductInput.infer;

/** doc 2 §5: sku, barcode and batch upper-cased (also trimmed). */
export function normalizeQuickProduct<
  T extends { sku: string; barcode: string; productBatch?: string | null },
>(p: T): T {
  return {
    ...p,
    sku: p.sku.trim().toUpperCase(),
    barcode: p.barcode.trim().toUpperCase(),
    ...(p.productBatch ? { productBatch: p.productBatch.trim().toUpperCase() } : {}),
  };
}

/** doc 2 §5: "a barcode already in the list is rejected" — compared upper-cased. */
export function isBarcodeInUse(barcode: string, list: ReadonlyArray<{ barcode: string | null }>): boolean {
  const wanted = barcode.trim().toUpperCase();
  return list.some((p) => (p.barcode ?? '').trim().toUpperCase() === wanted);
}
