import { type } from 'arktype';
import { predicate } from './validation';

// The products register and the stock screens (doc 3 §2 Products, Stock; §3 Product, Warehouse
// position item, Stock change history; §5 Product form, Attribute form, Stock inline edits; §9
// reserved category code 999). The console's forms and the simulator's routes read the same
// schemas and rules: a rule is written here once.

/** doc 3 §5, §9: the category a product gets when none is set; it cannot be edited or deleted. */
/** doc 3 §5, §9: the default category (src/domain/categories.ts). */
export { RESERVED_CATEGORY_CODE } from './categories';

const text = (max: number) => type(`0 < string <= ${max}`);
const optionalText = (max: number) => type(`string <= ${max}`).or('null');

const isoDay = predicate(
  'a date yyyy-MM-dd',
  'validation.uninformed',
  (s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)),
);

/** POST /product, PUT /product/{id} (doc 3 §5 "sku, description, manufactorDocument, price and
 * categoryId required"; the API falls back to the 999 category when categoryId is missing, as the
 * form preselects it). sku is ignored on PUT ("sku not editable on edit"). */
export const productInput = type({
  sku: text(40),
  description: text(200),
  manufactorDocument: text(20),
  price: '0 <= number < 100000000',
  'categoryId?': optionalText(64),
  'barcode?': optionalText(60),
  'rfidcode?': optionalText(60),
  'manufactorCode?': optionalText(60),
  'brand?': optionalText(60),
  'observation?': optionalText(500),
  'un?': optionalText(6),
  'isActive?': 'boolean',
});
export type ProductInput = typeof productInput.infer;

/** doc 3 §5: sku and barcode upper-cased (and trimmed); blank optional texts become null. */
export function normalizeProduct(p: ProductInput) {
  const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  return {
    sku: p.sku.trim().toUpperCase(),
    description: p.description.trim(),
    manufactorDocument: p.manufactorDocument.trim(),
    price: Math.round(p.price * 100) / 100,
    categoryId: blank(p.categoryId),
    barcode: blank(p.barcode)?.toUpperCase() ?? null,
    rfidcode: blank(p.rfidcode)?.toUpperCase() ?? null,
    manufactorCode: blank(p.manufactorCode),
    brand: blank(p.brand),
    observation: blank(p.observation),
    un: blank(p.un)?.toUpperCase() ?? 'UN',
    isActive: p.isActive ?? true,
  };
}

/** POST /product-attributes/{productId} (doc 3 §5 "productBatch, productExpire (date), quantity all
 * required"). */
export const attributeInput = type({
  productBatch: text(40),
  productExpire: isoDay,
  quantity: '0 < number < 1000000000',
});
export type AttributeInput = typeof attributeInput.infer;

export interface ProductAttribute {
  id: string;
  productBatch: string;
  productExpire: string;
  quantity: number;
}

/** doc 3 §3 "Warehouse position item" status. */
export const POSITION_ITEM_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type PositionItemStatus = (typeof POSITION_ITEM_STATUSES)[number];

/** The four inline edits of the stock dialog (doc 3 §2 Stock, §7 PATCH /warehouse/position/{id}
 * "one of serviceTag, responsible, padlock or status"). */
export const POSITION_ITEM_FIELDS = ['serviceTag', 'responsible', 'padlock', 'status'] as const;
export type PositionItemField = (typeof POSITION_ITEM_FIELDS)[number];

const nonBlank = predicate('a non-empty value', 'validation.required', (s) => s.trim().length > 0);
/** doc 3 §5 "Stock inline edits (service tag, responsible, padlock, status) need a non-empty value".
 * Exactly one field per call: the simulator refuses a body naming none or several (`editedField`). */
export const positionItemPatch = type({
  'serviceTag?': nonBlank.and('string <= 60'),
  'responsible?': nonBlank.and('string <= 100'),
  'padlock?': nonBlank.and('string <= 60'),
  'status?': type.enumerated(...POSITION_ITEM_STATUSES),
});
export type PositionItemPatch = typeof positionItemPatch.infer;

/** The one field a PATCH changes, or null when it names none or more than one. */
export function editedField(patch: PositionItemPatch): PositionItemField | null {
  const named = POSITION_ITEM_FIELDS.filter((f) => patch[f] !== undefined);
  return named.length === 1 ? named[0] : null;
}

/** Why a product cannot be deleted (doc 3 §2 "delete with confirmation"; the seed is silent on
 * when the server refuses: ours — a product still stored in a position, or waiting at the dock,
 * would leave stock pointing nowhere), or null when it can. */
export function productDeleteRefusal(p: { quantity: number; quantityVirtual: number }): 'hasStock' | null {
  return p.quantity > 0 || p.quantityVirtual > 0 ? 'hasStock' : null;
}

/** doc 3 §5 "An attribute can be removed only when the product has more than one". */
export const canRemoveAttribute = (attributeCount: number): boolean => attributeCount > 1;

/** doc 3 §2 Products row actions: "view positions (disabled when quantity is 0), view attributes
 * (disabled when there are none)". */
export const canViewPositions = (p: { quantity: number }): boolean => p.quantity > 0;
export const canViewAttributes = (p: { attributeCount: number }): boolean => p.attributeCount > 0;

/** doc 3 §2 Products "brand (N/A if empty)". */
export const brandText = (brand: string | null | undefined): string => (brand?.trim() ? brand : 'N/A');

/** doc 3 §2 Stock chart: "X-axis labels are cut at 10 characters". */
export const cutLabel = (label: string, max = 10): string =>
  label.length > max ? label.slice(0, max) : label;
