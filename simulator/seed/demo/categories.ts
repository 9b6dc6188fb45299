import { type Category, RESERVED_CATEGORY_CODE } from '../../../src/domain/categories';
import { DEMO_DOCUMENTS, type DemoCompanyKey } from './companies';

/**
 * Product categories of the demo companies (doc 3 §3 Category), the same for every seed: each has
 * the reserved default 999 (doc 3 §5, §9); the principal enough more that the list pages and its
 * name filter matter.
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
  const out: Category[] = [];
  const add = (companyDocument: string, code: string, name: string) =>
    out.push({ id: `cat-${String(out.length + 1).padStart(6, '0')}`, companyDocument, code, name });
  for (const key of Object.keys(PER_COMPANY) as DemoCompanyKey[]) {
    add(DEMO_DOCUMENTS[key], RESERVED_CATEGORY_CODE, 'Geral');
    NAMES.slice(0, PER_COMPANY[key]).forEach((name, i) => {
      add(DEMO_DOCUMENTS[key], String(100 + i), name);
    });
  }
  return out;
}
