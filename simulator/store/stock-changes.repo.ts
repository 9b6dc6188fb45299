import type { Database } from 'better-sqlite3';
import { idMaker } from './ids';
import { defineTable } from './table';

/**
 * The stock data-change history (doc 3 §3 "Stock change history": product sku, description and
 * quantity, barcode, rfidcode, serviceTag, responsible, padlock, quantity, status, each with its
 * new value, updatedBy; doc 3 §2 Reports, GET warehouse/history). The one history of a stock
 * item's changes: a row per PATCH /warehouse/position/{id} and a row per item an inventory's close
 * moves (simulator/inventory/close.ts), each written in its call's transaction; the product and
 * position are copied as they were, so a later rename does not rewrite history. `newQuantity` is
 * ours: doc 3 §2 shows the quantity "old then new" like the other fields, and a close changes it.
 */
export interface StockChangeRow {
  id: string;
  companyDocument: string;
  positionItemId: string;
  positionCode: string;
  productSku: string;
  productDescription: string;
  productQuantity: number;
  barcode: string | null;
  rfidcode: string | null;
  quantity: number;
  newQuantity: number;
  serviceTag: string | null;
  responsible: string | null;
  padlock: string | null;
  status: string;
  newServiceTag: string | null;
  newResponsible: string | null;
  newPadlock: string | null;
  newStatus: string;
  updatedBy: string;
  createdAt: string;
}

/** The fields a row shows old then new (doc 3 §3; `quantity` → `newQuantity`, ours). */
export type TrackedItemFields = Pick<
  StockChangeRow,
  'quantity' | 'serviceTag' | 'responsible' | 'padlock' | 'status'
>;

/** The one way a history row is built — PATCH /warehouse/position/{id}, an inventory's close and
 * the demo seed write the same shape: the item as it was (`item`), the tracked fields as they
 * are now (`after`), the product copied as it stands. */
export function stockChangeRow(change: {
  id: string;
  companyDocument: string;
  positionCode: string;
  product: { sku: string; description: string; quantity: number };
  item: TrackedItemFields & { id: string; barcode: string | null; rfidcode: string | null };
  after: TrackedItemFields;
  updatedBy: string;
  createdAt: string;
}): StockChangeRow {
  const { item, after, product } = change;
  return {
    id: change.id,
    companyDocument: change.companyDocument,
    positionItemId: item.id,
    positionCode: change.positionCode,
    productSku: product.sku,
    productDescription: product.description,
    productQuantity: product.quantity,
    barcode: item.barcode,
    rfidcode: item.rfidcode,
    quantity: item.quantity,
    newQuantity: after.quantity,
    serviceTag: item.serviceTag,
    responsible: item.responsible,
    padlock: item.padlock,
    status: item.status,
    newServiceTag: after.serviceTag,
    newResponsible: after.responsible,
    newPadlock: after.padlock,
    newStatus: after.status,
    updatedBy: change.updatedBy,
    createdAt: change.createdAt,
  };
}

const nullableText = { type: 'text', nullable: true } as const;
export const stockChangesTable = defineTable<StockChangeRow>({
  name: 'stock_changes',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    positionItemId: { type: 'text' },
    positionCode: { type: 'text' },
    productSku: { type: 'text' },
    productDescription: { type: 'text' },
    productQuantity: { type: 'real' },
    barcode: nullableText,
    rfidcode: nullableText,
    quantity: { type: 'real' },
    newQuantity: { type: 'real' },
    serviceTag: nullableText,
    responsible: nullableText,
    padlock: nullableText,
    status: { type: 'text' },
    newServiceTag: nullableText,
    newResponsible: nullableText,
    newPadlock: nullableText,
    newStatus: { type: 'text' },
    updatedBy: { type: 'text' },
    createdAt: { type: 'text' },
  },
  indexes: [['companyDocument', 'createdAt']],
});

/** GET warehouse/history filters (doc 3 §2 Reports: product, service tag, barcode, position, date). */
export interface StockChangeQuery {
  companyDocument: string;
  product?: string;
  serviceTag?: string;
  barcode?: string;
  position?: string;
  from: string | null;
  to: string | null;
  page: number;
  take: number;
}

/** What the report lists: doc 3 §3's shape, the product nested. */
export function stockChangeView(r: StockChangeRow) {
  const { companyDocument: _c, productSku, productDescription, productQuantity, ...rest } = r;
  return {
    ...rest,
    product: { sku: productSku, description: productDescription, quantity: productQuantity },
  };
}
export type StockChangeView = ReturnType<typeof stockChangeView>;

export function stockChangesRepo(db: Database) {
  const where = `companyDocument = @companyDocument
    AND (@product IS NULL OR productSku LIKE @product OR productDescription LIKE @product)
    AND (@serviceTag IS NULL OR serviceTag LIKE @serviceTag OR newServiceTag LIKE @serviceTag)
    AND (@barcode IS NULL OR barcode LIKE @barcode)
    AND (@position IS NULL OR positionCode LIKE @position)
    AND (@from IS NULL OR createdAt >= @from) AND (@to IS NULL OR createdAt <= @to)`;
  const page = db.prepare(
    `SELECT * FROM stock_changes WHERE ${where} ORDER BY createdAt DESC, id DESC LIMIT @take OFFSET @offset`,
  );
  const count = db.prepare(`SELECT count(*) FROM stock_changes WHERE ${where}`).pluck();
  const like = (v: string | undefined) => (v ? `%${v}%` : null);
  return {
    insert: stockChangesTable.inserter(db),
    nextId: idMaker(db, 'stock_changes', 'stc'),
    list: (q: StockChangeQuery) => {
      const params = {
        companyDocument: q.companyDocument,
        product: like(q.product),
        serviceTag: like(q.serviceTag),
        barcode: like(q.barcode),
        position: like(q.position?.toUpperCase()),
        from: q.from,
        to: q.to,
      };
      return {
        histories: page
          .all({ ...params, take: q.take, offset: (q.page - 1) * q.take })
          .map((r) => stockChangeView(stockChangesTable.decode(r))),
        total: count.get(params) as number,
      };
    },
  };
}
