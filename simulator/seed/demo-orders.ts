import { buildAccessKey } from '../../src/domain/access-key';
import type { CompanyCustomer } from '../../src/domain/customers';
import { completeCnpj, completeCpf } from '../../src/domain/documents';
import {
  type AttachmentType,
  type CalendarStatus,
  ORDER_STATUSES,
  ORDER_TYPES,
  type OrderOrigin,
  type OrderStatus,
  type OrderTaxes,
  type OrderType,
  type Party,
  SCHEDULED_MARKER,
} from '../../src/domain/orders';
import { mapsLink } from '../../src/domain/parties';
import type { Transporter } from '../../src/domain/transporters';
import type { IntegrationRow } from '../store/integrations.repo';
import type { NpsRecordRow } from '../store/nps-records.repo';
import type { OperationItemRow, OperationRow } from '../store/operations.repo';
import type { AttachmentRow } from '../store/order-attachments.repo';
import type {
  OrderCalendarRow,
  OrderChecklistRow,
  OrderItemRow,
  OrderRow,
  OrderSeed,
} from '../store/orders.repo';
import { productLine, recipientColumns } from '../store/orders.repo';
import type { OrdersAreaData } from '../store/orders-area';
import type { PartyRow } from '../store/parties.repo';
import { NO_STOCK, type ProductRow } from '../store/products.repo';
import type { RouteItemRow, RouteRow } from '../store/routes.repo';
import type { SurveyRecord } from '../store/surveys.repo';
import { DEMO_DOCUMENTS, type DemoCompanyKey } from './demo-companies';
import { DEMO_DOCKS } from './demo-devices';
import { demoSalesChannels, SALES_CHANNELS } from './demo-sales-channels';
import { SEED_EPOCH } from './epoch';
import { minimalPdf, nfeXml, TINY_PNG } from './files';
import { geocode } from './geocode';
import { POSTAL_ADDRESSES } from './lookup-registry';
import { createPrng, type Prng } from './prng';

/**
 * Seed of the orders area (issue 3): transporters, recipients and senders, products, company
 * customers, integrations, orders (every type × status for the principal company, some for the
 * subsidiaries and the outsider), their items, tracking entries, checklists, attachments, linked
 * SO orders, NPS records, and a few downstream records (outbounds, routes, invoices).
 *
 * The demo part is the same for every seed (its own PRNG); sizes above demo add generated orders
 * from the seed's PRNG, streamed into the store (100k for `large`). Dates are offsets from
 * SEED_EPOCH: orders fall in the 90 days before it.
 */

/** Orders tests and docs name (simulator/README.md "Orders area"). */
export const DEMO_ORDER_IDS = {
  pickup: 'ord-pickup',
  cancelled: 'ord-cancelled',
  occurrence: 'ord-occurrence',
  docs: 'ord-docs',
  docsServiceSO: 'ord-docs-so1',
  docsPartsSO: 'ord-docs-so2',
  scheduled: 'ord-scheduled',
  picking: 'ord-picking',
  invoice: 'ord-invoice',
  fresh: 'ord-new',
  done: 'ord-done',
  subsidiary: 'ord-sub1',
  shipped: 'ord-shipped',
  outsider: 'ord-outsider',
} as const;

export const DEMO_NPS_IDS = {
  detractor: 'nps-detractor',
  treated: 'nps-treated',
  promoter: 'nps-promoter',
  neutral: 'nps-neutral',
  unanswered: 'nps-unanswered',
  outsider: 'nps-outsider',
} as const;

export const DEMO_OPERATION_IDS = {
  outboundOpen: 'out-open',
  outboundDone: 'out-done',
  routeOpen: 'rot-open',
  routeDone: 'rot-done',
} as const;

export const DEMO_TRANSPORTER_IDS = {
  principal: 'trp-000001',
  inactive: 'trp-000008',
  outsider: 'trp-outsider',
} as const;
export const DEMO_PRODUCT_BARCODE = '7891000000011';

const DEMO_PRNG_SEED = 20_250_106;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number, w = 6) => String(n).padStart(w, '0');

interface CompanyPlan {
  key: DemoCompanyKey;
  recipients: number;
  senders: number;
  products: number;
  inactiveProducts: number;
  transporters: number;
  customers: number;
  demoOrders: number;
  /** share of the generated orders (sizes above demo) */
  share: number;
  users: string[];
}

