import { NO_STOCK, type ProductRow } from '../../store/products.repo';
import { SEED_EPOCH } from '../epoch';
import type { Prng } from '../prng';
import { DEMO_PRODUCT_BARCODE } from './order-ids';
import type { CompanyPlan } from './order-plans';
import { DAY, iso, pad, round2 } from './order-values';
import { demoRegisterFields } from './product-register';

const PRODUCT_WORDS = [
  'Caixa de parafusos',
  'Filtro de óleo',
  'Pastilha de freio',
  'Lâmpada LED',
  'Cabo USB',
  'Detergente 5L',
  'Papel A4',
  'Luva nitrílica',
  'Fita adesiva',
  'Óleo 15W40',
  'Correia dentada',
  'Amortecedor',
  'Bateria 60Ah',
  'Pneu aro 15',
  'Palete PBR',
];

/** The catalogue of a demo company: `plan.products` products numbered from `base + 1`, the last
 * `plan.inactiveProducts` inactive; the principal's first carries DEMO_PRODUCT_BARCODE. */
export function demoProducts(prng: Prng, plan: CompanyPlan, document: string, base: number): ProductRow[] {
  return Array.from({ length: plan.products }, (_, i) => {
    const n = base + i + 1;
    return {
      id: `prd-${pad(n)}`,
      companyDocument: document,
      sku: `SKU-${pad(n, 5)}`,
      description:
        `${PRODUCT_WORDS[i % PRODUCT_WORDS.length]} ${plan.key === 'principal' ? '' : `(${plan.key}) `}${Math.floor(i / PRODUCT_WORDS.length) + 1}`
          .replace(/\s+/g, ' ')
          .trim(),
      barcode: plan.key === 'principal' && i === 0 ? DEMO_PRODUCT_BARCODE : `789${pad(n * 7919, 10)}`,
      rfidcode: i % 5 === 0 ? `E2801160600002${pad(n, 10)}` : null,
      manufactorCode: `MF-${pad(n, 4)}`,
      un: prng.pick(['UN', 'UN', 'CX', 'KG']),
      price: round2(prng.int(150, 50_000) / 100),
      isActive: i < plan.products - plan.inactiveProducts,
      productBatch: i % 3 === 0 ? `L${2024 + (i % 2)}-${pad(i + 1, 3)}` : null,
      productExpire: i % 3 === 0 ? iso(SEED_EPOCH + (90 + i) * DAY).slice(0, 10) : null,
      ...NO_STOCK, // the warehouse seed (demo-warehouse.ts) stores them
      ...demoRegisterFields(document, i), // category, brand, manufacturer (issue 12)
      createdAt: iso(SEED_EPOCH - 200 * DAY),
    };
  });
}
