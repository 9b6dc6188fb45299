import type { Company } from '../../../src/domain/company.schema';
import { completeCnpj } from '../../../src/domain/documents';
import { POSTAL_ADDRESSES } from '../lookup-registry';

/** The documents of the demo companies (docs/CONTRACTS.md "Demo data"). Subsidiaries share the
 * principal's 8-digit root with branch numbers 0002 and 0003, as real CNPJs of one group do. */
export const DEMO_DOCUMENTS = {
  principal: completeCnpj('112223330001'),
  subsidiary1: completeCnpj('112223330002'),
  subsidiary2: completeCnpj('112223330003'),
  outsider: completeCnpj('445556660001'),
} as const;
export type DemoCompanyKey = keyof typeof DEMO_DOCUMENTS;

// A tiny SVG logo so the survey page (doc 1 §2.5) has something to show for the principal.
const DEMO_LOGO = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" rx="8" fill="#01579B"/><text x="100" y="38" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">Demo Logística</text></svg>',
)}`;

function company(
  key: DemoCompanyKey,
  fields: Pick<
    Company,
    'corporateName' | 'fantasyName' | 'type' | 'postalCode' | 'number' | 'email' | 'phone' | 'contact' | 'ie'
  > &
    Partial<Pick<Company, 'logo'>>,
  parent: DemoCompanyKey | null,
): Company {
  const address = POSTAL_ADDRESSES[fields.postalCode];
  return {
    id: `cmp-${key}`,
    cnpj: DEMO_DOCUMENTS[key],
    logo: null,
    street: address.street,
    neighborhood: address.neighborhood,
    city: address.city,
    state: address.state,
    complement: address.complement,
    country: 'Brasil',
    parentDocument: parent ? DEMO_DOCUMENTS[parent] : null,
    ...fields,
  };
}

export function demoCompanies(): Company[] {
  return [
    company(
      'principal',
      {
        corporateName: 'Demo Logística Ltda',
        fantasyName: 'Demo Logística',
        type: 'PRINCIPAL',
        postalCode: '01310100',
        number: '1500',
        email: 'contato@demo-logistica.example',
        phone: '1140001000',
        contact: 'Ana Souza',
        ie: '110042490',
        logo: DEMO_LOGO,
      },
      null,
    ),
    company(
      'subsidiary1',
      {
        corporateName: 'Demo Logística Campinas Ltda',
        fantasyName: 'Demo Logística Campinas',
        type: 'FILIAL',
        postalCode: '13015000',
        number: '300',
        email: 'campinas@demo-logistica.example',
        phone: '1940002000',
        contact: 'Bruno Lima',
        ie: '244061320',
      },
      'principal',
    ),
    company(
      'subsidiary2',
      {
        corporateName: 'Demo Logística Curitiba Ltda',
        fantasyName: 'Demo Logística Curitiba',
        type: 'FILIAL',
        postalCode: '80020000',
        number: '820',
        email: 'curitiba@demo-logistica.example',
        phone: '4140003000',
        contact: 'Carla Dias',
        ie: '901234567',
      },
      'principal',
    ),
    company(
      'outsider',
      {
        corporateName: 'Outra Transportes S.A.',
        fantasyName: 'Outra Transportes',
        type: 'PRINCIPAL',
        postalCode: '20040002',
        number: '10',
        email: 'contato@outra-transportes.example',
        phone: '2140004000',
        contact: 'Diego Rocha',
        ie: '',
      },
      null,
    ),
  ];
}
