import type { Building } from '../../../src/domain/buildings';
import { DEFAULT_BUILDING_COUNTRY } from '../../../src/domain/buildings';
import { seqId } from '../../store/ids';
import type { WarehouseRow } from '../../store/warehouses.repo';
import { geocode } from '../geocode';
import { POSTAL_ADDRESSES } from '../lookup-registry';
import { DEMO_DOCUMENTS } from './companies';

/**
 * The buildings register (doc 3 §2 "Buildings", §3 Building), the same for every seed: one
 * building per name the demo warehouses stand in (MATRIZ, FILIAL CAMPINAS…; each warehouse gets
 * its `buildingId`), plus branches over the registry's postal codes so the list needs its filters
 * (20 for the principal, 4 for each other company). Every fifth branch has no coordinates, so
 * "reprocess address" has something to do; every seventh is inactive.
 */
const POSTAL_CODES = Object.keys(POSTAL_ADDRESSES);
const EXTRA: Record<string, number> = {
  [DEMO_DOCUMENTS.principal]: 20,
  [DEMO_DOCUMENTS.subsidiary1]: 4,
  [DEMO_DOCUMENTS.subsidiary2]: 4,
  [DEMO_DOCUMENTS.outsider]: 4,
};

/** Buildings that tests and docs name. */
export const DEMO_BUILDING_CODES = { principalMain: 'MATRIZ', principalBranch: 'FIL-001' } as const;

export function demoBuildings(warehouses: WarehouseRow[]): Building[] {
  const buildings: Building[] = [];
  const add = (companyDocument: string, name: string, code: string, index: number, main: boolean) => {
    const postalCode = POSTAL_CODES[index % POSTAL_CODES.length];
    const address = POSTAL_ADDRESSES[postalCode];
    const number = String(100 + ((index * 37) % 900));
    const placed = index % 5 !== 4;
    const point = geocode({ postalCode, street: address.street, number });
    const building: Building = {
      id: seqId('bld', buildings.length + 1),
      companyDocument,
      type: main ? 'PRINCIPAL' : 'FILIAL',
      cnpj: companyDocument,
      name,
      code,
      postalCode,
      street: address.street,
      number,
      complement: address.complement ? address.complement.toUpperCase() : null,
      neighborhood: address.neighborhood,
      city: address.city,
      state: address.state,
      country: DEFAULT_BUILDING_COUNTRY,
      lat: placed ? point.lat : null,
      lng: placed ? point.long : null,
      isActive: main || index % 7 !== 6,
    };
    buildings.push(building);
    return building;
  };
  for (const document of Object.values(DEMO_DOCUMENTS)) {
    const names = [
      ...new Set(warehouses.filter((w) => w.companyDocument === document).map((w) => w.building)),
    ];
    names.forEach((name, i) => {
      if (!name) return;
      const code = name.replace(/[^A-Z0-9]+/g, '-').slice(0, 20);
      const building = add(document, name, code, i, i === 0);
      for (const w of warehouses)
        if (w.companyDocument === document && w.building === name) w.buildingId = building.id;
    });
    for (let i = 1; i <= EXTRA[document]; i += 1) {
      const city = POSTAL_ADDRESSES[POSTAL_CODES[i % POSTAL_CODES.length]].city.toUpperCase();
      add(document, `FILIAL ${city} ${i}`, `FIL-${String(i).padStart(3, '0')}`, i, false);
    }
  }
  return buildings;
}
