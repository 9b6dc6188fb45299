import { type } from 'arktype';
import type { CategoriesPage, Category } from '../../src/domain/categories';
import type { SalesChannel, SalesChannelsPage } from '../../src/domain/sales-channels';
import { VEHICLE_TYPES, type Vehicle, type VehiclesPage } from '../../src/domain/vehicles';
import { companyRecordFields, exact, listAnswer, messageWith } from './answers';

/**
 * Answer types of the small registers (doc 3 §3, §7): categories, vehicles and sales channels
 * (simulator/routes/categories.routes.ts, vehicles.routes.ts, sales-channels.routes.ts): the
 * record, its page and a change's `{ message, record }`. Checked against the domain types.
 */
export const categoryAnswer = type({
  ...companyRecordFields,
  name: 'string',
  code: 'string',
});
exact<typeof categoryAnswer.infer, Category>(true);
export const categoriesPage = listAnswer('categories', categoryAnswer);
exact<typeof categoriesPage.infer, CategoriesPage>(true);
export const categoryChange = messageWith('category', categoryAnswer);

export const vehicleAnswer = type({
  ...companyRecordFields,
  plate: 'string',
  type: type.enumerated(...VEHICLE_TYPES),
  capacityVolume: 'number',
  capacityWeight: 'number',
  status: 'boolean',
});
exact<typeof vehicleAnswer.infer, Vehicle>(true);
export const vehiclesPage = listAnswer('vehicles', vehicleAnswer);
exact<typeof vehiclesPage.infer, VehiclesPage>(true);
export const vehicleChange = messageWith('vehicle', vehicleAnswer);

export const salesChannelAnswer = type({
  ...companyRecordFields,
  code: 'string',
  saleschannel: 'string',
});
exact<typeof salesChannelAnswer.infer, SalesChannel>(true);
export const salesChannelsPage = listAnswer('saleschannels', salesChannelAnswer);
exact<typeof salesChannelsPage.infer, SalesChannelsPage>(true);
export const salesChannelChange = messageWith('saleschannel', salesChannelAnswer);
