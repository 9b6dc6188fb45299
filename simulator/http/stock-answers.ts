import { type } from 'arktype';
import { POSITION_ITEM_STATUSES } from '../../src/domain/product-register';
import type { StockChangeView } from '../store/stock-changes.repo';
import type { PositionItemView, StockViewsRepo } from '../store/stock-views.repo';
import { exact, listAnswer, messageWith, nullableText } from './answers';
import { positionItemTags, warehouseRefAnswer as warehouseRef } from './position-answers';
import { productAnswer } from './product-answers';

/**
 * Answer types of the stock screens (doc 3 §2 Stock, Reports; §3; §7; simulator/routes/
 * stock.routes.ts): where a product is stored, a position item and its inline edit, the stock
 * table and its filter options, the data-change history and the stock chart. Checked against what
 * the store answers with `exact`.
 */

export const positionItemAnswer = type({
  id: 'string',
  productId: 'string',
  ...positionItemTags,
  quantity: 'number',
  status: type.enumerated(...POSITION_ITEM_STATUSES),
  position: { id: 'string', code: 'string' },
  warehouse: warehouseRef,
});
exact<typeof positionItemAnswer.infer, PositionItemView>(true);
export const positionItemChange = messageWith('item', positionItemAnswer);

/** GET /warehouse/product/{id}: the product, its items, their positions and warehouses. */
export const productStockAnswer = type({
  product: productAnswer,
  storage: positionItemAnswer.array(),
  warehousePositions: type({ id: 'string', code: 'string', quantity: 'number' }).array(),
  warehouses: warehouseRef.and({ quantity: 'number' }).array(),
});

export const stockReportPage = listAnswer(
  'stock',
  type({
    id: 'string',
    sku: 'string',
    description: 'string',
    isActive: 'boolean',
    category: type({ name: 'string' }).or('null'),
    quantity: 'number',
  }),
);
exact<typeof stockReportPage.infer, ReturnType<StockViewsRepo['report']>>(true);

/** GET /warehouse/infos-filter: the options of the stock filter bar. */
export const stockFiltersAnswer = type({
  buildings: 'string[]',
  warehouses: warehouseRef.array(),
  categories: type({ id: 'string', name: 'string', code: 'string' }).array(),
  manufacturers: 'string[]',
});

const stockChange = type({
  id: 'string',
  positionItemId: 'string',
  positionCode: 'string',
  barcode: nullableText,
  rfidcode: nullableText,
  quantity: 'number',
  newQuantity: 'number',
  serviceTag: nullableText,
  responsible: nullableText,
  padlock: nullableText,
  status: 'string',
  newServiceTag: nullableText,
  newResponsible: nullableText,
  newPadlock: nullableText,
  newStatus: 'string',
  updatedBy: 'string',
  createdAt: 'string',
  product: { sku: 'string', description: 'string', quantity: 'number' },
});
exact<typeof stockChange.infer, StockChangeView>(true);
export const stockHistoryPage = listAnswer('histories', stockChange);

export const stockChartAnswer = type({
  rows: type({
    item: { id: 'string', name: 'string', description: 'string' },
    position: { code: 'string' },
    quantity: 'number',
  }).array(),
});
exact<typeof stockChartAnswer.infer, { rows: ReturnType<StockViewsRepo['chart']> }>(true);
