import type { Dataset } from '../store/dataset';
import type { SurveyRecord } from '../store/surveys.repo';
import { demoBuildings } from './demo/buildings';
import { demoCategories } from './demo/categories';
import { DEMO_DOCUMENTS, demoCompanies } from './demo/companies';
import { demoConfigurations } from './demo/configurations';
import { demoCrossdockings } from './demo/crossdockings';
import { demoCounterActivities, demoDevices, demoHandlingHistory } from './demo/devices';
import { demoHandlings } from './demo/handlings';
import { inventorySeed } from './demo/inventory';
import { demoManufacturers } from './demo/manufacturers';
import { ordersAreaSeed } from './demo/orders';
import { demoAttributes, demoStockChanges } from './demo/product-register';
import { registerStock } from './demo/register-stock';
import { registerUsers } from './demo/register-users';
import { demoSurveys } from './demo/surveys';
import { demoUsers } from './demo/users';
import { demoVehicles } from './demo/vehicles';
import { warehouseSeed } from './demo/warehouse';
import { demoYard } from './demo/yard';
import { SEED_EPOCH } from './epoch';
import { createPrng, type Prng } from './prng';
import { type SeedSpec, SIZE_PROFILES } from './sizes';

const REASONS = [
  'Entrega rápida.',
  'Motorista muito educado.',
  'Produto chegou avariado.',
  'Atrasou um dia.',
  'Ótimo atendimento.',
  '',
];

/** Generated surveys (sizes above demo), spread over the demo companies, about half answered. */
function extraSurveys(prng: Prng, count: number): SurveyRecord[] {
  const companies = Object.values(DEMO_DOCUMENTS);
  return Array.from({ length: count }, (_, i) => {
    const code = `NPS-G${String(i + 1).padStart(6, '0')}`;
    const companyDocument = prng.pick(companies);
    if (!prng.chance(0.5)) {
      return { code, companyDocument, status: 'unanswered', rating: null, reason: null, answeredAt: null };
    }
    return {
      code,
      companyDocument,
      status: 'answered',
      rating: prng.int(1, 10), // doc 1 §9: survey scale 1 to 10
      reason: prng.pick(REASONS) || null,
      answeredAt: new Date(SEED_EPOCH - prng.int(0, 90 * 86_400) * 1000).toISOString(),
    };
  });
}

/** The whole dataset for a seed number and size. Same input, same output: no Math.random, no
 * wall clock. The demo records are fixed (tests and docs name them); generated ones vary by seed. */
export function generateDataset(spec: SeedSpec): Dataset {
  const prng = createPrng(spec.seed);
  const profile = SIZE_PROFILES[spec.size];
  // The orders area (issue 3) draws from its own PRNGs so it never shifts the records above.
  const ordersArea = ordersAreaSeed(spec.seed, profile.extraOrders);
  // The warehouse (issue 4) links its operations to the fixed demo orders and stocks the products.
  const warehouse = warehouseSeed({
    demoOrders: ordersArea.demoOrders,
    products: ordersArea.data.products,
    bench: profile.benchOperations,
  });
  // the registers' hundreds of products and positions (issue 12), above the demo size only
  if (profile.registerStock) {
    const extra = registerStock(createPrng(spec.seed + 12), warehouse.data.warehouses);
    warehouse.products.push(...extra.products);
    warehouse.data.positions.push(...extra.positions);
    warehouse.data.positionItems.push(...extra.positionItems);
  }
  const areaOrders = ordersArea.data.orders;
  const vehicles = demoVehicles();
  return {
    companies: demoCompanies(),
    configurations: demoConfigurations(),
    users: [...demoUsers(spec.seed), ...registerUsers(spec.seed, vehicles)],
    surveys: [...demoSurveys(), ...extraSurveys(prng, profile.extraSurveys), ...ordersArea.surveys],
    ordersArea: {
      ...ordersArea.data,
      products: warehouse.products,
      orders: function* () {
        yield* areaOrders();
        yield* warehouse.orders;
      },
    },
    warehouse: warehouse.data,
    // Devices draw from their own PRNG so they never shift the records generated above.
    devices: demoDevices(),
    smartCounterActivities: demoCounterActivities(createPrng(spec.seed + 6)),
    handlingHistory: demoHandlingHistory(createPrng(spec.seed + 6)),
    inventory: inventorySeed(warehouse.data.positionItems),
    // the products register and stock screens (issue 12): fixed, drawn from no PRNG
    productArea: {
      attributes: demoAttributes(warehouse.products),
      stockChanges: demoStockChanges(
        warehouse.data.positionItems,
        warehouse.data.positions,
        warehouse.products,
      ),
    },
    registers: {
      vehicles,
      categories: demoCategories(),
      buildings: demoBuildings(warehouse.data.warehouses),
    },
    handlings: demoHandlings(warehouse.data),
    yard: demoYard(),
    manufacturers: demoManufacturers(),
    crossdockings: demoCrossdockings(ordersArea.demoOrders, warehouse.data),
  };
}
