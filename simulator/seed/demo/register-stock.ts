import type { ProductRow } from '../../store/products.repo';
import type { PositionItemRow } from '../../store/stock.repo';
import type { PositionRow, WarehouseRow } from '../../store/warehouses.repo';
import { SEED_EPOCH } from '../epoch';
import type { Prng } from '../prng';
import { DEMO_DOCUMENTS } from './companies';
import { DAY, iso, pad } from './order-values';
import { demoRegisterFields } from './product-register';

/**
 * Issue 12 "Seed data large enough to need the filters (hundreds of products and positions across
 * two warehouses and the subsidiaries)": for the seed sizes above `demo` (sizes.ts `registerStock`),
 * more products and positions on top of the fixed demo ones, which keep their ids. Each generated
 * product is stored in one generated position of its company, so the contract's "Stock" invariant
 * holds (a product's quantity is the sum of its position items); a tenth of them hold nothing, so
 * the register's "positions disabled at quantity 0" and the stock filters have rows to show.
 * The `demo` size stays as it is: the per-session test seed must stay small and fast.
 */
interface CompanyExtra {
  document: string;
  /** generated products of the company */
  products: number;
  /** streets added to each of its warehouses (10 columns × 4 levels each) */
  streets: string[];
}

const EXTRAS: CompanyExtra[] = [
  // 2 warehouses × 3 streets × 40 = 240 more positions, 400 more products
  { document: DEMO_DOCUMENTS.principal, products: 400, streets: ['M', 'N', 'P'] },
  // 2 warehouses × 2 streets × 40 = 160 more positions each, 120 more products each
  { document: DEMO_DOCUMENTS.subsidiary1, products: 120, streets: ['M', 'N'] },
  { document: DEMO_DOCUMENTS.subsidiary2, products: 120, streets: ['M', 'N'] },
];
const COLUMNS = 10;
const LEVELS = 4;
const WORDS = [
  'Filtro de ar',
  'Parafuso sextavado',
  'Cabo flexível',
  'Luva de raspa',
  'Fita crepe',
  'Rolamento',
];
const CREATED = iso(SEED_EPOCH - 120 * DAY);

export interface RegisterStock {
  positions: PositionRow[];
  products: ProductRow[];
  positionItems: PositionItemRow[];
}

/** The extra streets of one warehouse; `first` numbers the ids (pos-x00001…). */
function extraPositions(extra: CompanyExtra, warehouse: WarehouseRow, first: number): PositionRow[] {
  const rows: PositionRow[] = [];
  for (const street of extra.streets)
    for (let c = 1; c <= COLUMNS; c += 1)
      for (let l = 1; l <= LEVELS; l += 1) {
        const column = pad(c, 2);
        rows.push({
          id: `pos-x${pad(first + rows.length, 5)}`,
          companyDocument: extra.document,
          warehouseId: warehouse.id,
          code: `${street}-${column}-${l}-1`,
          rfidCode: null,
          street,
          column,
          level: String(l),
          gap: '1',
          type: l === 1 ? 'PICKING' : 'STORAGE',
          status: 'ACTIVE',
          isActive: true,
          inInventory: false,
          isVirtual: false,
          scanType: 'BARCODE',
          createdAt: CREATED,
        });
      }
  return rows;
}

/** The generated products, positions and stock of every demo company but the outsider. */
export function registerStock(prng: Prng, warehouses: WarehouseRow[]): RegisterStock {
  const out: RegisterStock = { positions: [], products: [], positionItems: [] };
  for (const extra of EXTRAS) {
    const own = warehouses.filter((w) => w.companyDocument === extra.document);
    const positions: PositionRow[] = [];
    for (const w of own)
      positions.push(...extraPositions(extra, w, out.positions.length + positions.length + 1));
    out.positions.push(...positions);
    for (let i = 0; i < extra.products; i += 1) {
      const n = out.products.length + 1;
      const quantity = i % 10 === 9 ? 0 : prng.int(1, 400);
      const product: ProductRow = {
        id: `prd-x${pad(n, 5)}`,
        companyDocument: extra.document,
        sku: `GEN-${pad(n, 5)}`,
        description: `${WORDS[i % WORDS.length]} ${Math.floor(i / WORDS.length) + 1}`,
        barcode: `780${pad(n, 10)}`,
        rfidcode: null,
        manufactorCode: `MG-${pad(n, 5)}`,
        un: prng.pick(['UN', 'CX', 'KG']),
        price: prng.int(100, 90_000) / 100,
        isActive: i % 25 !== 24,
        productBatch: null,
        productExpire: null,
        quantity,
        quantityVirtual: 0,
        balance: quantity,
        ...demoRegisterFields(extra.document, i),
        createdAt: iso(SEED_EPOCH - (i % 180) * DAY),
      };
      out.products.push(product);
      if (quantity === 0) continue;
      out.positionItems.push({
        id: `wpi-x${pad(out.positionItems.length + 1, 5)}`,
        positionId: prng.pick(positions).id,
        productId: product.id,
        quantity,
        barcode: product.barcode,
        rfidcode: null,
        serviceTag: null,
        responsible: null,
        padlock: null,
        status: 'ACTIVE',
        createdAt: CREATED,
      });
    }
  }
  return out;
}
