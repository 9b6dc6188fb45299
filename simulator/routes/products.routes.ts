import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeSort } from '../../src/domain/list-query';
import {
  attributeInput,
  canRemoveAttribute,
  normalizeProduct,
  type ProductInput,
  productDeleteRefusal,
  productInput,
} from '../../src/domain/product-register';
import { messageAnswer } from '../http/answers';
import { badRequest, conflict, notFound } from '../http/http-error';
import {
  attributesAnswer,
  attributesChange,
  productAnswer,
  productChange,
  productsAnswer,
  productsImported,
} from '../http/product-answers';
import { addRoute } from '../http/validate';
import { PRODUCT_MESSAGES, productMessage } from '../i18n/messages/products';
import {
  booleanText,
  idParams,
  isTrue,
  owned,
  pageOf,
  pagingFields,
  viewedCompany,
} from '../orders-area/http';
import { PRODUCT_SORT_FIELDS, type ProductSortField } from '../store/product-register.repo';
import { importProducts, productImportInput } from './product-import';

/**
 * The products register (doc 3 §2 Products, §5 Product form and Attribute form, §7 Products):
 * list with filters, sort and the total-quantity footer, one product with its attributes, create,
 * edit (sku fixed), delete (409 while it holds stock), import, attributes.
 */
const sortText = type(`/^(${PRODUCT_SORT_FIELDS.join('|')})\\|(ASC|DESC|asc|desc)$/`);
const productQuery = type({
  ...pagingFields,
  'simple?': booleanText,
  'isActive?': booleanText,
  'sku?': 'string <= 40',
  'description?': 'string <= 200',
  'barcode?': 'string <= 60',
  'brand?': 'string <= 60',
  'manufactorCode?': 'string <= 60',
  'categoryId?': '0 < string <= 64',
  'sort?': sortText,
});

/** A product of the viewed company: 404 when missing, 403 another company's. */
function ownedProduct(request: FastifyRequest, id: string) {
  return owned(request, request.store.productArea.productRegister.byId(id), PRODUCT_MESSAGES.notFound);
}

/** The category a product is saved with: the one named (of the viewed company) or the 999 one. */
function categoryFor(request: FastifyRequest, categoryId: string | null): string | null {
  const { categories } = request.store;
  if (!categoryId) return categories.reservedId(viewedCompany(request));
  const found = categories.byId(categoryId);
  if (!found || found.companyDocument !== viewedCompany(request))
    throw badRequest(PRODUCT_MESSAGES.categoryNotFound, [
      { field: 'categoryId', key: 'validation.uninformed', message: 'unknown category' },
    ]);
  return found.id;
}

export function productFields(request: FastifyRequest, input: ProductInput) {
  const p = normalizeProduct(input);
  return { ...p, categoryId: categoryFor(request, p.categoryId) };
}

