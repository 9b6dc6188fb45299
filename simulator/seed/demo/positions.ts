import { round2 } from '../../../src/domain/operation-rules';
import type { PositionType, ScanType } from '../../../src/domain/warehouse';
import { seqId } from '../../store/ids';
import type { ProductRow } from '../../store/products.repo';
import type { PositionItemRow } from '../../store/stock.repo';
import type { PositionRow, WarehouseRow } from '../../store/warehouses.repo';
import { SEED_EPOCH } from '../epoch';
import type { Prng } from '../prng';
import { DEMO_DOCUMENTS, type DemoCompanyKey } from './companies';

/**
 * Warehouses, positions and the stock in them (doc 3 §3 Warehouse, Position, Warehouse position
 * item), the same for every seed: two warehouses per demo company, 48 positions (24 for the
 * principal), two of the principal's in inventory and one inactive, and every active product
 * stored in one or two positions. The operations seed (demo-warehouse.ts) adds what its put-aways
 * stored, then the products' quantities are the sums (contract "Stock" invariant).
 */
interface WarehousePlan {
  code: string;
  name: string;
  building: string;
  streets: string[];
  columns: number;
  levels: number;
}

const PLANS: Record<DemoCompanyKey, WarehousePlan[]> = {
  principal: [
    { code: 'CDSP', name: 'CD SÃO PAULO', building: 'MATRIZ', streets: ['A', 'B'], columns: 3, levels: 2 },
    { code: 'CDGRU', name: 'CD GUARULHOS', building: 'MATRIZ', streets: ['C', 'D'], columns: 3, levels: 2 },
  ],
  subsidiary1: [
    {
      code: 'CDCPS',
      name: 'CD CAMPINAS',
      building: 'FILIAL CAMPINAS',
      streets: ['A'],
      columns: 2,
      levels: 2,
    },
    {
      code: 'CPSX',
      name: 'CAMPINAS EXPEDIÇÃO',
      building: 'FILIAL CAMPINAS',
      streets: ['B'],
      columns: 2,
      levels: 2,
    },
  ],
  subsidiary2: [
    {
      code: 'CDCWB',
      name: 'CD CURITIBA',
      building: 'FILIAL CURITIBA',
      streets: ['A'],
      columns: 2,
      levels: 2,
    },
    {
      code: 'CWBX',
      name: 'CURITIBA EXPEDIÇÃO',
      building: 'FILIAL CURITIBA',
      streets: ['B'],
      columns: 2,
      levels: 2,
    },
  ],
  outsider: [
    { code: 'OTR1', name: 'ARMAZÉM OUTRA 1', building: 'SEDE', streets: ['A'], columns: 2, levels: 2 },
    { code: 'OTR2', name: 'ARMAZÉM OUTRA 2', building: 'SEDE', streets: ['B'], columns: 2, levels: 2 },
  ],
};

const CREATED = new Date(SEED_EPOCH - 300 * 86_400_000).toISOString();

/** Positions tests and docs name (simulator/README.md "Warehouse operations and stock"). */
export const DEMO_POSITION_IDS = {
  /** principal, CDSP A-02-1: STORAGE, active, available */
  storage: 'pos-000003',
  /** principal, CDSP A-03-1: PICKING */
  picking: 'pos-000005',
  /** principal, CDSP A-03-2: in inventory (listed with an asterisk, cannot be chosen) */
  inInventory: 'pos-000006',
  /** principal, CDSP B-02-2: STORAGE, inactive */
  inactive: 'pos-000010',
  /** subsidiary 1's first position */
  subsidiary1: 'pos-000025',
  /** the outsider's first position */
  outsider: 'pos-000041',
} as const;
const IN_INVENTORY = new Set([DEMO_POSITION_IDS.inInventory, 'pos-000018']);
const INACTIVE = new Set<string>([DEMO_POSITION_IDS.inactive]);

export interface DemoLayout {
  warehouses: WarehouseRow[];
  positions: PositionRow[];
}