const PLANS: CompanyPlan[] = [
  {
    key: 'principal',
    recipients: 24,
    senders: 4,
    products: 40,
    inactiveProducts: 5,
    transporters: 8,
    customers: 25,
    demoOrders: 360,
    share: 0.85,
    users: ['usr-admin', 'usr-operator', 'usr-driver'],
  },
  {
    key: 'subsidiary1',
    recipients: 8,
    senders: 2,
    products: 12,
    inactiveProducts: 2,
    transporters: 3,
    customers: 6,
    demoOrders: 40,
    share: 0.05,
    users: ['usr-admin'],
  },
  {
    key: 'subsidiary2',
    recipients: 8,
    senders: 2,
    products: 12,
    inactiveProducts: 2,
    transporters: 3,
    customers: 6,
    demoOrders: 40,
    share: 0.05,
    users: ['usr-admin'],
  },
  {
    key: 'outsider',
    recipients: 6,
    senders: 2,
    products: 8,
    inactiveProducts: 1,
    transporters: 2,
    customers: 4,
    demoOrders: 30,
    share: 0.05,
    users: ['usr-outsider'],
  },
];

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Hugo',
  'Isabela',
  'João',
  'Larissa',
  'Marcelo',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Tiago',
];
const LAST_NAMES = [
  'Silva',
  'Souza',
  'Oliveira',
  'Santos',
  'Lima',
  'Pereira',
  'Costa',
  'Almeida',
  'Ferreira',
  'Rodrigues',
  'Gomes',
  'Martins',
];
const COMPANY_WORDS = [
  'Comercial',
  'Distribuidora',
  'Mercado',
  'Atacado',
  'Farmácia',
  'Auto Peças',
  'Materiais',
  'Papelaria',
  'Eletro',
  'Moda',
];
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
const CITIES = Object.keys(POSTAL_ADDRESSES);
const ORIGINS: OrderOrigin[] = ['MANUAL', 'MANUAL', 'IMPORT', 'INTEGRATION', 'ECOMMERCE'];
const STAGES: Record<OrderStatus, string> = {
  PENDING: 'Aguardando',
  INPROGRESS: 'Em andamento',
  DONE: 'Concluído',
  OCCURRENCE: 'Ocorrência',
  CANCELLED: 'Cancelado',
  NOTEXECUTED: 'Não executado',
};
const MECHANICS = ['Marcos Mecânico', 'Rita Reparos', 'Paulo Pistão'];
const EQUIPMENT = [
  'rearViews',
  'headlights',
  'wheels',
  'breakLight',
  'windShield',
  'antenna',
  'seat',
  'carpet',
  'horn',
  'alarm',
  'airConditioning',
  'cdPlayer',
  'loudSpeakers',
  'locator',
  'transmissionRadio',
  'extinguisher',
  'triangle',
  'steppe',
  'jack',
  'tireIron',
  'vehicleDocuments',
  'vehicleManual',
];

/** Everything a company's orders are drawn from. */
interface CompanyCtx {
  plan: CompanyPlan;
  document: string;
  recipients: PartyRow[];
  senders: PartyRow[];
  products: ProductRow[];
  transporters: Transporter[];
  /** built once: 100k orders draw from these */
  recipientParties: Party[];
  senderParties: Party[];
  activeProducts: ProductRow[];
  activeTransporters: Transporter[];
}

function addressAt(prng: Prng, salt: number) {
  const postalCode = prng.pick(CITIES);
  const a = POSTAL_ADDRESSES[postalCode];
  const number = String(10 + ((salt * 37) % 1900));
  return {
    postalCode,
    street: a.street,
    number,
    neighborhood: a.neighborhood,
    city: a.city,
    state: a.state,
    ...geocode({ postalCode, street: a.street, number }),
  };
}

let documentCounter = 0;
const nextCnpj = () => {
  documentCounter += 1;
  return completeCnpj(`${20_000_000 + documentCounter}0001`);
};
const nextCpf = () => {
  documentCounter += 1;
  return completeCpf(String(300_000_000 + documentCounter));
};

function party(prng: Prng, ctxDoc: string, kind: 'recipient' | 'sender', id: string, n: number): PartyRow {
  const person = kind === 'recipient' && n % 3 === 0;
  const first = prng.pick(FIRST_NAMES);
  const last = prng.pick(LAST_NAMES);
  const a = addressAt(prng, n);
  const name = person ? `${first} ${last}` : `${prng.pick(COMPANY_WORDS)} ${last} Ltda`;
  return {
    id,
    companyDocument: ctxDoc,
    kind,
    document: person ? nextCpf() : nextCnpj(),
    additionalDocument: person ? null : String(100_000_000 + n),
    name,
    fantasyName: person ? null : `${prng.pick(COMPANY_WORDS)} ${last}`,
    postalCode: a.postalCode,
    street: a.street,
    number: a.number,
    additionalAddress: n % 4 === 0 ? `Sala ${n}` : null,
    neighborhood: a.neighborhood,
    city: a.city,
    state: a.state,
    country: 'Brasil',
    lat: a.lat,
    long: a.long,
    email: `${first
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}.${last.toLowerCase()}${n}@cliente.example`,
    phone: `119${pad(70_000_000 + n * 13, 8)}`,
  };
}

function partyOf(row: PartyRow): Party {
  const { companyDocument: _c, kind: _k, ...p } = row;
  return { ...p, maps: mapsLink(p.lat, p.long) };
}

function taxesOf(
  items: Array<Pick<OrderItemRow, 'priceTotal'>>,
  freight: number,
  discount: number,
): OrderTaxes {
  const products = round2(items.reduce((s, i) => s + i.priceTotal, 0));
  const icms = round2(products * 0.18);
  const ipi = round2(products * 0.05);
  return {
    priceTotalProducts: products,
    priceIcms: icms,
    priceIcmsSubs: 0,
    priceImport: 0,
    priceIpi: ipi,
    priceAnotherTax: 0,
    priceInsurance: 0,
    priceFreight: freight,
    priceDiscount: discount,
    priceOrder: round2(products + ipi + freight - discount),
  };
}

