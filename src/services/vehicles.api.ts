import type { Vehicle, VehicleInput, VehiclesPage, VehicleUpdate } from '../domain/vehicles';
import { api } from './api-client';
import {
  fetchRegister,
  type RegisterQuery,
  useInvalidateRegister,
  useRegisterList,
} from './register-queries';

// Vehicles (doc 3 §7 "GET/POST /vehicle (response vehicles, total); GET/PATCH/DELETE
// /vehicle/{id}"; "Vehicles for a driver come from GET /vehicle").

export interface VehiclesQuery extends RegisterQuery {
  plate?: string;
  type?: string;
  status?: boolean;
}

interface VehicleAnswer {
  message?: string;
  vehicle: Vehicle;
}

const RESOURCE = 'vehicles';

export const fetchVehicles = (query: VehiclesQuery, signal?: AbortSignal) =>
  fetchRegister<VehiclesPage>('/vehicle', query, signal);
export const useVehiclesList = (query: VehiclesQuery) =>
  useRegisterList<VehiclesPage>(RESOURCE, '/vehicle', query);
export const useInvalidateVehicles = () => useInvalidateRegister(RESOURCE);

export const createVehicle = (body: VehicleInput) => api.post<VehicleAnswer>('/vehicle', body);
export const updateVehicle = (id: string, body: VehicleUpdate) =>
  api.patch<VehicleAnswer>(`/vehicle/${encodeURIComponent(id)}`, body);
export const deleteVehicle = (id: string) =>
  api.delete<{ message?: string }>(`/vehicle/${encodeURIComponent(id)}`);
