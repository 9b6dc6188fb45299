import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CodeProduct, Inventory, InventoryPlanning, OpenLineOnPosition } from '../domain/inventory';
import type { InventoryCountLine } from '../domain/inventory.schema';
import type { InventoryPerformance } from '../domain/inventory-performance';
import type { Position } from '../domain/warehouse';
import { api, compactQuery, statusOf } from './api-client';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';
import { refreshAfterChange } from './refresh-after-change';

// The inventory calls (doc 3 §7 Inventory) and their cached queries. Lists and details refresh
// every 30 s (doc 3 §2 "Live data refresh": inventory), on focus, reconnect and mount. Mutations
// answer `{ message, record }`: the API client toasts `message`, the record replaces the cached
// detail, then every inventory query refetches — after a refused call too (doc 3 §8: rethrown).

const enc = encodeURIComponent;

export interface InventoryListQuery {
  page: number;
  perPage: number;
  code?: string;
  /** a status, or 'true'/'false' for open/closed */
  status?: string;
  type?: string;
  position?: string;
  complete?: boolean;
}

export const inventoryKeys = {
  all: (doc: string | null) => companyKey(doc, 'inventory'),
  list: (doc: string | null, q: InventoryListQuery) => companyKey(doc, 'inventory', 'list', q),
  detail: (doc: string | null, id: string) => companyKey(doc, 'inventory', 'detail', id),
  planning: (doc: string | null) => companyKey(doc, 'inventory', 'planning'),
  positions: (doc: string | null, q: object) => companyKey(doc, 'inventory', 'positions', q),
  positionReport: (doc: string | null, q: object) => companyKey(doc, 'inventory', 'position-report', q),
  openLines: (doc: string | null, ids: readonly string[]) => companyKey(doc, 'inventory', 'open-lines', ids),
  products: (doc: string | null, codes: readonly string[]) => companyKey(doc, 'inventory', 'products', codes),
  holder: (doc: string | null, code: string) => companyKey(doc, 'inventory', 'holder', code),
};

/** issue 31: open operations' lines on the chosen positions (GET /inventory/open-lines; the
 * simulator takes 200 ids a call: the first 200 chosen are asked). */
export function useOpenLines(positionIds: readonly string[]) {
  const doc = useViewedCompanyDocument();
  const ids = [...positionIds].sort().slice(0, 200);
  return useQuery({
    queryKey: inventoryKeys.openLines(doc, ids),
    queryFn: ({ signal }) =>
      api.get<{ lines: OpenLineOnPosition[] }>('/inventory/open-lines', {
        query: { positions: ids.join(',') },
        signal,
      }),
    enabled: doc !== null && ids.length > 0,
    placeholderData: (previous) => previous,
    ...REFRESH.none,
  });
}

/** issue 31: the products count reads name (GET /inventory/products): code → product, or null for
 * a code no product has. Named codes are kept; each new read asks only for the codes not named yet
 * (at most 200 a call), so a 3,500-line count is not asked again on every read. */
export function useCodeProducts(codes: readonly string[]): ReadonlyMap<string, CodeProduct | null> {
  const doc = useViewedCompanyDocument();
  const [known, setKnown] = useState<ReadonlyMap<string, CodeProduct | null>>(() => new Map());
  const missing = codes.filter((c) => !known.has(c)).slice(0, 200);
  useQuery({
    queryKey: inventoryKeys.products(doc, missing),
    queryFn: async ({ signal }) => {
      const { products } = await api.get<{ products: CodeProduct[] }>('/inventory/products', {
        query: { codes: missing.join(',') },
        signal,
        quiet: true,
      });
      const found = new Map(products.map((p) => [p.code, p]));
      setKnown((before) => {
        const next = new Map(before);
        for (const code of missing) next.set(code, found.get(code) ?? null);
        return next;
      });
      return products;
    },
    enabled: doc !== null && missing.length > 0,
    ...REFRESH.none,
  });
  return known;
}

/** issue 31: the open inventory holding a position (GET /inventory?position=…&status=true), for a
 * refusal "in inventory" to name and link it. */
export function useHoldingInventory(positionCode: string | null) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: inventoryKeys.holder(doc, positionCode ?? ''),
    queryFn: ({ signal }) =>
      api
        .get<{ inventories: Inventory[]; total: number }>('/inventory', {
          query: { position: positionCode as string, status: 'true', complete: 'true', perPage: 20, page: 1 },
          signal,
          quiet: true,
        })
        // the list filters by a part of the code: keep the inventory holding exactly this one
        .then((r) => r.inventories.find((i) => i.positions.some((p) => p.code === positionCode)) ?? null),
    enabled: doc !== null && Boolean(positionCode),
    ...REFRESH.none,
  });
}

export function useInventoryList(query: InventoryListQuery) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: inventoryKeys.list(doc, query),
    queryFn: ({ signal }) =>
      api.get<{ inventories: Inventory[]; total: number }>('/inventory', {
        query: compactQuery({ ...query, complete: query.complete ? 'true' : undefined }),
        signal,
      }),
    enabled: doc !== null,
    placeholderData: (previous) => previous,
    ...REFRESH.operational,
  });
}

