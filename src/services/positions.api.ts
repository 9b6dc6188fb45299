import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PositionInput, PositionView } from '../domain/positions';
import type { Position, WarehouseRef } from '../domain/warehouse';
import { api, compactQuery } from './api-client';
import { companyKey, useViewedCompanyDocument } from './query-client';

// doc 3 §7 Positions: the register's calls. No automatic refresh (doc 3 §2: positions are not in
// the live-data list); a move or a change invalidates them.

const enc = encodeURIComponent;

export interface PositionListQuery {
  page: number;
  take: number;
  warehouse?: string;
  code?: string;
  inInventory?: boolean;
}

export const positionKeys = {
  all: (doc: string | null) => companyKey(doc, 'positions'),
  list: (doc: string | null, q: PositionListQuery) => companyKey(doc, 'positions', 'list', q),
  one: (doc: string | null, id: string) => companyKey(doc, 'positions', 'one', id),
};

export function usePositionList(q: PositionListQuery) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: positionKeys.list(doc, q),
    queryFn: ({ signal }) =>
      api.get<{ positions: Position[]; total: number }>('/position', {
        query: compactQuery({ ...q }),
        signal,
      }),
    enabled: doc !== null,
    placeholderData: (previous) => previous,
  });
}

/** The warehouses a filter or the form offers: those of the company's positions (ours: GET
 * /warehouse belongs to the warehouses register; the first 200 positions name every demo warehouse). */
export function usePositionWarehouses() {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: companyKey(doc, 'positions', 'warehouses'),
    queryFn: async ({ signal }) => {
      const answer = await api.get<{ positions: Position[] }>('/position', { query: { take: 200 }, signal });
      const byId = new Map<string, WarehouseRef>();
      for (const p of answer.positions) byId.set(p.warehouse.id, p.warehouse);
      return [...byId.values()].sort((a, b) => a.code.localeCompare(b.code));
    },
    enabled: doc !== null,
  });
}

/** GET /position/{id}: the position with its storage items (null: disabled). */
export function usePosition(id: string | null) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: positionKeys.one(doc, id ?? ''),
    queryFn: ({ signal }) => api.get<PositionView>(`/position/${enc(id as string)}`, { signal }),
    enabled: doc !== null && Boolean(id),
  });
}

export const createPosition = (input: PositionInput) => api.post<{ id: string }>('/position', input);
export const updatePosition = (id: string, input: Partial<PositionInput>) =>
  api.patch<{ record: PositionView }>(`/position/${enc(id)}`, input);
export const deletePosition = (id: string) => api.delete<{ message: string }>(`/position/${enc(id)}`);
/** doc 3 §7 Inventory "POST /inventory (positions list)" — built by the inventory area. */
export const createInventory = (positions: string[]) =>
  api.post<{ id?: string }>('/inventory', { positions });
/** doc 3 §7 "PATCH /warehouse/position/{id} (one of serviceTag, responsible, padlock or status)". */
export const patchPositionItem = (
  itemId: string,
  field: 'serviceTag' | 'responsible' | 'padlock',
  value: string,
) => api.patch(`/warehouse/position/${enc(itemId)}`, { [field]: value });

export function useInvalidatePositions() {
  const client = useQueryClient();
  const doc = useViewedCompanyDocument();
  return () => client.invalidateQueries({ queryKey: positionKeys.all(doc) });
}
