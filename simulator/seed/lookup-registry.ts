import type { CnpjRecord, PostalAddress } from '../../src/domain/company.schema';
import { completeCnpj } from '../../src/domain/documents';

/**
 * The built-in registry behind GET /search/cep and GET /search/cnpj (doc 1 §5, §7.2): the real
 * platform asks public registries; the simulator answers from this fixed, offline list, the same
 * for every seed. Listed in simulator/README.md. The addresses are illustrative, not postal truth.
 */
export const POSTAL_ADDRESSES: Readonly<Record<string, PostalAddress>> = {
  '01310100': {
    street: 'Avenida Paulista',
    complement: 'de 1 a 610 - lado par',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  '13015000': {
    street: 'Rua Barão de Jaguara',
    complement: '',
    neighborhood: 'Centro',
    city: 'Campinas',
    state: 'SP',
  },
  '80020000': {
    street: 'Rua XV de Novembro',
    complement: 'até 699/700',
    neighborhood: 'Centro',
    city: 'Curitiba',
    state: 'PR',
  },
  '20040002': {
    street: 'Avenida Rio Branco',
    complement: 'de 1 a 75 - lado ímpar',
    neighborhood: 'Centro',
    city: 'Rio de Janeiro',
    state: 'RJ',
  },
  '30130010': {
    street: 'Avenida Afonso Pena',
    complement: '',
    neighborhood: 'Centro',
    city: 'Belo Horizonte',
    state: 'MG',
  },
  '90010150': {
    street: 'Rua dos Andradas',
    complement: '',
    neighborhood: 'Centro Histórico',
    city: 'Porto Alegre',
    state: 'RS',
  },
  '40020000': {
    street: 'Avenida Sete de Setembro',
    complement: '',
    neighborhood: 'Centro',
    city: 'Salvador',
    state: 'BA',
  },
  '70040010': {
    street: 'Setor Bancário Sul',
    complement: 'Quadra 1',
    neighborhood: 'Asa Sul',
    city: 'Brasília',
    state: 'DF',
  },
  '50030230': {
    street: 'Rua do Bom Jesus',
    complement: '',
    neighborhood: 'Recife',
    city: 'Recife',
    state: 'PE',
  },
  '69005010': {
    street: 'Avenida Eduardo Ribeiro',
    complement: '',
    neighborhood: 'Centro',
    city: 'Manaus',
    state: 'AM',
  },
  '88010400': {
    street: 'Rua Felipe Schmidt',
    complement: '',
    neighborhood: 'Centro',
    city: 'Florianópolis',
    state: 'SC',
  },
  '60060440': {
    street: 'Rua Barão do Rio Branco',
    complement: '',
    neighborhood: 'Centro',
    city: 'Fortaleza',
    state: 'CE',
  },
};

interface Registered {
  base12: string;
  name: string;
  fantasyName: string;
  postalCode: keyof typeof POSTAL_ADDRESSES & string;
  number: string;
  email: string;
  phone: string;
}

// Company names are fictional; none of these documents is registered in the seed, so a tester can
// look one up on the registration page and then register it.
const REGISTERED: Registered[] = [
  {
    base12: '271834560001',
    name: 'Armazéns Paulista Ltda',
    fantasyName: 'Armazéns Paulista',
    postalCode: '01310100',
    number: '1000',
    email: 'contato@armazens-paulista.example',
    phone: '1130001000',
  },
  {
    base12: '318276540001',
    name: 'Campinas Cargas S.A.',
    fantasyName: 'Campinas Cargas',
    postalCode: '13015000',
    number: '250',
    email: 'sac@campinas-cargas.example',
    phone: '1932002000',
  },
  {
    base12: '402918370001',
    name: 'Curitiba Distribuição Ltda',
    fantasyName: 'CWB Distribuição',
    postalCode: '80020000',
    number: '480',
    email: 'contato@cwb-dist.example',
    phone: '4133003000',
  },
  {
    base12: '527364810001',
    name: 'Rio Express Transportes Ltda',
    fantasyName: 'Rio Express',
    postalCode: '20040002',
    number: '45',
    email: 'ops@rio-express.example',
    phone: '2134004000',
  },
  {
    base12: '613728490001',
    name: 'Minas Logística Integrada S.A.',
    fantasyName: 'Minas Log',
    postalCode: '30130010',
    number: '1212',
    email: 'contato@minaslog.example',
    phone: '3135005000',
  },
  {
    base12: '734819260001',
    name: 'Gaúcha Fretes Ltda',
    fantasyName: 'Gaúcha Fretes',
    postalCode: '90010150',
    number: '900',
    email: 'fretes@gaucha.example',
    phone: '5136006000',
  },
  {
    base12: '815263740001',
    name: 'Bahia Armazenagem Ltda',
    fantasyName: 'Bahia Armazenagem',
    postalCode: '40020000',
    number: '77',
    email: 'contato@bahia-arm.example',
    phone: '7137007000',
  },
  {
    base12: '926374180001',
    name: 'Planalto Cargas Ltda',
    fantasyName: 'Planalto Cargas',
    postalCode: '70040010',
    number: '10',
    email: 'contato@planalto.example',
    phone: '6138008000',
  },
  {
    base12: '137482950001',
    name: 'Recife Portuária S.A.',
    fantasyName: 'Recife Portuária',
    postalCode: '50030230',
    number: '33',
    email: 'porto@recife-port.example',
    phone: '8139009000',
  },
  {
    base12: '248593160001',
    name: 'Amazônia Fluvial Transportes Ltda',
    fantasyName: 'Amazônia Fluvial',
    postalCode: '69005010',
    number: '500',
    email: 'contato@amz-fluvial.example',
    phone: '9231001000',
  },
  {
    base12: '359614270001',
    name: 'Ilha Entregas Ltda',
    fantasyName: 'Ilha Entregas',
    postalCode: '88010400',
    number: '120',
    email: 'contato@ilha-entregas.example',
    phone: '4832002000',
  },
  {
    base12: '461725380001',
    name: 'Nordeste Cross Docking Ltda',
    fantasyName: 'NE Cross',
    postalCode: '60060440',
    number: '66',
    email: 'contato@ne-cross.example',
    phone: '8533003000',
  },
];

export const CNPJ_RECORDS: Readonly<Record<string, CnpjRecord>> = Object.fromEntries(
  REGISTERED.map((r) => {
    const address = POSTAL_ADDRESSES[r.postalCode];
    const record: CnpjRecord = {
      name: r.name,
      fantasyName: r.fantasyName,
      postalCode: r.postalCode,
      street: address.street,
      complement: address.complement,
      number: r.number,
      neighborhood: address.neighborhood,
      municipality: address.city,
      state: address.state,
      email: r.email,
      phone: r.phone,
    };
    return [completeCnpj(r.base12), record];
  }),
);
