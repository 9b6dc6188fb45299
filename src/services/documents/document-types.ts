// The shapes the document builders read. They are structural and loose on purpose: the orders
// domain types (src/domain/orders*.ts) and the screens' rows are assignable to them without
// conversion; every field the seeds list (doc 2 §3) is optional, and money and quantities may
// arrive as numbers or numeric strings.

export type Amount = number | string | null | undefined;
export type Text = string | number | null | undefined;

/** Sender or recipient of an order (doc 2 §3 "Recipient / sender (party)"). */
export interface DocumentParty {
  name?: Text;
  fantasyName?: Text;
  document?: Text;
  additionalDocument?: Text;
  postalCode?: Text;
  street?: Text;
  number?: Text;
  additionalAddress?: Text;
  neighborhood?: Text;
  city?: Text;
  state?: Text;
  country?: Text;
  email?: Text;
  phone?: Text;
}

/** An order item (doc 2 §3 "Order item"). */
export interface DocumentItem {
  sku?: Text;
  description?: Text;
  barcode?: Text;
  productBatch?: Text;
  quantity?: Amount;
  priceUnit?: Amount;
  priceTotal?: Amount;
}

export { TAX_KEYS } from '../../domain/order-records';
export type TaxKey = typeof import('../../domain/order-records').TAX_KEYS[number];

export interface DocumentAttachment {
  type?: string | null;
  url?: string | null;
  path?: string | null;
}

/** An order as the documents read it (doc 2 §3 "Order"). */
export interface DocumentOrder {
  id?: Text;
  orderNumber?: Text;
  orderSerie?: Text;
  orderDate?: string | Date | null;
  deliveryDate?: string | Date | null;
  createdAt?: string | Date | null;
  type?: Text;
  status?: Text;
  stage?: Text;
  origin?: Text;
  trackingCode?: Text;
  accessKey?: Text;
  additionalInfo?: Text;
  priceFreight?: Amount;
  priceTransfer?: Amount;
  companyDocument?: Text;
  transporter?: { nameTransporter?: Text; documentTransporter?: Text } | null;
  recipient?: DocumentParty | null;
  sender?: DocumentParty | null;
  items?: readonly DocumentItem[] | null;
  taxes?: Partial<Record<TaxKey, Amount>> | null;
  attachments?: readonly DocumentAttachment[] | null;
  /** the list rows' attachment types (GET /orders), used when `attachments` is absent */
  attachmentTypes?: readonly string[] | null;
}

/** The company printing the document (src/domain/company.schema.ts `Company` fits). */
export interface DocumentCompany {
  /** data URL or address of the logo; none → error toast, no document (doc 2 §8) */
  logo?: string | null;
  corporateName?: Text;
  fantasyName?: Text;
  cnpj?: Text;
  phone?: Text;
  email?: Text;
  street?: Text;
  number?: Text;
  neighborhood?: Text;
  city?: Text;
  state?: Text;
  postalCode?: Text;
}

/** How a finished PDF reaches the user: saved as a file (default) or opened in a new tab. */
export type DocumentOutput = 'download' | 'open';

export interface PrintOptions {
  output?: DocumentOutput;
}
