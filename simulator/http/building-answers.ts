import { type } from 'arktype';
import { BUILDING_TYPES, type Building, type BuildingsPage } from '../../src/domain/buildings';
import { companyRecordFields, exact, listAnswer, messageWith, nullableText } from './answers';

/**
 * Answer types of the buildings register (doc 3 §2, §3, §7; simulator/routes/buildings.routes.ts):
 * a building, its page and a change's `{ message, building }`. Checked against the domain types.
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
