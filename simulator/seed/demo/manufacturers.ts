import type { VehicleManufacturer } from '../../../src/domain/manufacturers';
import { DEMO_DOCUMENTS } from './companies';

// The demo companies' vehicle manufacturers (the checklist's manufacturer picker, issue 16): the
// makes of trucks, buses and cars a Brazilian workshop sees. The outsider has a make of its own,
// so a test can tell that a company never sees another's catalogue.

const MAKES = [
  'Agrale',
  'Chevrolet',
  'DAF',
  'Fiat',
  'Ford',
  'Honda',
  'Hyundai',
  'Iveco',
  'Marcopolo',
  'Mercedes-Benz',
  'Mitsubishi',
  'Nissan',
  'Renault',
  'Scania',
  'Toyota',
  'Volkswagen',
  'Volvo',
];

export const OUTSIDER_MAKE = 'Tatra';

export function demoManufacturers(): VehicleManufacturer[] {
  const of = (key: keyof typeof DEMO_DOCUMENTS, names: readonly string[]) =>
    names.map((name, i) => ({
      id: `mfr-${key}-${String(i + 1).padStart(2, '0')}`,
      companyDocument: DEMO_DOCUMENTS[key],
      name,
    }));
  return [
    ...of('principal', MAKES),
    ...of('subsidiary1', MAKES),
    ...of('subsidiary2', MAKES),
    ...of('outsider', [...MAKES, OUTSIDER_MAKE]),
  ];
}
