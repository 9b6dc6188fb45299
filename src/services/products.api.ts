import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductAttribute, ProductInput } from '../domain/product-register';
import { api, compactQuery } from './api-client';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';

// The products register (doc 3 §2 Products, §3 Product, §7 Products: GET/POST /product, GET
// /product/id/{id}, PUT/DELETE /product/{id}, POST /product/imports, GET/POST/DELETE
// /product-attributes/{id}, GET /warehouse/product/{id}). Registers: no refresh interval (doc 1 §7.1).

export interface Product {
  id: string;
  sku: string;
  description: string;
  barcode: string | null;
  rfidcode: string | null;
  manufactorCode: string | null;
  manufactorDocument: string | null;
  brand: string | null;
  un: string;
  price: number;
  observation: string | null;
  isActive: boolean;
  categoryId: string | null;
  category: { id: string; name: string | null; code: string | null } | null;
  quantity: number;
  quantityVirtual: number;
  balance: number;
  attributeCount: number;
  createdBy: string | null;
  updatedBy: string | null;
}
export interface ProductDetail extends Product {
  attributes: ProductAttribute[];
}

export interface ProductFilters {
  sku?: string;
  description?: string;
  barcode?: string;
  brand?: string;
  manufactorCode?: string;
  categoryId?: string;
  isActive?: boolean;
}
export interface ProductsQuery extends ProductFilters {
  page: number;
  take: number;
  /** field|ASC or field|DESC (doc 1 §7.1) */
  sort?: string;
}
export interface ProductsPage {
  products: Product[];
  total: number;
  quantityTotal: number;
}

/** A position item as the where-stored view and the stock dialog list it (doc 3 §3). */
export interface PositionItem {
  id: string;
  productId: string;
  barcode: string | null;
  rfidcode: string | null;
  serviceTag: string | null;
  responsible: string | null;
  padlock: string | null;
  quantity: number;
  status: 'ACTIVE' | 'INACTIVE';
  position: { id: string; code: string };
  warehouse: { id: string; code: string; name: string; building: string | null };
}
export interface WhereStored {
  product: ProductDetail;
  storage: PositionItem[];
  warehousePositions: Array<{ id: string; code: string; quantity: number }>;
  warehouses: Array<{ id: string; code: string; name: string; building: string | null; quantity: number }>;
}

export interface ImportRowResult {
  line: number;
  message: string;
}
export interface ImportAnswer {
  message?: string;
  imported: number;
  errors: ImportRowResult[];
}

const productsKey = (doc: string | null, ...parts: unknown[]) => companyKey(doc, 'products', ...parts);
const path = (id: string) => encodeURIComponent(id);

export const fetchProducts = (query: ProductsQuery, signal?: AbortSignal) =>
  api.get<ProductsPage>('/product', { query: compactQuery({ ...query }), signal });
export const fetchProduct = (id: string) => api.get<ProductDetail>(`/product/id/${path(id)}`);
export const createProduct = (body: ProductInput) => api.post<{ message?: string }>('/product', body);
export const updateProduct = (id: string, body: ProductInput) =>
  api.put<{ message?: string }>(`/product/${path(id)}`, body);
export const deleteProduct = (id: string) => api.delete<{ message?: string }>(`/product/${path(id)}`);
/** One batch of import rows (at most 200); quiet: the import dialog shows the outcome itself. */
export const importProductRows = (rows: Array<Record<string, unknown> & { line: number }>) =>
  api.post<ImportAnswer>('/product/imports', { rows }, { quiet: true });
export const addAttribute = (productId: string, body: Omit<ProductAttribute, 'id'>) =>
  api.post<{ attributes: ProductAttribute[] }>(`/product-attributes/${path(productId)}`, body);
export const removeAttribute = (id: string) =>
  api.delete<{ message?: string }>(`/product-attributes/${path(id)}`);
export const fetchWhereStored = (productId: string) =>
  api.get<WhereStored>(`/warehouse/product/${path(productId)}`);

export function useProducts(query: ProductsQuery) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: productsKey(doc, 'list', query),
    queryFn: ({ signal }) => fetchProducts(query, signal),
    enabled: doc !== null,
    placeholderData: keepPreviousData,
    ...REFRESH.none,
  });
}

/** Active products of a category, for pickers (GET /product?simple=true). */
export function useSimpleProducts(categoryId: string | null) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: productsKey(doc, 'simple', categoryId),
    queryFn: () =>
      api.get<{ products: Array<{ id: string; sku: string; description: string }> }>('/product', {
        query: compactQuery({ simple: 'true', categoryId }),
      }),
    enabled: doc !== null,
    ...REFRESH.none,
  });
}

export function useProduct(id: string | null) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: productsKey(doc, 'one', id),
    queryFn: () => fetchProduct(id as string),
    enabled: doc !== null && id !== null,
    ...REFRESH.none,
  });
}

export function useWhereStored(id: string | null) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: productsKey(doc, 'where', id),
    queryFn: () => fetchWhereStored(id as string),
    enabled: doc !== null && id !== null,
    ...REFRESH.none,
  });
}

/** Refreshes every products query (list, one, where stored) and the stock ones. */
export function useInvalidateProducts() {
  const client = useQueryClient();
  const doc = useViewedCompanyDocument();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: productsKey(doc) }),
      client.invalidateQueries({ queryKey: companyKey(doc, 'stock') }),
    ]);
}
