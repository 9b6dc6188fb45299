import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PositionItemField } from '../domain/product-register';
import { api, compactQuery } from './api-client';
import type { PositionItem } from './products.api';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';

// The stock screens (doc 3 §2 Stock and Reports, §7: GET warehouse/report, GET
// /warehouse/infos-filter, GET /dashboard/charts-stock, PATCH /warehouse/position/{id}, GET
// warehouse/history). Stock is not in doc 3's live-refresh list: no refresh interval.

/** The eleven filters of doc 3 §2 Stock. */
export interface StockFilters {
  building?: string;
  warehouse?: string;
  position?: string;
  sku?: string;
  description?: string;
  serviceTag?: string;
  status?: 'ACTIVE' | 'INACTIVE';
  barcode?: string;
  manufacturer?: string;
  manufactorCode?: string;
  categoryId?: string;
}
export interface StockRow {
  id: string;
  sku: string;
  description: string;
  isActive: boolean;
  category: { name: string } | null;
  quantity: number;
}
export interface StockPage {
  stock: StockRow[];
  total: number;
}
export interface StockFilterOptions {
  buildings: string[];
  warehouses: Array<{ id: string; code: string; name: string; building: string | null }>;
  categories: Array<{ id: string; name: string; code: string }>;
  manufacturers: string[];
}
export interface StockChartRow {
  item: { id: string; name: string; description: string };
  position: { code: string };
  quantity: number;
}
export interface StockHistoryFilters {
  initialDate?: string;
  finalDate?: string;
  product?: string;
  serviceTag?: string;
  barcode?: string;
  position?: string;
}
export interface StockChange {
  id: string;
  positionItemId: string;
  positionCode: string;
  product: { sku: string; description: string; quantity: number };
  barcode: string | null;
  rfidcode: string | null;
  quantity: number;
  /** ours: an inventory's close changes the quantity (a PATCH leaves it as it was) */
  newQuantity: number;
  serviceTag: string | null;
  responsible: string | null;
  padlock: string | null;
  status: string;
  newServiceTag: string | null;
  newResponsible: string | null;
  newPadlock: string | null;
  newStatus: string;
  updatedBy: string;
  createdAt: string;
}
export interface StockHistoryPage {
  histories: StockChange[];
  total: number;
}

const stockKey = (doc: string | null, ...parts: unknown[]) => companyKey(doc, 'stock', ...parts);
/** The largest page the API gives (doc 1 §9): exports read the whole list page by page. */
const MAX_TAKE = 200;

export const fetchStock = (filters: StockFilters, page: number, take: number) =>
  api.get<StockPage>('/warehouse/report', { query: compactQuery({ ...filters, page, take }) });
export const fetchStockHistory = (filters: StockHistoryFilters, page: number, take: number) =>
  api.get<StockHistoryPage>('/warehouse/history', { query: compactQuery({ ...filters, page, take }) });
export const patchPositionItem = (id: string, field: PositionItemField, value: string) =>
  api.patch<{ message?: string; item: PositionItem }>(`/warehouse/position/${encodeURIComponent(id)}`, {
    [field]: value,
  });

/** Every row of a paged list, page after page (an export of what the filters select). */
export async function fetchAllPages<A extends { total: number }, R>(
  page: (n: number, take: number) => Promise<A>,
  rows: (answer: A) => R[],
): Promise<R[]> {
  const out: R[] = [];
  for (let n = 1; ; n += 1) {
    const answer = await page(n, MAX_TAKE);
    const got = rows(answer);
    out.push(...got);
    if (got.length < MAX_TAKE || out.length >= answer.total) return out;
  }
}

export function useStock(filters: StockFilters, page: number, take: number) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: stockKey(doc, 'report', filters, page, take),
    queryFn: () => fetchStock(filters, page, take),
    enabled: doc !== null,
    placeholderData: keepPreviousData,
    ...REFRESH.none,
  });
}

export function useStockFilterOptions() {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: stockKey(doc, 'infos-filter'),
    queryFn: () => api.get<StockFilterOptions>('/warehouse/infos-filter'),
    enabled: doc !== null,
    ...REFRESH.none,
  });
}

export function useStockChart(categoryId: string | null, productId: string | null) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: stockKey(doc, 'chart', categoryId, productId),
    queryFn: () =>
      api.get<{ rows: StockChartRow[] }>('/dashboard/charts-stock', {
        query: compactQuery({ categoryId, productId }),
      }),
    enabled: doc !== null,
    placeholderData: keepPreviousData,
    ...REFRESH.none,
  });
}

export function useStockHistory(filters: StockHistoryFilters, page: number, take: number) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: stockKey(doc, 'history', filters, page, take),
    queryFn: () => fetchStockHistory(filters, page, take),
    enabled: doc !== null,
    placeholderData: keepPreviousData,
    ...REFRESH.none,
  });
}
