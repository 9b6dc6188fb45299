import type { StockFilters } from '../../services/stock.api';

// The eleven fields of the stock filter bar (doc 3 §2 Stock: building, warehouse, position, SKU,
// description, service tag, status, barcode, manufacturer, manufacturer code, category): seven
// typed, four chosen from GET /warehouse/infos-filter and the item statuses.

export type StockFilterValues = Required<{ [K in keyof StockFilters]: string }>;

export const EMPTY_STOCK_FILTERS: StockFilterValues = {
  building: '',
  warehouse: '',
  position: '',
  sku: '',
  description: '',
  serviceTag: '',
  status: '',
  barcode: '',
  manufacturer: '',
  manufactorCode: '',
  categoryId: '',
};

export const TYPED_STOCK_FILTERS = [
  'position',
  'sku',
  'description',
  'serviceTag',
  'barcode',
  'manufactorCode',
] as const;

/** The query of GET warehouse/report: blank fields left out. */
export function stockQuery(values: StockFilterValues): StockFilters {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (v.trim()) out[k] = v.trim();
  return out as StockFilters;
}
