import { type } from 'arktype';
import { cutImportCode, isAccessKeyLength } from './access-key';
import { apiDateTime } from './api-dates';
import { documentRule, postalCodeRule } from './company.schema';
import { CALENDAR_STATUSES, CHANGEABLE_ORDER_TYPES, ORDER_TYPES } from './orders';
import { coordinate, optionalEmail, partyInput } from './parties';
import { registerPredicate } from './validation';

// Request bodies of the orders area (docs/CONTRACTS.md "Orders area API"), shared by the console's
// forms and the simulator's routes. Rules cite doc 2 §5 unless said otherwise.

/** An id list of the selection bar (doc 2 §7 "Downstream creation … {orders: ids}"). */
export const orderIds = type('(0 < string <= 64)[] > 0');

/** A money field: a number ≥ 0, or empty (doc 2 §5: "freight and transfer numeric (empty becomes 0)"). */
export const moneyInput = type('number >= 0 | ""');

/** A product line of the new-order form (doc 2 §5: quantity a positive number). */
export const newOrderItem = type({
  'productId?': 'string | null',
  sku: 'string > 0',
  description: 'string > 0',
  'barcode?': 'string | null',
  'rfidcode?': 'string | null',
  'un?': 'string',
  'productBatch?': 'string | null',
  'productExpire?': 'string | null',
  quantity: 'number > 0',
  priceUnit: 'number >= 0',
});
export type NewOrderItem = typeof newOrderItem.infer;

/** POST /orders (doc 2 §5 "New order": orderDate, deliveryDate, type, sender, recipient required;
 * at least one product; doc 2 §4 status PENDING, origin MANUAL). */
export const newOrder = type({
  'orderNumber?': '0 < string <= 30',
  'orderSerie?': '0 < string <= 3',
  orderDate: apiDateTime,
  deliveryDate: apiDateTime,
  type: type.enumerated(...ORDER_TYPES),
  'status?': "'PENDING'",
  'origin?': "'MANUAL'",
  'accessKey?': type('/^\\d{44}$/ | "" | null'),
  'scheduledDelivery?': 'boolean',
  'additionalInfo?': 'string | null',
  'saleschannel?': type({ code: 'string > 0', saleschannel: 'string > 0' }).or('null'),
  'transporterId?': 'string | null',
  'priceFreight?': moneyInput,
  'priceTransfer?': moneyInput,
  sender: partyInput,
  recipient: partyInput,
  items: newOrderItem.array().atLeastLength(1),
});
export type NewOrder = typeof newOrder.infer;

/** PUT /orders/status/{id} (doc 1 §7.2: finalizes a pickup order: status DONE, type PICKUP, dueDate). */
export const orderStatusUpdate = type({
  status: "'DONE'",
  type: type.enumerated(...ORDER_TYPES),
  dueDate: apiDateTime,
});
export type OrderStatusUpdate = typeof orderStatusUpdate.infer;

/** PUT /orders/type/{id} (doc 2 §2: the allowed types are new, dropoff, pickup, visit). */
export const orderTypeUpdate = type({ type: type.enumerated(...CHANGEABLE_ORDER_TYPES) });
export type OrderTypeUpdate = typeof orderTypeUpdate.infer;

const atLeastOne = registerPredicate('at least one field', 'validation.required');

/** PUT /orders/specific-properties/{id}: inline edits need a non-empty value; the phone is stored
 * unmasked; the delivery date is not in the past (checked against the simulated clock). */
export const specificProperties = type({
  'deliveryDate?': apiDateTime,
  'scheduledDelivery?': 'boolean',
  'additionalInfo?': 'string > 0',
  'recipientPhone?': 'string > 0',
  'recipientEmail?': 'string.email',
}).narrow((v, ctx) => Object.keys(v).length > 0 || ctx.reject({ expected: atLeastOne }));
export type SpecificProperties = typeof specificProperties.infer;

/** PUT /orders/tracking-code/{id}. */
export const trackingCodeUpdate = type({ trackingCode: 'string > 0' });

/** PUT /orders/freight-transfer/{id}: priceFreight or priceTransfer (doc 2 §7). */
export const freightTransferUpdate = type({
  'priceFreight?': moneyInput,
  'priceTransfer?': moneyInput,
}).narrow(
  (v, ctx) =>
    v.priceFreight !== undefined || v.priceTransfer !== undefined || ctx.reject({ expected: atLeastOne }),
);
export type FreightTransferUpdate = typeof freightTransferUpdate.infer;

/** PUT /orders-address/{id} (doc 2 §5 "Recipient address form"; doc 2 §7: reprocess sends empty lat
 * and long, and the simulator geocodes the address again). */
