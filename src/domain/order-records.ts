// doc 2 §3 (Order and its parts): the orders area's records as the API answers them
// (docs/CONTRACTS.md "Orders area API"). The order types, statuses and their rules: orders.ts.
import type { AttachmentType, CalendarStatus, OrderOrigin, OrderStatus, OrderType } from './orders';

// ---------------------------------------------------------------------------------------------
// Entities (doc 2 §3)

/** Recipient or sender of an order (doc 2 §3 "Recipient / sender (party)"). `maps` is a link to a
 * map of the address, null when there are no coordinates (the console greys the link out). */
export interface Party {
  id: string;
  document: string;
  additionalDocument: string | null;
  name: string;
  fantasyName: string | null;
  postalCode: string;
  street: string;
  number: string;
  additionalAddress: string | null;
  neighborhood: string;
  city: string;
  state: string;
  country: string;
  lat: number | null;
  long: number | null;
  maps: string | null;
  email: string | null;
  phone: string | null;
}

/** doc 2 §3 "Order item"; `notBelong` is shown as "Added". */
export interface OrderItem {
  id: string;
  sku: string;
  description: string;
  barcode: string | null;
  rfidcode: string | null;
  un: string;
  product: { id: string | null; manufactorCode: string | null };
  productBatch: string | null;
  productExpire: string | null;
  quantity: number;
  priceUnit: number;
  priceTotal: number;
  isChecked: boolean;
  notBelong: boolean;
}

/** doc 2 §3 "Taxes keys" (zero values are hidden by the console). */
export const TAX_KEYS = [
  'priceTotalProducts',
  'priceIcms',
  'priceIcmsSubs',
  'priceImport',
  'priceIpi',
  'priceAnotherTax',
  'priceInsurance',
  'priceFreight',
  'priceDiscount',
  'priceOrder',
] as const;
export type OrderTaxes = Record<(typeof TAX_KEYS)[number], number>;

/** doc 2 §3 "Calendar entry" (tracking). `user` is the operator's display name. */
export interface CalendarEntry {
  id: string;
  dueDate: string;
  user: { id: string; name: string } | null;
  description: string;
  status: CalendarStatus;
  createdAt: string;
}

/** doc 2 §3 "Attachment". `url` serves the bytes (no token needed: it opens in a new tab). */
export interface Attachment {
  id: string;
  type: AttachmentType;
  description: string;
  path: string;
  url: string;
  contentType: string;
  size: number;
  createdAt: string;
}

export const CHECKLIST_TYPES = ['VEHICLE', 'MECHANIC'] as const;
export type ChecklistType = (typeof CHECKLIST_TYPES)[number];
/** doc 2 §3 "checklists (each with type and JSON data)"; the data follows doc 2 §3 "Vehicle
 * checklist" / "Mechanic checklist" and is read-only in this issue. */
export interface OrderChecklist {
  id: string;
  type: ChecklistType;
  data: Record<string, unknown>;
  createdAt: string;
}

/** doc 2 §2 "Orders SO" tab row: type is service when the SO has an attribute, otherwise parts. */
export interface OrderSO {
  id: string;
  orderNumber: string;
  orderDate: string;
  customer: string;
  attribute: string | null;
  kind: 'service' | 'parts';
  status: OrderStatus;
}

export interface SalesChannelRef {
  code: string;
  saleschannel: string;
}

/** A row of GET /orders (doc 2 §2 list columns and print-menu warning). */
export interface OrderListRow {
  id: string;
  orderNumber: string;
  orderSerie: string;
  orderDate: string;
  deliveryDate: string | null;
  scheduledDelivery: boolean;
  type: OrderType;
  status: OrderStatus;
  stage: string | null;
  origin: OrderOrigin;
  saleschannel: SalesChannelRef | null;
  transporter: { id: string; nameTransporter: string } | null;
  invoiceNumber: string | null;
  plate: string | null;
  mechanic: string | null;
  additionalInfo: string | null;
  companyDocument: string;
  shipperDocument: string | null;
  recipient: Pick<Party, 'name' | 'fantasyName' | 'document' | 'city' | 'state' | 'postalCode'>;
  /** the attachment types this order holds: the print menu warns when nf-e, DanfeSimplificado or
   * Label is missing (doc 2 §2) */
  attachmentTypes: AttachmentType[];
  createdAt: string;
}

/** GET /orders/{id} (doc 2 §3 "Order"). */
export interface Order extends Omit<OrderListRow, 'recipient' | 'attachmentTypes'> {
  trackingCode: string | null;
  priceFreight: number;
  priceTransfer: number;
  accessKey: string | null;
  recipient: Party;
  sender: Party;
  items: OrderItem[];
  taxes: OrderTaxes;
  calendars: CalendarEntry[];
  attachments: Attachment[];
  checklists: OrderChecklist[];
  ordersSO: OrderSO[];
}

/** GET /orders answer (doc 2 §7: "response orders and total"). */
export interface OrdersPage {
  orders: OrderListRow[];
  total: number;
}
