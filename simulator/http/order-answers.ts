import { type } from 'arktype';
import {
  type Attachment,
  type CalendarEntry,
  CHECKLIST_TYPES,
  type Order,
  type OrderChecklist,
  type OrderItem,
  type OrderListRow,
  type OrderSO,
  type OrdersPage,
  type Party,
  TAX_KEYS,
} from '../../src/domain/order-records';
import {
  ATTACHMENT_TYPES,
  CALENDAR_STATUSES,
  ORDER_ORIGINS,
  ORDER_STATUSES,
  ORDER_TYPES,
} from '../../src/domain/orders';
import { exact, listAnswer, messageWith, nullableText } from './answers';

/**
 * Answer types of the order detail and its changes (doc 2 §3 "Order", §7; simulator/routes/
 * order-reads, order-changes, order-edits, order-attachments and checklists .routes.ts), checked
 * against the domain types with `exact`. `orderRowFields` is what a list row and the detail share.
 */

export const orderStatusAnswer = type.enumerated(...ORDER_STATUSES);
export const attachmentTypeAnswer = type.enumerated(...ATTACHMENT_TYPES);

export const partyAnswer = type({
  id: 'string',
  document: 'string',
  additionalDocument: nullableText,
  name: 'string',
  fantasyName: nullableText,
  postalCode: 'string',
  street: 'string',
  number: 'string',
  additionalAddress: nullableText,
  neighborhood: 'string',
  city: 'string',
  state: 'string',
  country: 'string',
  lat: 'number | null',
  long: 'number | null',
  maps: nullableText,
  email: nullableText,
  phone: nullableText,
});
exact<typeof partyAnswer.infer, Party>(true);

/** The fields of an order a list row and the detail both have (doc 2 §2 columns). */
export const orderRowFields = type({
  id: 'string',
  orderNumber: 'string',
  orderSerie: 'string',
  orderDate: 'string',
  deliveryDate: nullableText,
  scheduledDelivery: 'boolean',
  type: type.enumerated(...ORDER_TYPES),
  status: orderStatusAnswer,
  stage: nullableText,
  origin: type.enumerated(...ORDER_ORIGINS),
  saleschannel: type({ code: 'string', saleschannel: 'string' }).or('null'),
  transporter: type({ id: 'string', nameTransporter: 'string' }).or('null'),
  invoiceNumber: nullableText,
  plate: nullableText,
  mechanic: nullableText,
  additionalInfo: nullableText,
  companyDocument: 'string',
  shipperDocument: nullableText,
  createdAt: 'string',
});
exact<typeof orderRowFields.infer, Omit<OrderListRow, 'recipient' | 'attachmentTypes'>>(true);

/** GET /orders: a page of list rows, each with the recipient columns and the attachment types the
 * print menu warns about (doc 2 §2). */
export const ordersPage = listAnswer(
  'orders',
  orderRowFields.and({
    recipient: {
      name: 'string',
      fantasyName: nullableText,
      document: 'string',
      city: 'string',
      state: 'string',
      postalCode: 'string',
    },
    attachmentTypes: attachmentTypeAnswer.array(),
  }),
);
exact<typeof ordersPage.infer, OrdersPage>(true);

const orderItemAnswer = type({
  id: 'string',
  sku: 'string',
  description: 'string',
  barcode: nullableText,
  rfidcode: nullableText,
  un: 'string',
  product: { id: nullableText, manufactorCode: nullableText },
  productBatch: nullableText,
  productExpire: nullableText,
  quantity: 'number',
  priceUnit: 'number',
  priceTotal: 'number',
  isChecked: 'boolean',
  notBelong: 'boolean',
});
exact<typeof orderItemAnswer.infer, OrderItem>(true);

export const calendarEntryAnswer = type({
  id: 'string',
  dueDate: 'string',
  user: type({ id: 'string', name: 'string' }).or('null'),
  description: 'string',
  status: type.enumerated(...CALENDAR_STATUSES),
  createdAt: 'string',
});
exact<typeof calendarEntryAnswer.infer, CalendarEntry>(true);

export const attachmentAnswer = type({
  id: 'string',
  type: attachmentTypeAnswer,
  description: 'string',
  path: 'string',
  url: 'string',
  contentType: 'string',
  size: 'number',
  createdAt: 'string',
});
exact<typeof attachmentAnswer.infer, Attachment>(true);

/** A checklist's data is the form's JSON as saved (doc 2 §3): an open object. */
export const checklistAnswer = type({
  id: 'string',
  type: type.enumerated(...CHECKLIST_TYPES),
  data: 'Record<string, unknown>',
  createdAt: 'string',
});
exact<typeof checklistAnswer.infer, OrderChecklist>(true);

const orderSOAnswer = type({
  id: 'string',
  orderNumber: 'string',
  orderDate: 'string',
  customer: 'string',
  attribute: nullableText,
  kind: "'service' | 'parts'",
  status: orderStatusAnswer,
});
exact<typeof orderSOAnswer.infer, OrderSO>(true);

export const orderAnswer = orderRowFields.and({
  trackingCode: nullableText,
  priceFreight: 'number',
  priceTransfer: 'number',
  accessKey: nullableText,
  recipient: partyAnswer,
  sender: partyAnswer,
  items: orderItemAnswer.array(),
  taxes: type(
    Object.fromEntries(TAX_KEYS.map((k) => [k, 'number'])) as Record<(typeof TAX_KEYS)[number], 'number'>,
  ),
  calendars: calendarEntryAnswer.array(),
  attachments: attachmentAnswer.array(),
  checklists: checklistAnswer.array(),
  ordersSO: orderSOAnswer.array(),
});
exact<typeof orderAnswer.infer, Order>(true);

/** A change of an order: its toast and the order as stored after it. */
export const orderChange = messageWith('order', orderAnswer);
/** POST /orders/calendar/{id}: the tracking entry added. */
export const calendarChange = messageWith('calendar', calendarEntryAnswer.or('null'));
/** POST /orders/occurrence/{id}: the order after it and the tracking entry it wrote. */
export const occurrenceChange = orderChange.and({ calendar: calendarEntryAnswer.or('null') });
export const checklistsAnswer = type({ checklists: checklistAnswer.array() });
/** POST /orders-checklist, PUT /orders-checklist/{kind}/{orderId}: the stored checklist. */
export const checklistChange = messageWith('checklist', checklistAnswer.and({ orderId: 'string' }));
export const attachmentsUploaded = messageWith('attachments', attachmentAnswer.array());
/** GET /orders-attachment/verify/{orderNumber}. */
export const attachmentsVerified = type({
  orderNumber: 'string',
  orderId: 'string',
  types: attachmentTypeAnswer.array(),
  missing: attachmentTypeAnswer.array(),
});
