import { type } from 'arktype';
import type { ProductAttribute } from '../../src/domain/product-register';
import type { ProductRegisterRepo } from '../store/product-register.repo';
import { exact, importLineAnswer, listAnswer, messageWith, nullableText } from './answers';
import { productLightAnswer } from './order-form-answers';

/**
 * Answer types of the products register (doc 3 §2 Products, §3 Product, §5, §7;
 * simulator/routes/products.routes.ts): the list (or the pickers' short one), a product with its
 * category, stock and attributes, a change's `{ message, product }`, the attributes and an
 * import's refused lines.
 * Checked against what the store answers with `exact`.
 */

export const attributeAnswer = type({
  id: 'string',
  productBatch: 'string',
  productExpire: 'string',
  quantity: 'number',
});
exact<typeof attributeAnswer.infer, ProductAttribute>(true);

/** A register row (doc 3 §3 Product): the picker's fields, stock, register fields, category. */
export const productRowAnswer = productLightAnswer.and({
  companyDocument: 'string',
  createdAt: 'string',
  quantity: 'number',
  quantityVirtual: 'number',
  balance: 'number',
  manufactorDocument: nullableText,
  brand: nullableText,
  categoryId: nullableText,
  observation: nullableText,
  createdBy: nullableText,
  updatedBy: nullableText,
  category: type({ id: 'string', name: nullableText, code: nullableText }).or('null'),
  attributeCount: 'number',
});

export const productAnswer = productRowAnswer.and({ attributes: attributeAnswer.array() });
exact<typeof productAnswer.infer, NonNullable<ReturnType<ProductRegisterRepo['byId']>>>(true);

/** GET /product: a page of register rows with the total quantity of every match (doc 3 §3 "The
 * list response has products, total, quantityTotal"); with simple=true, a picker's short rows. */
const productsPage = listAnswer('products', productRowAnswer).and({ quantityTotal: 'number' });
exact<typeof productsPage.infer, ReturnType<ProductRegisterRepo['list']>>(true);
// Closed: open, every page would fit it too and arktype would reduce the union to it — /docs would
// lose the page's fields, and fast-json-stringify would write them as unnamed ones (~3× slower).
const productPicks = type({
  products: type({ id: 'string', sku: 'string', description: 'string' }).array(),
}).onUndeclaredKey('reject');
exact<typeof productPicks.infer, { products: ReturnType<ProductRegisterRepo['simple']> }>(true);
export const productsAnswer = productsPage.or(productPicks);
/** POST /product, PUT /product/{id}: the product as stored after the change. */
export const productChange = messageWith('product', productAnswer.or('null'));

export const attributesAnswer = type({ attributes: attributeAnswer.array() });
export const attributesChange = messageWith('attributes', attributeAnswer.array());

/** POST /product/imports: how many rows were written and each refused row. */
export const productsImported = type({
  message: 'string',
  imported: 'number',
  errors: importLineAnswer.array(),
});
