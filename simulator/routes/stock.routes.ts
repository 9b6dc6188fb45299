import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { editedField, POSITION_ITEM_STATUSES, positionItemPatch } from '../../src/domain/product-register';
import { badRequest } from '../http/http-error';
import {
  positionItemAnswer,
  positionItemChange,
  productStockAnswer,
  stockChartAnswer,
  stockFiltersAnswer,
  stockHistoryPage,
  stockReportPage,
} from '../http/stock-answers';
import { addRoute } from '../http/validate';
import { PRODUCT_MESSAGES, productMessage } from '../i18n/messages/products';
import {
  booleanText,
  dayBounds,
  idParams,
  isTrue,
  owned,
  pageOf,
  pagingFields,
  viewedCompany,
} from '../orders-area/http';
import { stockChangeRow } from '../store/stock-changes.repo';

/**
 * The stock calls (doc 3 §2 Stock and Reports, §7): where a product is stored, a position item and
 * its inline edits (each writes a stock data change), the stock table with its eleven filters, the
 * filter options, the stacked chart, and the stock data-change history.
 *
 * `/warehouse/position/{id}` names a warehouse position item (doc 3 §3 "Warehouse position item":
 * id, barcode, …, position, warehouse) — the seed gives the path, not what its id is; an item is
 * what the inline edits change, so the id is the item's (the positions screen's special layout
 * edits the same items).
 */
const text = (max: number) => `string <= ${max}` as const;
const id = '0 < string <= 64' as const;
const reportQuery = type({
  ...pagingFields,
  'isActive?': booleanText,
  'building?': text(100),
  'warehouse?': id,
  'position?': text(64),
  'sku?': text(40),
  'description?': text(200),
  'serviceTag?': text(60),
  'status?': type.enumerated(...POSITION_ITEM_STATUSES),
  'barcode?': text(60),
  'manufacturer?': text(20),
  'manufactorCode?': text(60),
  'categoryId?': id,
});
const dayText = /^\d{4}-\d{2}-\d{2}$/;
const historyQuery = type({
  ...pagingFields,
  'initialDate?': dayText,
  'finalDate?': dayText,
  'product?': text(200),
  'serviceTag?': text(60),
  'barcode?': text(60),
  'position?': text(64),
});
const chartQuery = type({ 'origin?': 'string', 'categoryId?': id, 'productId?': id });
const blank = (v: string | undefined) => v || undefined;

