import { type } from 'arktype';
import type { FastifyRequest } from 'fastify';
import { normalizeProduct, productInput } from '../../src/domain/product-register';
import { problemsOf } from '../../src/domain/validation';
import { localize, requestLanguage } from '../i18n/i18n';
import { MESSAGES } from '../i18n/messages/platform';
import { PRODUCT_MESSAGES, productMessage } from '../i18n/messages/products';
import { viewedCompany } from '../orders-area/http';

/**
 * POST /product/imports (doc 3 §2 Products "an import button (CSV default)", §7; the server
 * behaviour is not shown — ours): the console reads the CSV or XLSX file and sends its rows in
 * batches of at most 200 (so it can show progress); each row is checked with the product form's
 * schema (doc 3 §5), a valid row creates the product or, when its sku exists, updates it, and a
 * refused row comes back with its line and the reason, in the caller's language. A row never
 * changes anything when refused; the valid ones of the batch are written in one transaction.
 */
export const productImportInput = type({
  rows: type({ line: '1 <= number.integer <= 1000000', '[string]': 'unknown' })
    .array()
    .atLeastLength(1)
    .atMostLength(200),
});
export type ProductImportInput = typeof productImportInput.infer;

export function importProducts(request: FastifyRequest, body: ProductImportInput) {
  const { store } = request;
  const company = viewedCompany(request);
  const language = requestLanguage(request);
  const { categories } = store;
  const { productRegister } = store.productArea;
  const reserved = categories.reservedId(company);
  const errors: Array<{ line: number; message: string }> = [];
  let imported = 0;
  const user = request.viewer.record.userName;
  store.db.transaction(() => {
    for (const { line, ...row } of body.rows) {
      const out = productInput(row);
      if (out instanceof type.errors) {
        errors.push({ line, message: localize(MESSAGES.invalidInput('body', problemsOf(out)), language) });
        continue;
      }
      const p = normalizeProduct(out);
      const category = p.categoryId ? categories.byId(p.categoryId) : null;
      if (p.categoryId && category?.companyDocument !== company) {
        errors.push({ line, message: localize(PRODUCT_MESSAGES.categoryNotFound, language) });
        continue;
      }
      const fields = { ...p, categoryId: category?.id ?? reserved };
      const existing = productRegister.idOfSku(company, p.sku);
      if (existing) {
        const { sku: _s, ...edit } = fields;
        productRegister.update(existing, { ...edit, updatedBy: user });
      } else {
        store.products.insert({
          id: store.products.nextId(),
          companyDocument: company,
          ...fields,
          productBatch: null,
          productExpire: null,
          createdBy: user,
          updatedBy: null,
          createdAt: request.now().toISOString(),
        });
      }
      imported += 1;
    }
  })();
  return { message: productMessage(request, 'imported', { count: imported }), imported, errors };
}