export function demoLayout(): DemoLayout {
  const warehouses: WarehouseRow[] = [];
  const positions: PositionRow[] = [];
  for (const key of Object.keys(PLANS) as DemoCompanyKey[]) {
    const companyDocument = DEMO_DOCUMENTS[key];
    for (const plan of PLANS[key]) {
      const warehouseId = seqId('whs', warehouses.length + 1);
      warehouses.push({
        id: warehouseId,
        companyDocument,
        code: plan.code,
        name: plan.name,
        building: plan.building,
        isActive: true,
        createdAt: CREATED,
      });
      const count = plan.streets.length * plan.columns * plan.levels;
      let n = 0;
      for (const street of plan.streets) {
        for (let c = 1; c <= plan.columns; c += 1) {
          for (let l = 1; l <= plan.levels; l += 1) {
            n += 1;
            const id = seqId('pos', positions.length + 1);
            const column = String(c).padStart(2, '0');
            // the last column's ground level is picked from; the warehouse's last position is general
            const type: PositionType =
              n === count ? 'GENERAL' : c === plan.columns && l === 1 ? 'PICKING' : 'STORAGE';
            const scanType: ScanType = l === 2 && street > 'B' ? 'RFID' : 'BARCODE';
            const active = !INACTIVE.has(id);
            positions.push({
              id,
              companyDocument,
              warehouseId,
              code: `${street}-${column}-${l}-1`,
              rfidCode:
                scanType === 'RFID' ? `E28011700000${String(positions.length + 1).padStart(12, '0')}` : null,
              street,
              column,
              level: String(l),
              gap: '1',
              type,
              status: active ? 'ACTIVE' : 'INACTIVE',
              isActive: active,
              inInventory: IN_INVENTORY.has(id),
              isVirtual: false,
              scanType,
              createdAt: CREATED,
            });
          }
        }
      }
    }
  }
  return { warehouses, positions };
}

/** Stock being seeded: what each position holds of each product. */
export class StockBook {
  private readonly held = new Map<string, Map<string, number>>(); // productId → positionId → qty

  constructor(private readonly positions: PositionRow[]) {}

  add(positionId: string, productId: string, quantity: number): void {
    const byPosition = this.held.get(productId) ?? new Map<string, number>();
    byPosition.set(positionId, round2((byPosition.get(positionId) ?? 0) + quantity));
    this.held.set(productId, byPosition);
  }

  /** As stock.repo.ts `fullestPosition`: the active position outside inventory holding most. */
  fullest(productId: string): string | null {
    const byPosition = this.held.get(productId);
    if (!byPosition) return null;
    const candidates = this.positions
      .filter((p) => p.isActive && !p.inInventory && (byPosition.get(p.id) ?? 0) > 0)
      .sort(
        (a, b) => (byPosition.get(b.id) ?? 0) - (byPosition.get(a.id) ?? 0) || a.code.localeCompare(b.code),
      );
    return candidates[0]?.id ?? null;
  }

  /** Every active product of a company in one or two of its positions (a tenth also in an
   * inventory position), at least 30 units where it is picked from (a demo order line asks 12 at most). */
  seedProducts(prng: Prng, products: ProductRow[]): void {
    for (const product of products.filter((p) => p.isActive)) {
      const own = this.positions.filter((p) => p.companyDocument === product.companyDocument && p.isActive);
      const open = own.filter((p) => !p.inInventory);
      this.add(prng.pick(open).id, product.id, prng.int(30, 120));
      if (prng.chance(0.5)) this.add(prng.pick(open).id, product.id, prng.int(10, 60));
      if (prng.chance(0.1))
        this.add(prng.pick(own.filter((p) => p.inInventory).concat(open)).id, product.id, 5);
    }
  }

  items(products: ProductRow[]): PositionItemRow[] {
    const byId = new Map(products.map((p) => [p.id, p]));
    const rows: PositionItemRow[] = [];
    for (const [productId, byPosition] of this.held) {
      const product = byId.get(productId);
      for (const [positionId, quantity] of byPosition) {
        rows.push({
          id: seqId('wpi', rows.length + 1),
          positionId,
          productId,
          quantity,
          barcode: product?.barcode ?? null,
          rfidcode: product?.rfidcode ?? null,
          serviceTag: null,
          responsible: null,
          padlock: null,
          status: 'ACTIVE',
          createdAt: CREATED,
        });
      }
    }
    return rows;
  }

  /** The products with their stock: quantity = the sum of their position items (contract
   * invariant), quantityVirtual as given (received, not yet stored). */
  stocked(products: ProductRow[], virtual: Map<string, number>): ProductRow[] {
    return products.map((p) => {
      const quantity = round2([...(this.held.get(p.id)?.values() ?? [])].reduce((s, q) => s + q, 0));
      const quantityVirtual = virtual.get(p.id) ?? 0;
      return {
        ...p,
        quantity,
        quantityVirtual,
        balance: round2(quantity + quantityVirtual),
      };
    });
  }
}
