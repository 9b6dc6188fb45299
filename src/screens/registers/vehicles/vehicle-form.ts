import {
  normalizePlate,
  VEHICLE_CAPACITY_MAX_LENGTH,
  type Vehicle,
  type VehicleInput,
  type VehicleType,
  vehicleInput,
} from '../../../domain/vehicles';
import { type FieldProblems, isBlank, problemsByField, withKey } from '../../../ui/form/form-model';

// The vehicle form's values and pure steps (doc 3 §3 Vehicle, §5 "Vehicle: plate, type,
// capacities required. Plate and type uppercase. Capacity numeric, max length 10"). Rules:
// src/domain/vehicles.ts. Capacities are typed as text (digits, one decimal comma or point).

export interface VehicleValues {
  plate: string;
  type: VehicleType | '';
  capacityVolume: string;
  capacityWeight: string;
  status: boolean;
}

export type VehicleTextField = 'plate' | 'capacityVolume' | 'capacityWeight';

export const emptyVehicle: VehicleValues = {
  plate: '',
  type: '',
  capacityVolume: '',
  capacityWeight: '',
  status: true, // doc 3 §3 "status (boolean, default true)"
};

export const valuesOf = (v: Vehicle): VehicleValues => ({
  plate: v.plate,
  type: v.type,
  capacityVolume: String(v.capacityVolume),
  capacityWeight: String(v.capacityWeight),
  status: v.status,
});

/** Digits with one decimal comma or point, at most 10 characters (doc 3 §9). */
export const capacityText = (typed: string): string =>
  typed
    .replace(/[^\d.,]/g, '')
    .replace(/([.,].*)[.,]/g, '$1')
    .slice(0, VEHICLE_CAPACITY_MAX_LENGTH);

const capacityOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text.replace(',', '.'));

/** POST /vehicle body (PATCH takes the same minus the fixed plate). */
export const toInput = (values: VehicleValues): VehicleInput =>
  ({
    plate: normalizePlate(values.plate),
    type: values.type as VehicleType,
    capacityVolume: capacityOf(values.capacityVolume),
    capacityWeight: capacityOf(values.capacityWeight),
    status: values.status,
  }) as VehicleInput;

/** The first problem of each field (empty → required; a type outside the list → required). */
export function vehicleProblems(values: VehicleValues): FieldProblems {
  const input = toInput(values);
  return problemsByField(vehicleInput, input, (problem, given) => {
    if (isBlank(given) || problem.field === 'type') return withKey(problem, 'validation.required');
    return problem;
  });
}
