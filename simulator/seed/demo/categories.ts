import type { Category } from '../../../src/domain/categories';
import { DEMO_DOCUMENTS, type DemoCompanyKey } from './companies';
import { productCategories } from './product-register';

/**
 * Product categories of the demo companies (doc 3 §3 Category), the same for every seed: those the
 * demo products are in (demo/product-register.ts, the reserved default 999 among them, doc 3 §5,
 * §9) and, coded from 200, enough more for the principal that the list pages and its name filter
 * matter.
 */
const NAMES = [
  'Alimentos',
  'Bebidas',
  'Limpeza',
  'Higiene',
  'Papelaria',
  'Informática',
  'Eletrônicos',
  'Eletrodomésticos',
  'Ferramentas',
  'Jardinagem',
  'Automotivo',
  'Brinquedos',
  'Esportes',
  'Vestuário',
  'Calçados',
  'Acessórios',
  'Móveis',
  'Decoração',
  'Iluminação',
  'Construção',
  'Hidráulica',
  'Elétrica',
  'Pet shop',
  'Farmácia',
  'Cosméticos',
  'Embalagens',
  'Escritório',
  'Utilidades domésticas',
  'Camping',
  'Peças de reposição',
];
const PER_COMPANY: Record<DemoCompanyKey, number> = {
  principal: 30,
  subsidiary1: 8,
  subsidiary2: 5,
  outsider: 6,
};

export function demoCategories(): Category[] {
  const out: Category[] = productCategories();
  const add = (companyDocument: string, code: string, name: string) =>
    out.push({ id: `cat-${String(out.length + 1).padStart(6, '0')}`, companyDocument, code, name });
  for (const key of Object.keys(PER_COMPANY) as DemoCompanyKey[]) {
    NAMES.slice(0, PER_COMPANY[key]).forEach((name, i) => {
      add(DEMO_DOCUMENTS[key], String(200 + i), name);
    });
  }
  return out;
}
