import { type } from 'arktype';
import { documentRule, postalCodeRule } from './company.schema';
import { coordinate } from './parties';

// Buildings and the warehouses register (doc 3 §2 "Buildings", "Warehouses"; §3 Building,
// Warehouse; §5 "Building form", "Warehouse"; §7 "GET /building (page=1, take=1000 by default),
// GET /building/{code}, POST /building, DELETE /building/{code}, POST /building/reprocess (lat and
// lng cleared)"; "GET/POST /warehouse (POST also updates); GET/DELETE /warehouse/{id}"; §9
// "default building country BRASIL", "Default building list page 1, take 1000"). One definition
// for the console's forms and the simulator.

/** doc 3 §3 "type (PRINCIPAL or FILIAL)" — the screen says main / branch. */
export const BUILDING_TYPES = ['PRINCIPAL', 'FILIAL'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

/** doc 3 §9 "default building country BRASIL". */
export const DEFAULT_BUILDING_COUNTRY = 'BRASIL';
/** doc 3 §9 "Default building list page 1, take 1000" (the warehouse form's building picker). */
export const BUILDING_PICKER_TAKE = 1000;

export interface Building {
  id: string;
  companyDocument: string;
  type: BuildingType;
  /** doc 3 §3 "cnpj (document)": a CNPJ, or a CPF up to 11 digits (§5) */
  cnpj: string;
  name: string;
  code: string;
  postalCode: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
  country: string;
  lat: number | null;
  lng: number | null;
  isActive: boolean;
}

export interface BuildingsPage {
  buildings: Building[];
  total: number;
}

const required = 'string > 0';

/** POST /building (doc 3 §5: document, name, code, postal code, street, number, neighborhood,
 * city, state, country required; complement, lat, lng optional; postal code exactly 8 digits).
 * The same body updates the building of that code (ours: the seed lists no PUT, and "code and
 * document are disabled on edit" — the code names the building to update). */
export const buildingInput = type({
  'type?': type.enumerated(...BUILDING_TYPES),
  cnpj: documentRule,
  name: required,
  code: 'string > 0 & string <= 20',
  postalCode: postalCodeRule,
  street: required,
  number: required,
  'complement?': 'string | null',
  neighborhood: required,
  city: required,
  state: 'string == 2',
  country: required,
  'lat?': coordinate,
  'lng?': coordinate,
  'isActive?': 'boolean',
});
export type BuildingInput = typeof buildingInput.infer;

/** doc 3 §5 "Name, code, number, complement and country are forced upper case". */
export function normalizeBuilding<T extends BuildingInput>(input: T): T {
  const upper = (s: string) => s.trim().toUpperCase();
  return {
    ...input,
    name: upper(input.name),
    code: upper(input.code),
    number: upper(input.number),
    complement: input.complement?.trim() ? upper(input.complement) : null,
    country: upper(input.country),
  };
}

/** doc 3 §5 "Reprocess address is disabled when lat and lng are present". */
export const canReprocessAddress = (b: Pick<Building, 'lat' | 'lng'>): boolean =>
  b.lat === null || b.lng === null;

/** A warehouse as its register lists it (doc 3 §2 "code, name, building, total positions, status"). */
export interface WarehouseRecord {
  id: string;
  companyDocument: string;
  code: string;
  name: string;
  /** doc 3 §3 "building (id; name on read)" */
  building: { id: string; name: string } | null;
  isActive: boolean;
  totalPositions: number;
}

export interface WarehousesPage {
  warehouses: WarehouseRecord[];
  total: number;
}

/** POST /warehouse (doc 3 §5 "building, name, code required. Name and code uppercase"; §7 "POST
 * also updates": a body with the id of an existing warehouse edits it, its code fixed, §3). */
export const warehouseInput = type({
  'id?': 'string > 0',
  building: 'string > 0',
  name: 'string > 0 & string <= 60',
  code: 'string > 0 & string <= 20',
  'isActive?': 'boolean',
});
export type WarehouseInput = typeof warehouseInput.infer;

/** Why a warehouse cannot be deleted, or null when it can (doc 3 §2 "delete with confirmation";
 * ours, the seed is silent: one still holding stock stays, so no stock is lost — 409). */
export function warehouseDeleteRefusal(use: {
  stock: number;
  inInventory: number;
}): 'holdsStock' | 'inInventory' | null {
  if (use.stock > 0) return 'holdsStock';
  if (use.inInventory > 0) return 'inInventory';
  return null;
}

/** Why a building cannot be deleted (ours: one a warehouse stands in stays — 409). */
export const buildingDeleteRefusal = (warehouses: number): 'hasWarehouses' | null =>
  warehouses > 0 ? 'hasWarehouses' : null;