function vehicleChecklist(prng: Prng, plate: string, customer: string): Record<string, unknown> {
  const yni = ['Y', 'N', 'I'] as const;
  return {
    infos: {
      vehicleNumber: `V-${prng.int(100, 999)}`,
      ct: `CT-${prng.int(1000, 9999)}`,
      fp: 'FP-01',
      service: 'revision',
      casaDaTransmissão: false,
      thirdParty: null,
      warranty: 'no',
      factoryWarranty: null,
      origin: null,
      payment: prng.pick(['cash', 'installments']),
    },
    customerData: {
      customer,
      plate,
      kilometersDriven: prng.int(10_000, 300_000),
      entryDate: iso(SEED_EPOCH - prng.int(1, 60) * DAY),
      vehicleDriver: prng.pick(FIRST_NAMES),
      phone: '11987654321',
      vehicle: {
        name: 'Caminhão',
        brand: 'Volvo',
        model: 'FH 540',
        year: 2019,
        chassis: `9BW${prng.int(10_000_000, 99_999_999)}`,
      },
      vehicleRegistered: true,
    },
    equipment: Object.fromEntries(EQUIPMENT.map((e) => [e, prng.pick(yni)])),
    vehicleBreakdowns: {
      tires: prng.pick(['new', 'good', 'bad']),
      fuelPercent: prng.int(0, 100),
      vehicleDraw: null,
      vehicleImageIndex: 0,
    },
    problemReportedOrWorkToDo: 'Ruído na suspensão dianteira.',
    evaluation: {
      qualityOfService: { meets: true },
      serviceBehavior: { meets: true },
      serviceOnTime: { meets: prng.chance(0.8) },
    },
    personalItemsRemovedByCustomer: true,
    observation: '',
    customerFollowedChecklist: true,
    signatureInFull: customer,
    document: completeCpf('123456789'),
    annotations: '',
    signature: null,
    photos: [],
    roadTests: [
      {
        responsible: 'Marcos Mecânico',
        initialKm: 1000,
        finalKm: 1012,
        date: iso(SEED_EPOCH - 2 * DAY),
        observation: 'OK',
        isOk: true,
      },
    ],
  };
}

function mechanicChecklist(prng: Prng, customer: string): Record<string, unknown> {
  const vxn = ['V', 'X', 'N'] as const;
  const group = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, prng.pick(vxn)]));
  return {
    infos: {
      mechanic: [prng.pick(MECHANICS)],
      auxiliary: null,
      ct: `CT-${prng.int(1000, 9999)}`,
      fp: 'FP-01',
      customer,
      date: iso(SEED_EPOCH - 3 * DAY),
    },
    engine: group(['oil', 'water', 'belt']),
    gearbox: group(['oil']),
    differential: group(['oil']),
    suspension: group(['controlArm', 'axle', 'leafSpring', 'pivot', 'bushings', 'shockAbsorber']),
    transmission: group(['centerBearing', 'crossHead']),
    brakes: group(['pads', 'linings', 'discs', 'drums']),
    sellerName: 'Sara Vendedora',
    partsBudget: [
      { quantity: 2, code: 'PST-01', description: 'Pastilha de freio', images: [], fromClient: false },
    ],
    laborBudget: [{ value: 350, description: 'Troca das pastilhas' }],
    sellerSignature: null,
  };
}

/** Counters shared by demo and generated orders, so ids never repeat. */
interface Counters {
  order: number;
  item: number;
  calendar: number;
  checklist: number;
  numbers: Map<string, number>;
}

interface OrderSpec {
  id?: string;
  type: OrderType;
  status: OrderStatus;
  orderMs: number;
  orderNumber?: string;
  origin?: OrderOrigin;
  scheduled?: boolean;
  parentOrderId?: string;
  soAttribute?: string | null;
  shipperDocument?: string | null;
  withChecklists?: boolean;
  plate?: string;
}

