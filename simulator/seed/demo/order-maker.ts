import { buildAccessKey } from '../../../src/domain/access-key';
import type { OrderTaxes } from '../../../src/domain/order-records';
import {
  type CalendarStatus,
  type OrderOrigin,
  type OrderStatus,
  type OrderType,
  SCHEDULED_MARKER,
} from '../../../src/domain/orders';
import { productLine, recipientColumns } from '../../store/order-row-mapping';
import type {
  OrderCalendarRow,
  OrderChecklistRow,
  OrderItemRow,
  OrderRow,
  OrderSeed,
} from '../../store/order-tables';
import type { Prng } from '../prng';
import { MECHANICS, mechanicChecklist, vehicleChecklist } from './checklists';
import { DEMO_DOCUMENTS, type DemoCompanyKey } from './companies';
import type { CompanyCtx } from './company-context';
import { DAY, iso, pad, round2 } from './order-values';
import { SALES_CHANNELS } from './sales-channels';

// One order of the orders-area seed (demo and generated alike): its items, tracking entries,
// checklists, taxes and sales channel, drawn from a company's context.

const ORIGINS: OrderOrigin[] = ['MANUAL', 'MANUAL', 'IMPORT', 'INTEGRATION', 'ECOMMERCE'];
const STAGES: Record<OrderStatus, string> = {
  PENDING: 'Aguardando',
  INPROGRESS: 'Em andamento',
  DONE: 'Concluído',
  OCCURRENCE: 'Ocorrência',
  CANCELLED: 'Cancelado',
  NOTEXECUTED: 'Não executado',
};

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

/** Counters shared by demo and generated orders, so ids never repeat. */
export interface Counters {
  order: number;
  item: number;
  calendar: number;
  checklist: number;
  numbers: Map<string, number>;
}

export interface OrderSpec {
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

export function makeOrder(prng: Prng, c: CompanyCtx, counters: Counters, spec: OrderSpec): OrderSeed {
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
