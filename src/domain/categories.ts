import { type } from 'arktype';
import { predicate } from './validation';

// Product categories (doc 3 §2 "Categories: columns ID, name, code, actions. Filter by name.
// Create, edit and delete"; §3 "Category: id, name, code"; §5 "Category form: code and name
// required"; "A category coded 999 cannot be edited or deleted"; "Default category is the one coded
// 999"; §7 GET /category (page, take, name, optional no pagination), GET/PUT/DELETE /category/{id},
// POST /category; §9 reserved category code 999).

/** doc 3 §5, §9: the reserved default category. */
export const RESERVED_CATEGORY_CODE = '999';
export const isReservedCategory = (code: string): boolean => code.trim() === RESERVED_CATEGORY_CODE;

export interface Category {
  id: string;
  companyDocument: string;
  name: string;
  code: string;
}

export interface CategoriesPage {
  categories: Category[];
  total: number;
}

const filled = (max: number) =>
  predicate('a non-blank text', 'validation.required', (s) => s.trim() !== '').and(`string <= ${max}`);

/** POST and PUT /category (doc 3 §5: code and name required). */
export const categoryInput = type({ code: filled(20), name: filled(100) });
export type CategoryInput = typeof categoryInput.infer;