function makeOrder(prng: Prng, c: CompanyCtx, counters: Counters, spec: OrderSpec): OrderSeed {
  counters.order += 1;
  const id = spec.id ?? `ord-${pad(counters.order)}`;
  const number = (counters.numbers.get(c.document) ?? 100_000) + 1;
  counters.numbers.set(c.document, number);
  const orderNumber = spec.orderNumber ?? String(number);
  const recipient = prng.pick(c.recipientParties);
  const sender = prng.pick(c.senderParties);
  const activeProducts = c.activeProducts;
  const lines = prng.int(1, 3);
  const items: OrderItemRow[] = Array.from({ length: lines }, (_, i) => {
    const p = prng.pick(activeProducts);
    const quantity = prng.int(1, 12);
    counters.item += 1;
    return {
      id: `itm-${pad(counters.item)}`,
      orderId: id,
      position: i + 1,
      ...productLine(p, quantity),
      isChecked: spec.status === 'DONE',
      notBelong: i === 2 && prng.chance(0.2),
    };
  });
  const freight = round2(prng.int(1000, 30_000) / 100);
  const transporter = prng.chance(0.8) ? prng.pick(c.activeTransporters) : null;
  const withKey = ['INVOICE', 'PURCHASE', 'NEW', 'OUTBOUND', 'ROUTE'].includes(spec.type) && prng.chance(0.6);
  const orderDate = new Date(spec.orderMs);
  const accessKey = withKey
    ? buildAccessKey({
        yearMonth: `${String(orderDate.getUTCFullYear()).slice(2)}${String(orderDate.getUTCMonth() + 1).padStart(2, '0')}`,
        senderDocument: sender.document.padStart(14, '0'),
        serie: '1',
        number: orderNumber,
        code: String(number),
      })
    : null;
  const deliveryMs = spec.orderMs + prng.int(1, 10) * DAY;
  const scheduled = spec.scheduled ?? prng.chance(0.12);
  const checklist = spec.withChecklists ?? false;
  const origin: OrderOrigin = checklist ? 'CHECKLIST' : (spec.origin ?? prng.pick(ORIGINS));
  const plate =
    spec.plate ??
    (checklist || prng.chance(0.25)
      ? `${String.fromCharCode(65 + prng.int(0, 25))}BC${prng.int(1, 9)}D${prng.int(10, 99)}`
      : null);
  const calendars: OrderCalendarRow[] = [];
  if (spec.status !== 'PENDING') {
    const steps: CalendarStatus[] =
      spec.status === 'DONE'
        ? ['INPROGRESS', 'DONE']
        : spec.status === 'OCCURRENCE'
          ? ['INPROGRESS', 'OCCURRENCE']
          : spec.status === 'NOTEXECUTED'
            ? ['NOTEXECUTED']
            : ['INPROGRESS'];
    steps.forEach((status, i) => {
      counters.calendar += 1;
      const at = iso(spec.orderMs + (i + 1) * 6 * 3_600_000);
      calendars.push({
        id: `cal-${pad(counters.calendar)}`,
        orderId: id,
        dueDate: at,
        userId: prng.pick(c.plan.users),
        description:
          status === 'OCCURRENCE'
            ? 'Destinatário ausente'
            : status === 'DONE'
              ? 'Entregue ao destinatário'
              : 'Em rota de entrega',
        status,
        createdAt: at,
      });
    });
  }
  const checklists: OrderChecklistRow[] = [];
  if (checklist) {
    const customer = recipient.fantasyName ?? recipient.name;
    for (const type of ['VEHICLE', 'MECHANIC'] as const) {
      counters.checklist += 1;
      checklists.push({
        id: `chk-${pad(counters.checklist)}`,
        orderId: id,
        type,
        data:
          type === 'VEHICLE'
            ? vehicleChecklist(prng, plate ?? 'ABC1D23', customer)
            : mechanicChecklist(prng, customer),
        createdAt: iso(spec.orderMs),
      });
    }
  }
  const row: OrderRow = {
    id,
    orderNumber,
    orderSerie: '1',
    orderDate: iso(spec.orderMs),
    deliveryDate: iso(deliveryMs),
    scheduledDelivery: scheduled,
    trackingCode: spec.status === 'PENDING' ? null : `BR${pad(number, 9)}BR`,
    type: spec.type,
    status: spec.status,
    stage: STAGES[spec.status],
    origin,
    saleschannelCode: null,
    saleschannelName: null,
    transporterId: transporter?.id ?? null,
    priceFreight: freight,
    priceTransfer: round2(freight * 0.6),
    additionalInfo: scheduled
      ? `${SCHEDULED_MARKER} ${new Date(deliveryMs).toISOString().slice(0, 16).replace('T', ' ')} - portão ${prng.int(1, 4)}`
      : prng.chance(0.3)
        ? 'Entregar em horário comercial.'
        : null,
    companyDocument: c.document,
    shipperDocument: spec.shipperDocument !== undefined ? spec.shipperDocument : shipperFor(prng, c.plan.key),
    accessKey,
    invoiceNumber: accessKey ? orderNumber : null,
    plate,
    mechanic: checklist || spec.type === 'SO' ? prng.pick(MECHANICS) : null,
    parentOrderId: spec.parentOrderId ?? null,
    soAttribute: spec.soAttribute ?? null,
    externalCode: null,
    taxes: taxesOf(items, freight, prng.chance(0.2) ? round2(freight / 10) : 0),
    sender,
    ...recipientColumns(recipient),
    createdAt: iso(spec.orderMs),
    updatedAt: iso(spec.orderMs),
  };
  const channel = prng.chance(0.75) ? prng.pick(SALES_CHANNELS) : null;
  row.saleschannelCode = channel?.code ?? null;
  row.saleschannelName = channel?.saleschannel ?? null;
  return { row, items, calendars, checklists };
}

function shipperFor(prng: Prng, key: DemoCompanyKey): string | null {
  const { principal, subsidiary1, subsidiary2, outsider } = DEMO_DOCUMENTS;
  if (key === 'principal') return prng.pick([principal, principal, subsidiary1, subsidiary2, null]);
  if (key === 'outsider') return prng.pick([outsider, null]);
  return prng.pick([principal, DEMO_DOCUMENTS[key], null]);
}

