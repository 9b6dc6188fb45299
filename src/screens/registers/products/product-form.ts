import { type ProductInput, productInput, RESERVED_CATEGORY_CODE } from '../../../domain/product-register';
import type { Product } from '../../../services/products.api';
import { type FieldProblems, isBlank, orNull, problemsByField, withKey } from '../../../ui/form/form-model';

// The product form's values and pure steps (doc 3 §5 "Product form: sku, description,
// manufactorDocument, price and categoryId required. sku and barcode uppercased. sku not editable
// on edit. Default category is the one coded 999 when none is set. Price is shown as currency and
// stored unmasked"). Rules: src/domain/product-register.ts.

export interface ProductValues {
  sku: string;
  description: string;
  manufactorDocument: string;
  /** as typed in the currency field (decimal comma or point) */
  price: string;
  categoryId: string;
  barcode: string;
  rfidcode: string;
  manufactorCode: string;
  brand: string;
  observation: string;
  un: string;
  isActive: boolean;
}
export type ProductTextField = Exclude<keyof ProductValues, 'isActive' | 'categoryId' | 'price'>;

/** A new product: the 999 category preselected (doc 3 §5). */
export function emptyProduct(categories: ReadonlyArray<{ id: string; code: string }>): ProductValues {
  return {
    sku: '',
    description: '',
    manufactorDocument: '',
    price: '',
    categoryId: categories.find((c) => c.code === RESERVED_CATEGORY_CODE)?.id ?? '',
    barcode: '',
    rfidcode: '',
    manufactorCode: '',
    brand: '',
    observation: '',
    un: 'UN',
    isActive: true,
  };
}

export function valuesOf(p: Product): ProductValues {
  return {
    sku: p.sku,
    description: p.description,
    manufactorDocument: p.manufactorDocument ?? '',
    price: p.price.toFixed(2),
    categoryId: p.categoryId ?? '',
    barcode: p.barcode ?? '',
    rfidcode: p.rfidcode ?? '',
    manufactorCode: p.manufactorCode ?? '',
    brand: p.brand ?? '',
    observation: p.observation ?? '',
    un: p.un,
    isActive: p.isActive,
  };
}

/** "12,50" or "12.50" → 12.5; NaN when it is not a number. */
export const amountOf = (text: string): number =>
  text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.'));

/** POST/PUT /product body: sku and barcode upper-cased, price unmasked, empty optionals null. */
export function toInput(v: ProductValues): ProductInput {
  return {
    sku: v.sku.trim().toUpperCase(),
    description: v.description.trim(),
    manufactorDocument: v.manufactorDocument.trim(),
    price: amountOf(v.price),
    categoryId: orNull(v.categoryId),
    barcode: orNull(v.barcode.toUpperCase()),
    rfidcode: orNull(v.rfidcode.toUpperCase()),
    manufactorCode: orNull(v.manufactorCode),
    brand: orNull(v.brand),
    observation: orNull(v.observation),
    un: orNull(v.un.toUpperCase()),
    isActive: v.isActive,
  };
}

/** The first problem of each field; an empty or unreadable price says "required". */
export function productProblems(values: ProductValues): FieldProblems {
  const input = toInput(values);
  const problems = problemsByField(productInput, input, (problem, given) =>
    isBlank(given) || Number.isNaN(given) ? withKey(problem, 'validation.required') : problem,
  );
  // the API defaults a missing category to 999; the form asks for one (doc 3 §5 "categoryId required")
  if (!input.categoryId)
    return {
      ...problems,
      categoryId: { field: 'categoryId', key: 'validation.required', message: 'categoryId is required' },
    };
  return problems;
}