export async function stockRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/warehouse/product/:id',
    summary:
      'Where a product is stored: product, storage (its position items with stock), warehousePositions (position codes with quantity) and warehouses (each with its quantity) (doc 3 §7)',
    tags: ['stock'],
    auth: true,
    params: idParams,
    response: productStockAnswer,
    handler: async (request) => {
      const { productArea } = request.store;
      const product = owned(
        request,
        productArea.productRegister.byId(request.params.id),
        PRODUCT_MESSAGES.notFound,
      );
      const storage = productArea.stockViews.itemsOfProduct(product.id);
      const warehouses = new Map<
        string,
        { id: string; code: string; name: string; building: string | null; quantity: number }
      >();
      for (const it of storage) {
        const w = warehouses.get(it.warehouse.id) ?? { ...it.warehouse, quantity: 0 };
        w.quantity = Math.round((w.quantity + it.quantity) * 100) / 100;
        warehouses.set(w.id, w);
      }
      return {
        product,
        storage,
        warehousePositions: storage.map((it) => ({ ...it.position, quantity: it.quantity })),
        warehouses: [...warehouses.values()],
      };
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/warehouse/position/:id',
    summary: 'A warehouse position item with its position and warehouse (doc 3 §3)',
    tags: ['stock'],
    auth: true,
    params: idParams,
    response: positionItemAnswer,
    handler: async (request) => {
      const found = owned(
        request,
        request.store.productArea.stockViews.item(request.params.id),
        PRODUCT_MESSAGES.itemNotFound,
      );
      const { companyDocument: _c, ...item } = found;
      return item;
    },
  });

  addRoute(app, {
    method: 'PATCH',
    url: '/warehouse/position/:id',
    summary:
      'Inline edit of a position item: exactly one of serviceTag, responsible, padlock (non-empty) or status (ACTIVE, INACTIVE); writes the stock data-change history (doc 3 §2, §5, §7)',
    tags: ['stock'],
    auth: true,
    params: idParams,
    body: positionItemPatch,
    response: positionItemChange,
    handler: async (request) => {
      const { store } = request;
      const { stockViews, stockChanges } = store.productArea;
      const field = editedField(request.body);
      if (!field) throw badRequest(PRODUCT_MESSAGES.oneField);
      const before = owned(request, stockViews.item(request.params.id), PRODUCT_MESSAGES.itemNotFound);
      const value = String(request.body[field]).trim();
      const product = store.products.byId(before.productId);
      store.db.transaction(() => {
        stockViews.edit(before.id, field, value);
        stockChanges.insert(
          stockChangeRow({
            id: stockChanges.nextId(),
            companyDocument: before.companyDocument,
            positionCode: before.position.code,
            product: {
              sku: product?.sku ?? '',
              description: product?.description ?? '',
              quantity: product?.quantity ?? 0,
            },
            item: before,
            after: { ...before, [field]: value },
            updatedBy: request.viewer.record.userName,
            createdAt: request.now().toISOString(),
          }),
        );
      })();
      const { companyDocument: _c, ...item } = stockViews.item(before.id) as NonNullable<typeof before>;
      return { message: productMessage(request, 'itemUpdated'), item };
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/warehouse/report',
    summary:
      'The stock table: products with the quantity of their position items matching building, warehouse, position, sku, description, serviceTag, status, barcode, manufacturer, manufactorCode, categoryId, isActive; answers stock and total (doc 3 §2 Stock, §7)',
    tags: ['stock'],
    auth: true,
    querystring: reportQuery,
    response: stockReportPage,
    handler: async (request) => {
      const q = request.query;
      return request.store.productArea.stockViews.report({
        companyDocument: viewedCompany(request),
        building: blank(q.building),
        warehouse: q.warehouse,
        position: blank(q.position),
        sku: blank(q.sku),
        description: blank(q.description),
        serviceTag: blank(q.serviceTag),
        status: q.status,
        barcode: blank(q.barcode),
        manufacturer: blank(q.manufacturer),
        manufactorCode: blank(q.manufactorCode),
        categoryId: q.categoryId,
        isActive: isTrue(q.isActive),
        ...pageOf(q),
      });
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/warehouse/infos-filter',
    summary: 'Options of the stock filters: buildings, warehouses, categories, manufacturers (doc 3 §7)',
    tags: ['stock'],
    auth: true,
    response: stockFiltersAnswer,
    handler: async (request) => request.store.productArea.stockViews.infosFilter(viewedCompany(request)),
  });

  addRoute(app, {
    method: 'GET',
    url: '/warehouse/history',
    summary:
      'Stock data-change history by dates (initialDate, finalDate yyyy-MM-dd) and product, serviceTag, barcode, position; newest first; answers histories and total (doc 3 §2 Reports, §7)',
    tags: ['stock'],
    auth: true,
    querystring: historyQuery,
    response: stockHistoryPage,
    handler: async (request) => {
      const q = request.query;
      const { from, to } = dayBounds(q.initialDate, q.finalDate);
      return request.store.productArea.stockChanges.list({
        companyDocument: viewedCompany(request),
        product: blank(q.product),
        serviceTag: blank(q.serviceTag),
        barcode: blank(q.barcode),
        position: blank(q.position),
        from,
        to,
        ...pageOf(q),
      });
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/dashboard/charts-stock',
    summary:
      'Stock by position and product for the stacked chart (optional categoryId, productId); answers rows of item (id, name, description), position (code), quantity (doc 3 §3, §7)',
    tags: ['stock'],
    auth: true,
    querystring: chartQuery,
    response: stockChartAnswer,
    handler: async (request) => {
      const q = request.query;
      return {
        rows: request.store.productArea.stockViews.chart(viewedCompany(request), q.categoryId, q.productId),
      };
    },
  });
}
