import type { Database } from 'better-sqlite3';
import type { Building } from '../../src/domain/buildings';
import type { Category } from '../../src/domain/categories';
import type { Vehicle } from '../../src/domain/vehicles';
import { buildingsRepo, buildingsTable } from './buildings.repo';
import { categoriesRepo, categoriesTable } from './categories.repo';
import { vehiclesRepo, vehiclesTable } from './vehicles.repo';
import { warehouseRegisterRepo } from './warehouse-register.repo';

/**
 * The registers of issue 12 part A (doc 3 §2: vehicles, buildings, product categories…): their
 * tables (parents before children), what the seed gives them and their repositories, registered
 * in store.ts in one place so each new register adds its lines here.
 */
export const REGISTERS_TABLES = [vehiclesTable, categoriesTable, buildingsTable];

export interface RegistersData {
  vehicles: Vehicle[];
  categories: Category[];
  buildings: Building[];
}

export function registersRepos(db: Database) {
  return {
    vehicles: vehiclesRepo(db),
    categories: categoriesRepo(db),
    buildings: buildingsRepo(db),
    warehouseRegister: warehouseRegisterRepo(db),
  };
}
export type RegistersRepos = ReturnType<typeof registersRepos>;

/** Inserts the registers' seed (inside Store.load's transaction). */
export function loadRegisters(r: RegistersRepos, data: RegistersData): void {
  data.vehicles.forEach(r.vehicles.insert);
  data.categories.forEach(r.categories.insert);
  data.buildings.forEach(r.buildings.insert);
}