export const orderAddressUpdate = type({
  'orderId?': 'string',
  postalCode: postalCodeRule,
  street: 'string > 0',
  number: 'string > 0',
  'additionalAddress?': 'string | null',
  neighborhood: 'string > 0',
  city: 'string > 0',
  state: 'string == 2',
  'lat?': coordinate,
  'long?': coordinate,
  'companyDocument?': 'string',
});
export type OrderAddressUpdate = typeof orderAddressUpdate.infer;

/** POST /orders/calendar/{id} (doc 2 §5 "Tracking add: date, status, operator and description all required"). */
export const calendarEntryInput = type({
  dueDate: apiDateTime,
  userId: 'string > 0',
  description: 'string > 0',
  statusCalendar: type.enumerated(...CALENDAR_STATUSES),
});
export type CalendarEntryInput = typeof calendarEntryInput.infer;

/** The record-occurrence dialog's outcomes (doc 2 §5 "Occurrence dialog: status and observation
 * required"; the call is ours, see docs/CONTRACTS.md): each maps to one order-machine event. */
export const OCCURRENCE_OUTCOMES = ['OCCURRENCE', 'REAGENDED', 'DONE', 'NOTEXECUTED'] as const;
export type OccurrenceOutcome = (typeof OCCURRENCE_OUTCOMES)[number];
export const occurrenceInput = type({
  status: type.enumerated(...OCCURRENCE_OUTCOMES),
  observation: 'string > 0',
});
export type OccurrenceInput = typeof occurrenceInput.infer;

/** POST /inbound, /storage, /picking, /packing, /conference (doc 2 §7). */
export const downstreamInput = type({ orders: orderIds });
/** POST /outbound: new, or `action: 'ADDED'` with `outboundId` into an existing non-DONE one. */
export const outboundInput = type({
  orders: orderIds,
  'action?': "'ADDED'",
  'outboundId?': 'string > 0',
}).narrow(
  (v, ctx) =>
    (v.action === 'ADDED') === (v.outboundId !== undefined) ||
    ctx.reject({ expected: 'outboundId with action ADDED' }),
);
/** POST /routes: new, or `routeId` (and optionally `action: 'add'`) into an existing route. */
export const routeInput = type({ orders: orderIds, 'routeId?': 'string > 0', 'action?': "'add'" }).narrow(
  (v, ctx) =>
    v.action !== 'add' || v.routeId !== undefined || ctx.reject({ expected: 'routeId with action add' }),
);
/** POST /invoices (doc 2 §2: invoice "with an option to resend NPS"). */
export const invoiceInput = type({ orders: orderIds, 'resendNps?': 'boolean' });

const senderNeeded = registerPredicate(
  'senderDocument unless orderCode is a 44-digit access key',
  'validation.required',
);
/** POST /process-import (doc 1 §7.2, doc 2 §5 "Manual order import"). */
export const processImportInput = type({
  type: "'order-bsoft'",
  orderCode: 'string > 0',
  'serie?': 'string',
  'senderDocument?': 'string',
})
  .narrow((v, ctx) => {
    const code = cutImportCode(v.orderCode);
    return (
      isAccessKeyLength(code) ||
      (v.senderDocument ?? '') !== '' ||
      ctx.reject({ expected: senderNeeded, path: ['senderDocument'] })
    );
  })
  .or({ type: "'order-rsys'", orderCode: 'string > 0', orderType: "'sales-order' | 'purchase-order'" });
export type ProcessImportInput = typeof processImportInput.infer;

/** One spreadsheet row of the order import (doc 1 §5: "read as rows with empty values as null").
 * Rows with the same orderNumber are one order with several items. */
export const importRow = type({
  orderNumber: 'string > 0 | number',
  'orderDate?': 'string | null',
  'deliveryDate?': 'string | null',
  'type?': type.enumerated(...ORDER_TYPES).or('null'),
  recipientDocument: documentRule,
  recipientName: 'string > 0',
  postalCode: postalCodeRule,
  street: 'string > 0',
  number: 'string > 0 | number',
  neighborhood: 'string > 0',
  city: 'string > 0',
  state: 'string == 2',
  'recipientEmail?': optionalEmail.or('null'),
  'recipientPhone?': 'string | number | null',
  sku: 'string > 0',
  description: 'string > 0',
  'barcode?': 'string | number | null',
  quantity: 'number > 0',
  'priceUnit?': 'number >= 0 | null',
  'additionalInfo?': 'string | null',
});
export type ImportRow = typeof importRow.infer;

/** The data import call (doc 2 §7 "data import: type order (csv) or nfe-xml"). */
export const dataImportInput = type({ type: "'order'", rows: importRow.array().atLeastLength(1) }).or({
  type: "'nfe-xml'",
  xml: 'string > 0',
});
export type DataImportInput = typeof dataImportInput.infer;