export function useInventory(id: string | null) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: inventoryKeys.detail(doc, id ?? ''),
    queryFn: ({ signal }) => api.get<Inventory>(`/inventory/${enc(id as string)}`, { signal }),
    enabled: doc !== null && Boolean(id),
    ...REFRESH.operational,
  });
}

/** doc 3 §7: GET /inventory-planning — a 404 is treated as an empty list. */
export function useInventoryPlanning() {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: inventoryKeys.planning(doc),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<{ planning: InventoryPlanning[]; total: number }>('/inventory-planning', {
          signal,
          quiet: true,
        });
      } catch (error) {
        if (statusOf(error) === 404) return { planning: [], total: 0 };
        throw error;
      }
    },
    enabled: doc !== null,
    ...REFRESH.operational,
  });
}

/** Positions to choose for a planning or a new inventory (GET /position, doc 3 §7). */
export function usePositionChoices(code: string) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: inventoryKeys.positions(doc, { code }),
    queryFn: ({ signal }) =>
      api.get<{ positions: Position[]; total: number }>('/position', {
        query: compactQuery({ code: code || undefined, isActive: 'true', page: 1, take: 200 }),
        signal,
      }),
    enabled: doc !== null,
    ...REFRESH.none,
  });
}

export const fetchPerformance = (id: string) =>
  api.get<InventoryPerformance>(`/inventory/report/performance/${enc(id)}`);

/** A row of GET /inventory/report/positions (ours: the seed names the report, not its call). */
export interface InventoryPositionReportRow {
  category: { id: string; name: string } | null;
  categoryQuantity: number;
  position: { id: string; code: string; isActive: boolean; inInventory: boolean };
  warehouse: { id: string; name: string; building: string | null };
  products: number;
  quantity: number;
}
type PositionReportPage = { positions: InventoryPositionReportRow[]; total: number };

export const fetchPositionReport = (categoryId: string | null, page: number, take: number) =>
  api.get<PositionReportPage>('/inventory/report/positions', {
    query: compactQuery({ categoryId: categoryId ?? undefined, page, take }),
  });

/** doc 3 §2 Reports "Inventory by category and position"; under the inventory keys, so a close
 * (stock adjusted) refetches it. */
export function usePositionReport(categoryId: string | null, page: number, take: number) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: inventoryKeys.positionReport(doc, { categoryId, page, take }),
    queryFn: () => fetchPositionReport(categoryId, page, take),
    enabled: doc !== null,
    placeholderData: (previous) => previous,
    ...REFRESH.operational,
  });
}

type Answer = { message?: string; record?: Inventory };

/** One mutation of the inventory calls: the answer's record replaces the cached detail, then
 * every inventory query refetches. */
function useInventoryMutation<V>(call: (variables: V) => Promise<Answer | undefined>) {
  const client = useQueryClient();
  const doc = useViewedCompanyDocument();
  return useMutation({
    mutationFn: (variables: V) =>
      refreshAfterChange(
        call(variables),
        () => client.invalidateQueries({ queryKey: inventoryKeys.all(doc) }),
        (answer) => {
          const record = answer?.record;
          if (record?.id) client.setQueryData(inventoryKeys.detail(doc, record.id), record);
        },
      ),
  });
}

const itemUrl = (id: string, item?: string) =>
  item ? `/inventory/${enc(id)}/${enc(item)}` : `/inventory/${enc(id)}`;

/** Every state-changing inventory call (doc 3 §7): stable mutations for the screens. */
export function useInventoryCommands() {
  return {
    create: useInventoryMutation((v: { positions: string[]; type?: string }) =>
      api.post<Answer>('/inventory', v),
    ),
    assign: useInventoryMutation((v: { id: string; item?: string; user: string }) =>
      api.put<Answer>(itemUrl(v.id, v.item), { user: v.user }),
    ),
    finalize: useInventoryMutation((v: { id: string; item?: string }) =>
      api.put<Answer>(itemUrl(v.id, v.item), {}, { query: { action: 'COMPLETED' } }),
    ),
    cancel: useInventoryMutation((v: { id: string; item?: string }) =>
      api.put<Answer>(itemUrl(v.id, v.item), {}, { query: { action: 'CANCEL' } }),
    ),
    count: useInventoryMutation(
      (v: { id: string; item: string; user: string; items: InventoryCountLine[]; startedAt?: string }) =>
        api.put<Answer>(
          itemUrl(v.id, v.item),
          { user: v.user, items: v.items, startedAt: v.startedAt },
          {
            query: { action: 'COUNT' },
          },
        ),
    ),
    plan: useInventoryMutation(
      (v: {
        planningDate: string;
        positions: string[];
        repeatPlanning: boolean;
        repeatType: string | null;
        repeatValue: string | null;
      }) => api.post<Answer>('/inventory-planning', v),
    ),
  };
}