export async function productsRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/product',
    summary:
      'Products of the viewed company (sku, description, barcode or RFID, brand, manufacturer code, category, isActive; sort field|ASC|DESC); answers products, total and quantityTotal. simple=true answers active products (id, sku, description) of a category (doc 3 §7)',
    tags: ['products'],
    auth: true,
    querystring: productQuery,
    response: productsAnswer,
    handler: async (request) => {
      const q = request.query;
      const company = viewedCompany(request);
      const repo = request.store.productArea.productRegister;
      if (q.simple === 'true') return { products: repo.simple(company, q.categoryId) };
      const sort = decodeSort(q.sort) ?? { field: 'sku', direction: 'ASC' };
      return repo.list({
        companyDocument: company,
        sku: q.sku || undefined,
        description: q.description || undefined,
        barcode: q.barcode || undefined,
        brand: q.brand || undefined,
        manufactorCode: q.manufactorCode || undefined,
        categoryId: q.categoryId,
        isActive: isTrue(q.isActive),
        sort: { field: sort.field as ProductSortField, direction: sort.direction },
        ...pageOf(q),
      });
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/product/id/:id',
    summary: 'One product with its category and attributes (doc 3 §3, §7)',
    tags: ['products'],
    auth: true,
    params: idParams,
    response: productAnswer,
    handler: async (request) => ownedProduct(request, request.params.id),
  });

  addRoute(app, {
    method: 'POST',
    url: '/product',
    summary:
      'Create a product: sku, description, manufactorDocument, price required; sku and barcode upper-cased; category 999 when none; 409 when the sku exists (doc 3 §5)',
    tags: ['products'],
    auth: true,
    body: productInput,
    response: productChange,
    handler: async (request, reply) => {
      const { store } = request;
      const company = viewedCompany(request);
      const fields = productFields(request, request.body);
      if (store.productArea.productRegister.idOfSku(company, fields.sku))
        throw conflict(PRODUCT_MESSAGES.skuInUse(fields.sku));
      const id = store.products.nextId();
      store.products.insert({
        id,
        companyDocument: company,
        ...fields,
        productBatch: null,
        productExpire: null,
        createdBy: request.viewer.record.userName,
        updatedBy: null,
        createdAt: request.now().toISOString(),
      });
      reply.status(201);
      return {
        message: productMessage(request, 'created'),
        product: store.productArea.productRegister.byId(id),
      };
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: '/product/:id',
    summary: 'Edit a product; its sku is not editable (doc 3 §5) and is ignored',
    tags: ['products'],
    auth: true,
    params: idParams,
    body: productInput,
    response: productChange,
    handler: async (request) => {
      const repo = request.store.productArea.productRegister;
      ownedProduct(request, request.params.id);
      const { sku: _sku, ...fields } = productFields(request, request.body);
      repo.update(request.params.id, { ...fields, updatedBy: request.viewer.record.userName });
      return { message: productMessage(request, 'updated'), product: repo.byId(request.params.id) };
    },
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/product/:id',
    summary: 'Delete a product; 409 while it holds stock or is in warehouse operations',
    tags: ['products'],
    auth: true,
    params: idParams,
    response: messageAnswer,
    handler: async (request) => {
      const { store } = request;
      const product = ownedProduct(request, request.params.id);
      if (productDeleteRefusal(product)) throw conflict(PRODUCT_MESSAGES.hasStock);
      if (store.productArea.productRegister.usedByOperations(product.id))
        throw conflict(PRODUCT_MESSAGES.usedByOperations);
      store.db.transaction(() => store.productArea.productRegister.remove(product.id))();
      return { message: productMessage(request, 'deleted') };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/product/imports',
    summary:
      'Import products from spreadsheet rows (the console reads CSV or XLSX and sends rows in batches): valid rows are created or, by sku, updated; each refused row is answered with its line and message',
    tags: ['products'],
    auth: true,
    body: productImportInput,
    response: productsImported,
    handler: async (request) => importProducts(request, request.body),
  });

  addRoute(app, {
    method: 'GET',
    url: '/product-attributes/:id',
    summary: "A product's attributes (batch, expiry, quantity; doc 3 §3)",
    tags: ['products'],
    auth: true,
    params: idParams,
    response: attributesAnswer,
    handler: async (request) => ({ attributes: ownedProduct(request, request.params.id).attributes }),
  });

  addRoute(app, {
    method: 'POST',
    url: '/product-attributes/:id',
    summary:
      'Add an attribute to product {id}: productBatch, productExpire (yyyy-MM-dd), quantity required (doc 3 §5)',
    tags: ['products'],
    auth: true,
    params: idParams,
    body: attributeInput,
    response: attributesChange,
    handler: async (request, reply) => {
      const product = ownedProduct(request, request.params.id);
      const b = request.body;
      request.store.productArea.productRegister.addAttribute(product.id, {
        productBatch: b.productBatch.trim().toUpperCase(),
        productExpire: b.productExpire,
        quantity: Math.round(b.quantity * 100) / 100,
      });
      reply.status(201);
      return {
        message: productMessage(request, 'attributeAdded'),
        attributes: request.store.productArea.productRegister.attributesOf(product.id),
      };
    },
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/product-attributes/:id',
    summary: 'Remove attribute {id}; 409 when it is the product’s only one (doc 3 §5)',
    tags: ['products'],
    auth: true,
    params: idParams,
    response: attributesChange,
    handler: async (request) => {
      const repo = request.store.productArea.productRegister;
      const attribute = repo.attribute(request.params.id);
      if (!attribute) throw notFound(PRODUCT_MESSAGES.attributeNotFound);
      ownedProduct(request, attribute.productId);
      if (!canRemoveAttribute(repo.attributesOf(attribute.productId).length))
        throw conflict(PRODUCT_MESSAGES.lastAttribute);
      repo.removeAttribute(attribute.id);
      return {
        message: productMessage(request, 'attributeRemoved'),
        attributes: repo.attributesOf(attribute.productId),
      };
    },
  });
}
