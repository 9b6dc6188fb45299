import { type } from 'arktype';
import { predicate, registerPredicate } from './validation';

// Vehicles (doc 3 §2 "Vehicles: plate, type, max volume, max weight, status, actions (edit, delete
// with confirmation). Filters: plate, type, status"; §3 "Vehicle: id, plate (uppercase, fixed after
// creation), type (uppercase; truck, bus or car), capacityVolume, capacityWeight, status (boolean,
// default true)"; §5 "plate, type, capacities required. Plate and type uppercase. Capacity numeric,
// max length 10"; §7 GET/POST /vehicle (response vehicles, total), GET/PATCH/DELETE /vehicle/{id};
// §9 vehicle capacity max length 10). One definition for the console's form and the simulator.

export const VEHICLE_TYPES = ['TRUCK', 'BUS', 'CAR'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** doc 3 §9: a capacity is written with at most 10 characters. */
export const VEHICLE_CAPACITY_MAX_LENGTH = 10;
/** The seed gives no plate format: ours accepts the old (ABC1234) and Mercosul (ABC1D23) plates
 * and any other letters/digits/hyphen up to 10 characters (foreign or special plates). */
export const VEHICLE_PLATE_MAX_LENGTH = 10;

export interface Vehicle {
  id: string;
  companyDocument: string;
  plate: string;
  type: VehicleType;
  capacityVolume: number;
  capacityWeight: number;
  status: boolean;
}

/** GET /vehicle answer (doc 3 §7 "response vehicles, total"). */
export interface VehiclesPage {
  vehicles: Vehicle[];
  total: number;
}

/** doc 3 §5 "Plate … uppercase": what a typed plate is stored as. */
export const normalizePlate = (plate: string): string => plate.trim().toUpperCase();

const plateRule = predicate('a plate of letters, digits or hyphens', 'validation.uninformed', (s) =>
  /^[A-Za-z0-9-]+$/.test(s.trim()),
).and(`string <= ${VEHICLE_PLATE_MAX_LENGTH}`);

const capacityExpected = registerPredicate(
  `a number greater than 0 written with at most ${VEHICLE_CAPACITY_MAX_LENGTH} characters`,
  'validation.greaterThan',
  { value: 0 },
);
/** doc 3 §5 "Capacity numeric, max length 10": a positive number of at most 10 characters. */
const capacityRule = type('number').narrow(
  (n, ctx) =>
    (Number.isFinite(n) && n > 0 && String(n).length <= VEHICLE_CAPACITY_MAX_LENGTH) ||
    ctx.reject({ expected: capacityExpected }),
);

/** POST /vehicle (doc 3 §5: plate, type and both capacities required; status defaults to true). */
export const vehicleInput = type({
  plate: plateRule,
  type: type.enumerated(...VEHICLE_TYPES),
  capacityVolume: capacityRule,
  capacityWeight: capacityRule,
  'status?': 'boolean',
});
export type VehicleInput = typeof vehicleInput.infer;

/** PATCH /vehicle/{id}: any of type, capacities and status (doc 3 §3: the plate is fixed after
 * creation; a plate sent is read only to refuse a change). */
export const vehicleUpdate = type({
  'plate?': 'string',
  'type?': type.enumerated(...VEHICLE_TYPES),
  'capacityVolume?': capacityRule,
  'capacityWeight?': capacityRule,
  'status?': 'boolean',
});
export type VehicleUpdate = typeof vehicleUpdate.infer;

/** Why a vehicle cannot be deleted, or null when it can. Ours (the seed is silent): a vehicle
 * still in a user's profile (doc 3 §6 "Driver and seller users need a vehicle") or on a route that
 * has not ended (doc 3 §4 "Routing needs a vehicle") stays, so no driver or route loses it. */
export function vehicleDeleteRefusal(use: {
  users: number;
  openRoutes: number;
}): 'inProfile' | 'onRoute' | null {
  if (use.users > 0) return 'inProfile';
  if (use.openRoutes > 0) return 'onRoute';
  return null;
}