function companyContext(
  prng: Prng,
  plan: CompanyPlan,
  index: number,
): {
  ctx: CompanyCtx;
  customers: CompanyCustomer[];
} {
  const document = DEMO_DOCUMENTS[plan.key];
  const base = index * 1000;
  const recipients = Array.from({ length: plan.recipients }, (_, i) =>
    party(prng, document, 'recipient', `pty-${pad(base + i + 1)}`, base + i + 1),
  );
  const senders = Array.from({ length: plan.senders }, (_, i) =>
    party(prng, document, 'sender', `pty-${pad(base + 500 + i + 1)}`, base + 500 + i + 1),
  );
  const products: ProductRow[] = Array.from({ length: plan.products }, (_, i) => {
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
      createdAt: iso(SEED_EPOCH - 200 * DAY),
    };
  });
  const transporters: Transporter[] = Array.from({ length: plan.transporters }, (_, i) => {
    const a = addressAt(prng, base + i);
    const own = i % 3 === 0;
    return {
      id: plan.key === 'outsider' && i === 0 ? DEMO_TRANSPORTER_IDS.outsider : `trp-${pad(base + i + 1)}`,
      companyDocument: document,
      type: own ? 'PROPRIO' : 'TERCEIRO',
      typeFreight: prng.pick(['WEIGHT', 'VALUE', 'FIXED', 'KM']),
      nameTransporter: `${prng.pick(['Rápido', 'Expresso', 'Trans', 'Via', 'Rota'])} ${prng.pick(LAST_NAMES)} ${own ? 'Frota' : 'Cargas'} ${i + 1}`,
      documentTransporter: i % 4 === 3 ? nextCpf() : nextCnpj(),
      additionalDocumentTransporter: null,
      codeANTT: own ? null : String(prng.int(10_000_000, 99_999_999)),
      address: `${a.street}, ${a.number}`,
      city: a.city,
      state: a.state,
      // the last transporter of the principal company is inactive (status off)
      status: !(plan.key === 'principal' && i === plan.transporters - 1),
    };
  });
  const customers: CompanyCustomer[] = Array.from({ length: plan.customers }, (_, i) => {
    const a = addressAt(prng, base + 200 + i);
    const last = prng.pick(LAST_NAMES);
    const person = i % 4 === 3;
    return {
      id: `cus-${pad(base + i + 1)}`,
      companyDocument: document,
      corporateName: person
        ? `${prng.pick(FIRST_NAMES)} ${last}`
        : `${prng.pick(COMPANY_WORDS)} ${last} Ltda`,
      fantasyName: person || i % 5 === 0 ? null : `${prng.pick(COMPANY_WORDS)} ${last}`,
      document: person ? nextCpf() : nextCnpj(),
      additionalDocument: null,
      name: person ? null : `${prng.pick(FIRST_NAMES)} ${last}`,
      postalCode: a.postalCode,
      street: a.street,
      number: a.number,
      complement: null,
      neighborhood: a.neighborhood,
      city: a.city,
      state: a.state,
      country: 'Brasil',
      lat: i % 6 === 5 ? null : a.lat,
      lng: i % 6 === 5 ? null : a.long,
      email: `contato${base + i}@cliente.example`,
      phone: `119${pad(80_000_000 + i * 17, 8)}`,
      observation: null,
      isActive: i % 7 !== 6,
      createdAt: iso(SEED_EPOCH - (100 - i) * DAY),
    };
  });
  return {
    ctx: {
      plan,
      document,
      recipients,
      senders,
      products,
      transporters,
      recipientParties: recipients.map(partyOf),
      senderParties: senders.map(partyOf),
      activeProducts: products.filter((p) => p.isActive),
      activeTransporters: transporters.filter((t) => t.status),
    },
    customers,
  };
}

function attachment(
  id: string,
  orderId: string,
  type: AttachmentType,
  fileName: string,
  contentType: string,
  content: Buffer,
  createdAt: string,
): AttachmentRow {
  // a fixed key per seeded file (deterministic), long enough not to be guessed by a console user
  const accessKey = Buffer.from(`${id}:${orderId}:${type}`)
    .toString('base64url')
    .padEnd(24, 'k')
    .slice(0, 24);
  return {
    id,
    orderId,
    type,
    description: fileName,
    fileName,
    contentType,
    size: content.length,
    accessKey,
    content,
    createdAt,
  };
}

export interface OrdersAreaSeed {
  data: OrdersAreaData;
  /** public surveys behind the NPS records (go into the surveys table) */
  surveys: SurveyRecord[];
  /** the fixed demo orders (the warehouse seed links its operations to them) */
  demoOrders: OrderSeed[];
}

