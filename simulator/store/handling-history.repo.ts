import type { Database } from 'better-sqlite3';
import type { HandlingHistoryRow } from '../../src/domain/device-records';
import { defineTable } from './table';

/** doc 3 §3 "Handling history row" (operation, positionCodeOrigin, positionCodeDestiny, product,
 * rfidcode, warehouse name and building name), flattened into columns. The device platform writes
 * one row per portal-confirmed move (operation `RFID_PORTAL`); the handling issue is expected to
 * append its own moves to this same table. */
export interface HandlingHistoryRecord {
  id: string;
  companyDocument: string;
  operation: string;
  positionCodeOrigin: string | null;
  positionCodeDestiny: string | null;
  productSku: string | null;
  productDescription: string | null;
  rfidcode: string | null;
  warehouseName: string | null;
  buildingName: string | null;
  /** the portal that confirmed the move */
  deviceId: string | null;
  /** the route it confirmed, when it did */
  routeId: string | null;
  createdAt: string;
}

export const handlingHistoryTable = defineTable<HandlingHistoryRecord>({
  name: 'position_handling_history',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    operation: { type: 'text' },
    positionCodeOrigin: { type: 'text', nullable: true },
    positionCodeDestiny: { type: 'text', nullable: true },
    productSku: { type: 'text', nullable: true },
    productDescription: { type: 'text', nullable: true },
    rfidcode: { type: 'text', nullable: true },
    warehouseName: { type: 'text', nullable: true },
    buildingName: { type: 'text', nullable: true },
    deviceId: { type: 'text', nullable: true },
    routeId: { type: 'text', nullable: true },
    createdAt: { type: 'text' },
  },
  indexes: [['companyDocument', 'createdAt']],
});

export const historyRowView = (r: HandlingHistoryRecord): HandlingHistoryRow => ({
  id: r.id,
  operation: r.operation,
  positionCodeOrigin: r.positionCodeOrigin,
  positionCodeDestiny: r.positionCodeDestiny,
  product:
    r.productSku || r.productDescription ? { sku: r.productSku, description: r.productDescription } : null,
  rfidcode: r.rfidcode,
  warehouse:
    r.warehouseName || r.buildingName ? { name: r.warehouseName, building: { name: r.buildingName } } : null,
  createdAt: r.createdAt,
});

export interface HistoryQuery {
  companyDocument: string;
  from: string | null;
  to: string | null;
  /** 1-based; with `take` null every row is answered (the PDF report) */
  page: number;
  take: number | null;
}

export function handlingHistoryRepo(db: Database) {
  const t = handlingHistoryTable;
  const where = `WHERE companyDocument = @companyDocument
      AND (@from IS NULL OR createdAt >= @from) AND (@to IS NULL OR createdAt <= @to)`;
  const page = db.prepare(
    `SELECT * FROM position_handling_history ${where} ORDER BY createdAt DESC, id LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare(`SELECT count(*) FROM position_handling_history ${where}`);
  // a portal pass that confirmed a route writes the one row naming it (devices/route-confirmation.ts)
  const confirmations = db
    .prepare(
      'SELECT count(*) FROM position_handling_history WHERE companyDocument = ? AND routeId IS NOT NULL AND createdAt >= ?',
    )
    .pluck();
  return {
    insert: t.inserter(db),
    page: (q: HistoryQuery): { rows: HandlingHistoryRecord[]; total: number } => {
      const params = { companyDocument: q.companyDocument, from: q.from, to: q.to };
      const limit = q.take ?? -1;
      const offset = q.take === null ? 0 : (q.page - 1) * q.take;
      return {
        rows: page.all({ ...params, limit, offset }).map(t.decode),
        total: count.pluck().get(params) as number,
      };
    },
    /** routes confirmed by a portal pass since `from` (GET /devices/dashboard confirmations24h) */
    routeConfirmationsSince: (companyDocument: string, from: string) =>
      confirmations.get(companyDocument, from) as number,
  };
}
export type HandlingHistoryRepo = ReturnType<typeof handlingHistoryRepo>;
