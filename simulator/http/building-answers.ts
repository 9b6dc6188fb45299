import { type } from 'arktype';
import {
  BUILDING_TYPES,
  type Building,
  type BuildingsPage,
  type WarehouseRecord,
  type WarehousesPage,
} from '../../src/domain/buildings';
import { companyRecordFields, exact, listAnswer, messageWith, nullableText } from './answers';

/**
 * Answer types of the buildings and warehouses registers (doc 3 §2, §3, §7; simulator/routes/
 * buildings.routes.ts, warehouses.routes.ts): a building or warehouse, its page and a change's
 * `{ message, building }` or `{ message, warehouse }`. Checked against the domain types.
 */
const nullableNumber = 'number | null';

export const buildingAnswer = type({
  ...companyRecordFields,
  type: type.enumerated(...BUILDING_TYPES),
  cnpj: 'string',
  name: 'string',
  code: 'string',
  postalCode: 'string',
  street: 'string',
  number: 'string',
  complement: nullableText,
  neighborhood: 'string',
  city: 'string',
  state: 'string',
  country: 'string',
  lat: nullableNumber,
  lng: nullableNumber,
  isActive: 'boolean',
});
exact<typeof buildingAnswer.infer, Building>(true);
export const buildingsPage = listAnswer('buildings', buildingAnswer);
exact<typeof buildingsPage.infer, BuildingsPage>(true);
export const buildingChange = messageWith('building', buildingAnswer);

export const warehouseAnswer = type({
  ...companyRecordFields,
  code: 'string',
  name: 'string',
  building: type({ id: 'string', name: 'string' }).or('null'),
  isActive: 'boolean',
  totalPositions: 'number',
});
exact<typeof warehouseAnswer.infer, WarehouseRecord>(true);
export const warehousesPage = listAnswer('warehouses', warehouseAnswer);
exact<typeof warehousesPage.infer, WarehousesPage>(true);
export const warehouseChange = messageWith('warehouse', warehouseAnswer);
