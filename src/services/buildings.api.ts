import type {
  Building,
  BuildingInput,
  BuildingsPage,
  WarehouseInput,
  WarehouseRecord,
  WarehousesPage,
} from '../domain/buildings';
import { api } from './api-client';
import {
  fetchRegister,
  type RegisterQuery,
  useInvalidateRegister,
  useRegisterList,
} from './register-queries';

// Buildings and the warehouses register (doc 3 §7 "GET /building (page=1, take=1000 by default),
// GET /building/{code}, POST /building, DELETE /building/{code}, POST /building/reprocess";
// "GET/POST /warehouse (POST also updates); GET/DELETE /warehouse/{id}").

export interface BuildingsQuery extends RegisterQuery {
  code?: string;
  name?: string;
  postalCode?: string;
  type?: string;
  isActive?: boolean;
}

export interface WarehousesQuery extends RegisterQuery {
  code?: string;
  name?: string;
  building?: string;
  isActive?: boolean;
}

const BUILDINGS = 'buildings';
const WAREHOUSES = 'warehouses-register';

export const fetchBuildings = (query: BuildingsQuery, signal?: AbortSignal) =>
  fetchRegister<BuildingsPage>('/building', query, signal);
export const useBuildingsList = (query: BuildingsQuery) =>
  useRegisterList<BuildingsPage>(BUILDINGS, '/building', query);
export const useInvalidateBuildings = () => useInvalidateRegister(BUILDINGS);

/** POST /building creates, or updates the building of that code. */
export const saveBuilding = (body: BuildingInput) =>
  api.post<{ message?: string; building: Building }>('/building', body);
export const reprocessBuilding = (code: string) =>
  api.post<{ message?: string; building: Building }>('/building/reprocess', { code });
export const deleteBuilding = (code: string) =>
  api.delete<{ message?: string }>(`/building/${encodeURIComponent(code)}`);

export const fetchWarehouses = (query: WarehousesQuery, signal?: AbortSignal) =>
  fetchRegister<WarehousesPage>('/warehouse', query, signal);
export const useWarehousesList = (query: WarehousesQuery) =>
  useRegisterList<WarehousesPage>(WAREHOUSES, '/warehouse', query);
export const useInvalidateWarehouses = () => useInvalidateRegister(WAREHOUSES);

/** POST /warehouse: without an id it creates, with one it updates (doc 3 §7 "POST also updates"). */
export const saveWarehouse = (body: WarehouseInput) =>
  api.post<{ message?: string; warehouse: WarehouseRecord }>('/warehouse', body);
export const deleteWarehouse = (id: string) =>
  api.delete<{ message?: string }>(`/warehouse/${encodeURIComponent(id)}`);
