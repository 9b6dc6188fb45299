import { VEHICLE_TYPES, type Vehicle, type VehicleType } from '../../../src/domain/vehicles';
import { createPrng } from '../prng';
import { DEMO_DOCUMENTS, type DemoCompanyKey } from './companies';

/**
 * Vehicles of the demo companies (doc 3 §3 Vehicle), the same for every seed: enough per company
 * that the list needs its filters (plate, type, status, doc 3 §2). VEH-0001 and VEH-0002 are the
 * principal's trucks in the profiles of the demo driver and seller (doc 3 §6 "Driver and seller
 * users need a vehicle", seed/demo/users.ts) and on its demo routes.
 */
export const DEMO_VEHICLE_IDS = { driver: 'VEH-0001', seller: 'VEH-0002' } as const;

const PER_COMPANY: Record<DemoCompanyKey, number> = {
  principal: 80,
  subsidiary1: 30,
  subsidiary2: 20,
  outsider: 15,
};

/** Typical capacities (m³, kg) of each type, drawn around. */
const CAPACITY: Record<VehicleType, { volume: [number, number]; weight: [number, number] }> = {
  TRUCK: { volume: [20, 90], weight: [3000, 25000] },
  BUS: { volume: [8, 20], weight: [1500, 4000] },
  CAR: { volume: [1, 4], weight: [300, 800] },
};

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function demoVehicles(): Vehicle[] {
  const prng = createPrng(12_001); // fixed: tests and the demo name these plates
  const letter = () => LETTERS[prng.int(0, 25)];
  const digit = () => String(prng.int(0, 9));
  const out: Vehicle[] = [];
  const plates = new Set<string>();
  for (const key of Object.keys(PER_COMPANY) as DemoCompanyKey[]) {
    for (let i = 0; i < PER_COMPANY[key]; i += 1) {
      const first = out.length === 0 || out.length === 1; // the driver's and seller's trucks
      let plate = '';
      while (!plate || plates.has(plate)) {
        // old (ABC1234) and Mercosul (ABC1D23) plates, about half each
        plate = `${letter()}${letter()}${letter()}${digit()}${prng.chance(0.5) ? letter() : digit()}${digit()}${digit()}`;
      }
      plates.add(plate);
      const type: VehicleType = first ? 'TRUCK' : prng.pick(VEHICLE_TYPES);
      const { volume, weight } = CAPACITY[type];
      out.push({
        id: `VEH-${String(out.length + 1).padStart(4, '0')}`,
        companyDocument: DEMO_DOCUMENTS[key],
        plate,
        type,
        capacityVolume: prng.int(volume[0], volume[1]),
        capacityWeight: prng.int(weight[0] / 10, weight[1] / 10) * 10,
        status: first || prng.chance(0.85),
      });
    }
  }
  return out;
}
