// doc 2 §3 (Order and its parts), §4 (statuses and types), §2 (list, selection, detail), §9.
// The orders area's codes and constants, and the pure rules about order types and statuses (its
// records as the API answers them: order-records.ts). No React, no I/O.

/** doc 2 §4 "Order types". */
export const ORDER_TYPES = [
  'NEW',
  'DROPOFF',
  'PICKUP',
  'VISIT',
  'SO',
  'PURCHASE',
  'INVOICE',
  'MANUFACTURING_ORDER',
  'ROUTE',
  'INBOUND',
  'STORAGE',
  'PICKING',
  'PACKING',
  'CONFERENCE',
  'OUTBOUND',
] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** doc 2 §4: statuses used in the modal plus "other statuses seen". */
export const ORDER_STATUSES = [
  'PENDING',
  'INPROGRESS',
  'DONE',
  'OCCURRENCE',
  'CANCELLED',
  'NOTEXECUTED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * doc 2 §3 `stage` is the platform's free text, written in Portuguese. The texts it is known to
 * write stand for a status: the console shows those in the user's language (`orders.stage.*`), and
 * any other text as it comes (issue 20: "Aguardando" was shown untranslated in en and es).
 */
const KNOWN_STAGES: Readonly<Record<string, OrderStatus>> = {
  Aguardando: 'PENDING',
  'Em andamento': 'INPROGRESS',
  Concluído: 'DONE',
  Ocorrência: 'OCCURRENCE',
  Cancelado: 'CANCELLED',
  'Não executado': 'NOTEXECUTED',
};

/** The status a known stage text stands for (its `orders.stage.*` label); null for any other. */
export function stageCode(stage: string | null | undefined): OrderStatus | null {
  return (stage && Object.hasOwn(KNOWN_STAGES, stage.trim()) && KNOWN_STAGES[stage.trim()]) || null;
}

/** Where an order came from. doc 2 §4: "A new order is created with … origin MANUAL"; §2 the
 * Checklist tab shows only when origin is CHECKLIST. The others are ours (imports, integrations). */
export const ORDER_ORIGINS = ['MANUAL', 'IMPORT', 'INTEGRATION', 'CHECKLIST', 'ECOMMERCE'] as const;
export type OrderOrigin = (typeof ORDER_ORIGINS)[number];

/** doc 2 §2 "Changing the operation type": the allowed types; the current one is disabled. */
export const CHANGEABLE_ORDER_TYPES = [
  'NEW',
  'DROPOFF',
  'PICKUP',
  'VISIT',
] as const satisfies readonly OrderType[];

/** doc 2 §2 "Selection": the types an order can be selected with whatever its status — the types
 * an order has before any warehouse operation or route takes it (plus INVOICE, see order-selection). */
export const ENTRY_ORDER_TYPES = [
  'PURCHASE',
  'INVOICE',
  'NEW',
  'MANUFACTURING_ORDER',
  'VISIT',
  'DROPOFF',
  'PICKUP',
] as const satisfies readonly OrderType[];

/** doc 2 §2: "its status is outside pending, cancelled and in progress, or it is done or not executed". */
export const ENDED_ORDER_STATUSES = [
  'DONE',
  'NOTEXECUTED',
  'OCCURRENCE',
] as const satisfies readonly OrderStatus[];

/** doc 2 §4 tracking entry statuses selectable. */
export const CALENDAR_STATUSES = [
  'DONE',
  'INPROGRESS',
  'NOTEXECUTED',
  'OCCURRENCE',
  'REALIZED',
  'NOTREALIZED',
  'REAGENDED',
] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

/** doc 2 §3 Attachment types. route-occurrence and route-ok are shown only when already set. */
export const ATTACHMENT_TYPES = [
  'xml',
  'nf-e',
  'ct-e',
  'image',
  'route-occurrence',
  'route-ok',
  'DanfeSimplificado',
  'Label',
] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
/** The types the upload dialog offers on an order (the route ones only when already set). */
export const UPLOADABLE_ATTACHMENT_TYPES = [
  'xml',
  'nf-e',
  'ct-e',
  'image',
  'DanfeSimplificado',
  'Label',
] as const satisfies readonly AttachmentType[];

/** doc 2 §2 print menu: the attachment each printable item needs ("the order does not have the
 * requested item assigned" otherwise). */
export const PRINTABLE_ATTACHMENTS = { nfe: 'nf-e', danfe: 'DanfeSimplificado', label: 'Label' } as const;

/** doc 2 §2: "Scheduled orders are those whose additionalInfo contains the marker AGENDAMENTO:". */
export const SCHEDULED_MARKER = 'AGENDAMENTO:';
export function isScheduledOrder(order: { additionalInfo: string | null }): boolean {
  return (order.additionalInfo ?? '').includes(SCHEDULED_MARKER);
}

/** doc 2 §3: default order series '1'. */
export const DEFAULT_ORDER_SERIE = '1';

/** The company whose users see the verify-attachments button (doc 2 §2 "one specific configured
 * company"; the seed does not name it — the simulator's principal demo company). */
export const VERIFY_ATTACHMENTS_COMPANY_DOCUMENT = '11222333000181';

// ---------------------------------------------------------------------------------------------
// The list's filter and sort keys (doc 2 §2); the records themselves: order-records.ts

/** Filter keys GET /orders understands in `filter=field|value,...` (doc 2 §2 "Filters"). */
export const ORDER_FILTER_FIELDS = [
  'name',
  'orderNumber',
  'invoiceNumber',
  'saleschannel',
  'state',
  'city',
  'postalCode',
  'origin',
  'type',
  'plate',
  'mechanic',
  'transporter',
  'status',
] as const;
export type OrderFilterField = (typeof ORDER_FILTER_FIELDS)[number];

/** Sortable columns of the list (doc 2 §2), `sort=field|ASC|DESC`. Default orderDate DESC. */
export const ORDER_SORT_FIELDS = ['orderNumber', 'orderDate', 'city', 'type', 'status', 'origin'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

// ---------------------------------------------------------------------------------------------
// Rules

/** doc 2 §4 progress: step 1 done for all four modal statuses; step 2 for INPROGRESS, DONE,
 * OCCURRENCE; step 3 done for DONE, error for OCCURRENCE, otherwise waiting. */
export type ProgressStep = 'done' | 'error' | 'waiting';
export function orderProgress(status: OrderStatus): [ProgressStep, ProgressStep, ProgressStep] {
  const second: ProgressStep = status === 'PENDING' ? 'waiting' : 'done';
  const third: ProgressStep = status === 'DONE' ? 'done' : status === 'OCCURRENCE' ? 'error' : 'waiting';
  return ['done', second, third];
}

/** Whether an order's type is one it has before any operation takes it. */
export function isEntryType(type: OrderType): boolean {
  return (ENTRY_ORDER_TYPES as readonly OrderType[]).includes(type);
}

/**
 * The selectable-order rule (doc 2 §2, ambiguous in the seed — decided here and encoded in the
 * order-selection machine): an order may be selected when it is not CANCELLED and either its type
 * is an entry type (PURCHASE, INVOICE, NEW, MANUFACTURING_ORDER, VISIT, DROPOFF, PICKUP), or its
 * status says its current operation ended (DONE, NOTEXECUTED, OCCURRENCE). So an order inside a
 * running operation (type INBOUND…ROUTE or SO, status PENDING or INPROGRESS) cannot be bundled
 * into another one until that operation ends, and a cancelled order never can.
 */
export function isSelectableOrder(order: { type: OrderType; status: OrderStatus }): boolean {
  if (order.status === 'CANCELLED') return false;
  return isEntryType(order.type) || (ENDED_ORDER_STATUSES as readonly OrderStatus[]).includes(order.status);
}

/** doc 2 §2: the type can change to new, dropoff, pickup or visit, never to the current one. */
export function isAllowedTypeChange(current: OrderType, next: OrderType): boolean {
  return (CHANGEABLE_ORDER_TYPES as readonly OrderType[]).includes(next) && next !== current;
}

/** doc 2 §2 Orders SO tab: "type (service if it has an attribute, otherwise parts)". */
export function soKind(attribute: string | null | undefined): 'service' | 'parts' {
  return attribute ? 'service' : 'parts';
}

/** doc 2 §3: missing printable attachment for the print menu (doc 2 §2 warning). */
export function missingPrintables(types: readonly AttachmentType[]): AttachmentType[] {
  return Object.values(PRINTABLE_ATTACHMENTS).filter((t) => !types.includes(t));
}
