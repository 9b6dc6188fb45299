import {
  type Building,
  type BuildingInput,
  type BuildingType,
  buildingInput,
  DEFAULT_BUILDING_COUNTRY,
  normalizeBuilding,
} from '../../../domain/buildings';
import type { CnpjRecord } from '../../../domain/company.schema';
import { invalidDocumentKey, onlyDigits } from '../../../domain/documents';
import type { ValidationKey } from '../../../domain/validation';
import { type FieldProblems, isBlank, orNull, problemsByField, withKey } from '../../../ui/form/form-model';
import {
  addressFromPostal,
  type CompanyAddressValues,
  companyFromCnpj,
  EMPTY_COMPANY_ADDRESS,
  POSTAL_FIELDS,
} from '../../../ui/form/lookup-fill';

// The building form's values and pure steps (doc 3 §3 Building, §5 "Building form"). Rules:
// src/domain/buildings.ts `buildingInput`; this file shapes the form for it.

export interface BuildingValues extends CompanyAddressValues {
  type: BuildingType;
  cnpj: string;
  name: string;
  code: string;
  country: string;
  lat: string;
  lng: string;
  isActive: boolean;
}

export type BuildingTextField = Exclude<keyof BuildingValues, 'isActive' | 'type'>;

export const emptyBuilding: BuildingValues = {
  // ours (the seed gives no default type): a new building is a branch; the main one exists first
  type: 'FILIAL',
  cnpj: '',
  name: '',
  code: '',
  ...EMPTY_COMPANY_ADDRESS,
  country: DEFAULT_BUILDING_COUNTRY, // doc 3 §9
  lat: '',
  lng: '',
  isActive: true,
};

const coordinateText = (n: number | null) => (n === null ? '' : String(n));

export const valuesOf = (b: Building): BuildingValues => ({
  type: b.type,
  cnpj: b.cnpj,
  name: b.name,
  code: b.code,
  postalCode: b.postalCode,
  street: b.street,
  number: b.number,
  complement: b.complement ?? '',
  neighborhood: b.neighborhood,
  city: b.city,
  state: b.state,
  country: b.country,
  lat: coordinateText(b.lat),
  lng: coordinateText(b.lng),
  isActive: b.isActive,
});

/** A typed coordinate: empty is none; a comma reads as a decimal point. */
const coordinateOf = (text: string): number | null => {
  const t = text.trim().replace(',', '.');
  return t === '' ? null : Number(t);
};

/** POST /building body: document and postal code as digits, the §5 upper-case fields upper-cased. */
export const toInput = (v: BuildingValues): BuildingInput =>
  normalizeBuilding({
    type: v.type,
    cnpj: onlyDigits(v.cnpj),
    name: v.name,
    code: v.code,
    postalCode: onlyDigits(v.postalCode),
    street: v.street.trim(),
    number: v.number,
    complement: orNull(v.complement),
    neighborhood: v.neighborhood.trim(),
    city: v.city.trim(),
    state: v.state.trim().toUpperCase(),
    country: v.country,
    lat: coordinateOf(v.lat),
    lng: coordinateOf(v.lng),
    isActive: v.isActive,
  });

/** Ours (doc 3 §5 says only "lat, lng optional"): a coordinate must read as a number. */
const INVALID_COORDINATE = 'registers.buildings.form.invalidCoordinate' as ValidationKey;

/** The first problem of each field: empty → required (doc 1 §5); a bad document → invalid CPF up
 * to 11 digits, invalid CNPJ above; a coordinate that is no number → invalid. */
export function buildingProblems(values: BuildingValues): FieldProblems {
  const input = toInput(values);
  return problemsByField(buildingInput, input, (problem, given) => {
    if (isBlank(given)) return withKey(problem, 'validation.required');
    if (problem.field === 'cnpj') return withKey(problem, invalidDocumentKey(input.cnpj));
    if (problem.field === 'lat' || problem.field === 'lng') return withKey(problem, INVALID_COORDINATE);
    return problem;
  });
}

export { addressFromPostal, POSTAL_FIELDS };

/** What a valid CNPJ found in the registry fills (doc 3 §5 "autofills name and address"). */
export function fieldsFromCnpj(record: CnpjRecord) {
  const { fantasyName, email: _e, phone: _p, ...fields } = companyFromCnpj(record);
  return { ...fields, name: (fantasyName || fields.name).toUpperCase() };
}
export const CNPJ_FIELDS = [
  'name',
  'postalCode',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'state',
] as const satisfies readonly BuildingTextField[];