/** The orders area of a dataset: the fixed demo part plus `extraOrders` generated ones. */
export function ordersAreaSeed(seed: number, extraOrders: number): OrdersAreaSeed {
  documentCounter = 0;
  const prng = createPrng(DEMO_PRNG_SEED);
  const counters: Counters = { order: 0, item: 0, calendar: 0, checklist: 0, numbers: new Map() };
  const contexts = PLANS.map((plan, i) => companyContext(prng, plan, i));
  const byKey = Object.fromEntries(contexts.map((c) => [c.ctx.plan.key, c.ctx])) as Record<
    DemoCompanyKey,
    CompanyCtx
  >;
  const principal = byKey.principal;

  // --- demo orders: every type × status for the principal company, a mix for the others
  const demo: OrderSeed[] = [];
  for (const { ctx } of contexts) {
    for (let i = 0; i < ctx.plan.demoOrders; i += 1) {
      const type = ORDER_TYPES[i % ORDER_TYPES.length];
      const status = ORDER_STATUSES[Math.floor(i / ORDER_TYPES.length) % ORDER_STATUSES.length];
      const orderMs = SEED_EPOCH - ((i * 7) % 90) * DAY - prng.int(0, 23 * 60) * 60_000;
      demo.push(makeOrder(prng, ctx, counters, { type, status, orderMs, withChecklists: i % 45 === 44 }));
    }
  }
  // --- anchors named in the docs and tests
  const at = (days: number) => SEED_EPOCH - days * DAY;
  const anchor = (key: DemoCompanyKey, spec: OrderSpec) => {
    const seedOrder = makeOrder(prng, byKey[key], counters, spec);
    demo.push(seedOrder);
    return seedOrder;
  };
  anchor('principal', {
    id: DEMO_ORDER_IDS.pickup,
    type: 'PICKUP',
    status: 'PENDING',
    orderMs: at(1),
    orderNumber: '900001',
    scheduled: false,
  });
  anchor('principal', {
    id: DEMO_ORDER_IDS.cancelled,
    type: 'NEW',
    status: 'CANCELLED',
    orderMs: at(2),
    orderNumber: '900002',
    scheduled: false,
  });
  anchor('principal', {
    id: DEMO_ORDER_IDS.occurrence,
    type: 'NEW',
    status: 'OCCURRENCE',
    orderMs: at(2),
    orderNumber: '900003',
    scheduled: false,
  });
  const docs = anchor('principal', {
    id: DEMO_ORDER_IDS.docs,
    type: 'NEW',
    status: 'DONE',
    orderMs: at(3),
    orderNumber: '900004',
    withChecklists: true,
    plate: 'ABC1D23',
    scheduled: false,
  });
  docs.row.accessKey = buildAccessKey({
    yearMonth: '2501',
    senderDocument: docs.row.sender.document.padStart(14, '0'),
    serie: '1',
    number: '900004',
  });
  docs.row.invoiceNumber = '900004';
  anchor('principal', {
    id: DEMO_ORDER_IDS.docsServiceSO,
    type: 'SO',
    status: 'PENDING',
    orderMs: at(3),
    orderNumber: '900005',
    parentOrderId: DEMO_ORDER_IDS.docs,
    soAttribute: 'Troca de óleo',
    scheduled: false,
  });
  anchor('principal', {
    id: DEMO_ORDER_IDS.docsPartsSO,
    type: 'SO',
    status: 'DONE',
    orderMs: at(3),
    orderNumber: '900006',
    parentOrderId: DEMO_ORDER_IDS.docs,
    soAttribute: null,
    scheduled: false,
  });
  anchor('principal', {
    id: DEMO_ORDER_IDS.scheduled,
    type: 'DROPOFF',
    status: 'PENDING',
    orderMs: at(1),
    orderNumber: '900007',
    scheduled: true,
  });
  anchor('principal', {
    id: DEMO_ORDER_IDS.picking,
    type: 'PICKING',
    status: 'PENDING',
    orderMs: at(1),
    orderNumber: '900008',
    scheduled: false,
  });
  anchor('principal', {
    id: DEMO_ORDER_IDS.invoice,
    type: 'INVOICE',
    status: 'PENDING',
    orderMs: at(1),
    orderNumber: '900009',
    scheduled: false,
  });
  anchor('principal', {
    id: DEMO_ORDER_IDS.fresh,
    type: 'NEW',
    status: 'PENDING',
    orderMs: at(0),
    orderNumber: '900010',
    scheduled: false,
    shipperDocument: DEMO_DOCUMENTS.principal,
  });
  anchor('principal', {
    id: DEMO_ORDER_IDS.done,
    type: 'PICKING',
    status: 'DONE',
    orderMs: at(4),
    orderNumber: '900011',
    scheduled: false,
  });
  anchor('subsidiary1', {
    id: DEMO_ORDER_IDS.subsidiary,
    type: 'NEW',
    status: 'PENDING',
    orderMs: at(1),
    orderNumber: '910001',
    scheduled: false,
    shipperDocument: null,
  });
  anchor('subsidiary1', {
    id: DEMO_ORDER_IDS.shipped,
    type: 'NEW',
    status: 'PENDING',
    orderMs: at(1),
    orderNumber: '910002',
    scheduled: false,
    shipperDocument: DEMO_DOCUMENTS.principal,
  });
  anchor('outsider', {
    id: DEMO_ORDER_IDS.outsider,
    type: 'NEW',
    status: 'PENDING',
    orderMs: at(1),
    orderNumber: '990001',
    scheduled: false,
  });

  // --- attachments: NF-e PDF + XML, simplified DANFE and label for some principal orders
  const attachments: AttachmentRow[] = [];
  let attachmentN = 0;
  const attach = (order: OrderRow, type: AttachmentType) => {
    attachmentN += 1;
    const id = `att-${pad(attachmentN)}`;
    const created = order.createdAt;
    if (type === 'xml') {
      const xml = nfeXml({
        accessKey:
          order.accessKey ??
          buildAccessKey({
            yearMonth: '2501',
            senderDocument: order.sender.document,
            serie: '1',
            number: order.orderNumber,
          }),
        number: order.orderNumber,
        serie: order.orderSerie,
        issuedAt: order.orderDate,
        sender: order.sender,
        recipient: {
          document: order.recipientDocument,
          name: order.recipientName,
          postalCode: order.recipientPostalCode,
          street: order.recipientStreet,
          number: order.recipientNumber,
          neighborhood: order.recipientNeighborhood,
          city: order.recipientCity,
          state: order.recipientState,
          email: order.recipientEmail,
        },
        items: [
          {
            sku: 'SKU-00001',
            barcode: DEMO_PRODUCT_BARCODE,
            description: 'Item',
            quantity: 1,
            priceUnit: 10,
          },
        ],
      });
      attachments.push(
        attachment(
          id,
          order.id,
          'xml',
          `nfe-${order.orderNumber}.xml`,
          'application/xml',
          Buffer.from(xml),
          created,
        ),
      );
    } else if (type === 'Label') {
      attachments.push(
        attachment(
          id,
          order.id,
          'Label',
          `etiqueta-${order.orderNumber}.png`,
          'image/png',
          TINY_PNG,
          created,
        ),
      );
    } else {
      const title = type === 'nf-e' ? 'NF-e' : 'DANFE simplificado';
      const pdf = minimalPdf([
        `${title} - pedido ${order.orderNumber}`,
        order.recipientName,
        `${order.recipientCity}/${order.recipientState}`,
      ]);
      attachments.push(
        attachment(
          id,
          order.id,
          type,
          `${type.toLowerCase()}-${order.orderNumber}.pdf`,
          'application/pdf',
          pdf,
          created,
        ),
      );
    }
  };
  for (const t of ['nf-e', 'xml', 'DanfeSimplificado', 'Label'] as const) attach(docs.row, t);
  demo
    .filter((o) => o.row.companyDocument === principal.document && o.row.id.startsWith('ord-0'))
    .forEach((o, i) => {
      if (i % 3 === 0) attach(o.row, 'nf-e');
      if (i % 4 === 0) attach(o.row, 'DanfeSimplificado');
      if (i % 5 === 0) attach(o.row, 'Label');
    });

  // --- NPS: a survey per some DONE orders, plus the named records
  const surveys: SurveyRecord[] = [];
  const npsRecords: NpsRecordRow[] = [];
  const nps = (
    id: string,
    code: string,
    order: OrderRow | null,
    companyDocument: string,
    answer: { rating: number; reason: string } | null,
    treated: string | null,
  ) => {
    const created = order ? order.orderDate : iso(SEED_EPOCH - 10 * DAY);
    const createdMs = Date.parse(created) + 2 * DAY;
    surveys.push({
      code,
      companyDocument,
      status: answer ? 'answered' : 'unanswered',
      rating: answer?.rating ?? null,
      reason: answer?.reason ?? null,
      answeredAt: answer ? iso(createdMs + DAY) : null,
    });
    npsRecords.push({
      id,
      code,
      companyDocument,
      orderId: order?.id ?? null,
      treated: treated !== null,
      resolution: treated,
      dateResolution: treated ? iso(createdMs + 2 * DAY) : null,
      sentCount: 1,
      createdAt: iso(createdMs),
    });
  };
  const doneOrders = demo.filter((o) => o.row.status === 'DONE' && !o.row.parentOrderId);
  const REASONS = [
    'Entrega rápida.',
    'Atrasou dois dias.',
    'Produto avariado.',
    'Ótimo atendimento.',
    'Motorista educado.',
  ];
  const principalDone = doneOrders.filter((o) => o.row.companyDocument === principal.document);
  principalDone.slice(0, 40).forEach((o, i) => {
    const answered = i % 10 < 7;
    const rating = [2, 4, 6, 7, 8, 9, 10, 10, 9, 5][i % 10];
    nps(
      `nps-${pad(i + 1)}`,
      `NPS-O${pad(i + 1)}`,
      o.row,
      principal.document,
      answered ? { rating, reason: REASONS[i % REASONS.length] } : null,
      answered && rating < 7 && i % 3 === 0 ? 'Cliente contatado; reenvio agendado.' : null,
    );
  });
  const docsRow = docs.row;
  nps(
    DEMO_NPS_IDS.detractor,
    'NPS-DETRACTOR',
    docsRow,
    principal.document,
    { rating: 3, reason: 'Chegou atrasado.' },
    null,
  );
  nps(
    DEMO_NPS_IDS.treated,
    'NPS-TREATED',
    principalDone[41]?.row ?? docsRow,
    principal.document,
    { rating: 2, reason: 'Caixa amassada.' },
    'Troca enviada ao cliente.',
  );
  nps(
    DEMO_NPS_IDS.promoter,
    'NPS-PROMOTER',
    principalDone[42]?.row ?? docsRow,
    principal.document,
    { rating: 10, reason: 'Perfeito!' },
    null,
  );
  nps(
    DEMO_NPS_IDS.neutral,
    'NPS-NEUTRAL',
    principalDone[43]?.row ?? docsRow,
    principal.document,
    { rating: 8, reason: 'Bom.' },
    null,
  );
  nps(
    DEMO_NPS_IDS.unanswered,
    'NPS-UNANSWERED',
    principalDone[44]?.row ?? docsRow,
    principal.document,
    null,
    null,
  );
  for (const key of ['subsidiary1', 'subsidiary2'] as const) {
    doneOrders
      .filter((o) => o.row.companyDocument === DEMO_DOCUMENTS[key])
      .slice(0, 4)
      .forEach((o, i) => {
        nps(
          `nps-${key}-${i + 1}`,
          `NPS-${key === 'subsidiary1' ? 'S1' : 'S2'}-${i + 1}`,
          o.row,
          DEMO_DOCUMENTS[key],
          i % 2 ? { rating: 4 + i, reason: 'Ok.' } : null,
          null,
        );
      });
  }
  const outsiderDone = doneOrders.find((o) => o.row.companyDocument === DEMO_DOCUMENTS.outsider);
  nps(
    DEMO_NPS_IDS.outsider,
    'NPS-OUTSIDER',
    outsiderDone?.row ?? null,
    DEMO_DOCUMENTS.outsider,
    { rating: 3, reason: 'Ruim.' },
    null,
  );

  // --- downstream records already in progress: outbounds, routes, invoices
  const operations: OperationRow[] = [];
  const operationItems: OperationItemRow[] = [];
  let opItem = 0;
  const pick = (type: OrderType, status: OrderStatus, n: number, skip = 0) =>
    demo
      .filter(
        (o) =>
          o.row.companyDocument === principal.document &&
          o.row.type === type &&
          o.row.status === status &&
          o.row.id.startsWith('ord-0'),
      )
      .slice(skip, skip + n);
  const operation = (
    id: string,
    kind: OperationRow['kind'],
    code: string,
    status: OperationRow['status'],
    orders: OrderSeed[],
    days: number,
  ) => {
    const when = iso(SEED_EPOCH - days * DAY);
    operations.push({
      id,
      kind,
      code,
      companyDocument: principal.document,
      operationDate: when,
      status,
      userId: 'usr-operator',
      transporterId: kind === 'outbound' ? DEMO_TRANSPORTER_IDS.principal : null,
      url: null,
      createdAt: when,
    });
    for (const o of orders) {
      opItem += 1;
      operationItems.push({
        id: `opi-${pad(opItem)}`,
        operationId: id,
        orderId: o.row.id,
        status: status === 'DONE' ? 'DONE' : 'PENDING',
        priority: false,
        userId: null,
        createdAt: when,
      });
    }
  };
  operation(
    DEMO_OPERATION_IDS.outboundOpen,
    'outbound',
    'OUT-000001',
    'PENDING',
    pick('OUTBOUND', 'PENDING', 2),
    1,
  );
  operation(
    DEMO_OPERATION_IDS.outboundDone,
    'outbound',
    'OUT-000002',
    'DONE',
    pick('OUTBOUND', 'DONE', 2),
    5,
  );
  operation('inv-seed-1', 'invoice', 'INV-000001', 'PENDING', pick('INVOICE', 'PENDING', 2), 2);
  operation('inv-seed-2', 'invoice', 'INV-000002', 'DONE', pick('INVOICE', 'DONE', 2), 6);
  operation('inv-seed-3', 'invoice', 'INV-000003', 'PENDING', pick('INVOICE', 'OCCURRENCE', 1), 20);
  const routes: RouteRow[] = [];
  const routeItems: RouteItemRow[] = [];
  let rtItem = 0;
  const route = (
    id: string,
    code: string,
    status: RouteRow['status'],
    orders: OrderSeed[],
    days: number,
    dockId: string,
  ) => {
    const when = iso(SEED_EPOCH - days * DAY);
    routes.push({
      id,
      code,
      companyDocument: principal.document,
      routeDate: when,
      status,
      userId: status === 'DONE' ? 'usr-driver' : null,
      vehicleId: status === 'DONE' ? 'VEH-0001' : null,
      maps: null,
      distance: status === 'DONE' ? 18_400 : 0,
      duration: status === 'DONE' ? 3_600 : 0,
      summary: { kmPrice: 0, totalPrice: 0, invoiced: 0, volumes: orders.length, weightGross: 0 },
      dockId,
      createdAt: when,
    });
    orders.forEach((o, i) => {
      rtItem += 1;
      routeItems.push({
        id: `rti-${pad(rtItem)}`,
        routeId: id,
        orderId: o.row.id,
        sequence: status === 'DONE' ? i + 1 : null,
        status: status === 'DONE' ? 'DONE' : 'PENDING',
        distance: 0,
        duration: 0,
        lat: o.row.recipientLat,
        long: o.row.recipientLong,
        createdAt: when,
      });
    });
  };
  // Both load at a dock a portal watches (seed/demo-devices.ts): a pass at DOCA-01 confirms
  // ROT-000001, one at DOCA-02 confirms nothing, ROT-000002 being DONE (devices/route-confirmation.ts).
  route(
    DEMO_OPERATION_IDS.routeOpen,
    'ROT-000001',
    'PENDING',
    pick('ROUTE', 'PENDING', 2),
    1,
    DEMO_DOCKS.portal01,
  );
  route(DEMO_OPERATION_IDS.routeDone, 'ROT-000002', 'DONE', pick('ROUTE', 'DONE', 2), 4, DEMO_DOCKS.portal02);

  const integrations: IntegrationRow[] = [
    {
      id: 'int-bsoft-principal',
      companyDocument: DEMO_DOCUMENTS.principal,
      name: 'bsoft',
      config: { apiKey: 'demo-bsoft-api-key' },
      active: true,
    },
    {
      id: 'int-rsys-principal',
      companyDocument: DEMO_DOCUMENTS.principal,
      name: 'rsys',
      config: { empresa: '001' },
      active: true,
    },
    {
      id: 'int-rsys-subsidiary1',
      companyDocument: DEMO_DOCUMENTS.subsidiary1,
      name: 'rsys',
      config: { empresa: '002' },
      active: true,
    },
  ];

  // --- generated orders (sizes above demo), streamed; their own PRNG so the demo part never shifts
  const extraPlan = contexts.map(({ ctx }) => ({ ctx, count: Math.round(extraOrders * ctx.plan.share) }));
  const orderCounters = { ...counters };
  function* orders(): Generator<OrderSeed> {
    // parents before their linked SO orders (foreign key)
    yield* demo.filter((o) => !o.row.parentOrderId);
    yield* demo.filter((o) => o.row.parentOrderId);
    const g = createPrng(seed ^ 0x5eed0de5);
    const c: Counters = { ...orderCounters, numbers: new Map(orderCounters.numbers) };
    for (const { ctx, count } of extraPlan) {
      for (let i = 0; i < count; i += 1) {
        const type = ORDER_TYPES[g.int(0, ORDER_TYPES.length - 1)];
        const status = ORDER_STATUSES[g.int(0, ORDER_STATUSES.length - 1)];
        yield makeOrder(g, ctx, c, {
          type,
          status,
          orderMs: SEED_EPOCH - g.int(0, 89) * DAY - g.int(0, 1439) * 60_000,
        });
      }
    }
  }

  return {
    data: {
      transporters: contexts.flatMap(({ ctx }) => ctx.transporters),
      salesChannels: demoSalesChannels(),
      parties: contexts.flatMap(({ ctx }) => [...ctx.recipients, ...ctx.senders]),
      products: contexts.flatMap(({ ctx }) => ctx.products),
      companyCustomers: contexts.flatMap((c) => c.customers),
      integrations,
      orders,
      attachments,
      npsRecords,
      operations,
      operationItems,
      routes,
      routeItems,
    },
    surveys,
    demoOrders: demo,
  };
}
