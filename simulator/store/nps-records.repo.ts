import type { Database } from 'better-sqlite3';
import { parseApiRange } from '../../src/domain/api-dates';
import { type NpsRecord, type NpsSummary, surveyPath } from '../../src/domain/nps';
import { idMaker } from './ids';
import { defineTable } from './table';

/**
 * The admin side of NPS surveys (doc 2 §3 "NPS record"): which order a survey is about, whether it
 * was treated, the resolution, how often it was sent. The answer itself (rating, reason, date) is
 * the public survey's (`surveys` table, answered through PUT /nps/{code}), joined by code, so the
 * two sides never disagree.
 */
export interface NpsRecordRow {
  id: string;
  code: string;
  companyDocument: string;
  orderId: string | null;
  treated: boolean;
  resolution: string | null;
  dateResolution: string | null;
  sentCount: number;
  createdAt: string;
}

export const npsRecordsTable = defineTable<NpsRecordRow>({
  name: 'nps_records',
  columns: {
    id: { type: 'text', primaryKey: true },
    code: { type: 'text', unique: true, references: 'surveys(code)' },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    orderId: { type: 'text', nullable: true, references: 'orders(id)' },
    treated: { type: 'boolean' },
    resolution: { type: 'text', nullable: true },
    dateResolution: { type: 'text', nullable: true },
    sentCount: { type: 'integer' },
    createdAt: { type: 'text' },
  },
  indexes: [['companyDocument', 'createdAt'], ['orderId']],
});

interface JoinedRow extends Omit<NpsRecordRow, 'treated'> {
  treated: number;
  status: string;
  rating: number | null;
  reason: string | null;
  answeredAt: string | null;
  orderNumber: string | null;
  recipientName: string | null;
}

const SELECT = `SELECT n.*, s.status, s.rating, s.reason, s.answeredAt, o.orderNumber, o.recipientName
  FROM nps_records n JOIN surveys s ON s.code = n.code LEFT JOIN orders o ON o.id = n.orderId`;

function view(r: JoinedRow): NpsRecord {
  return {
    id: r.id,
    companyDocument: r.companyDocument,
    orderId: r.orderId,
    code: r.code,
    rating: r.rating,
    reason: r.reason,
    answered: r.status === 'answered',
    dateAnswer: r.answeredAt,
    treated: r.treated === 1,
    resolution: r.resolution,
    dateResolution: r.dateResolution,
    url: surveyPath(r.code),
    order: r.orderId
      ? { id: r.orderId, orderNumber: r.orderNumber ?? '', recipient: { name: r.recipientName ?? '' } }
      : null,
    createdAt: r.createdAt,
    sentCount: r.sentCount,
  };
}

export function npsRecordsRepo(db: Database) {
  const t = npsRecordsTable;
  const where =
    'n.companyDocument = @companyDocument AND (@from IS NULL OR n.createdAt BETWEEN @from AND @to)';
  const page = db.prepare(
    `${SELECT} WHERE ${where} ORDER BY n.createdAt DESC, n.id DESC LIMIT @take OFFSET @offset`,
  );
  const count = db.prepare(`SELECT count(*) FROM nps_records n WHERE ${where}`).pluck();
  const summary = db.prepare(`
    SELECT sum(s.status <> 'answered') AS notAnswered,
           sum(s.status = 'answered' AND s.rating >= 9) AS promoter,
           sum(s.status = 'answered' AND s.rating BETWEEN 7 AND 8) AS neutral,
           sum(s.status = 'answered' AND s.rating < 7) AS detrator,
           avg(CASE WHEN s.status = 'answered' THEN s.rating END) AS average
    FROM nps_records n JOIN surveys s ON s.code = n.code WHERE ${where}`);
  const byId = db.prepare(`${SELECT} WHERE n.id = ?`);
  const byOrder = db.prepare(`${SELECT} WHERE n.orderId = ? ORDER BY n.createdAt DESC LIMIT 1`);
  const resolve = db.prepare(
    'UPDATE nps_records SET treated = 1, resolution = ?, dateResolution = ? WHERE id = ?',
  );
  const resend = db.prepare('UPDATE nps_records SET sentCount = sentCount + 1 WHERE id = ?');
  const range = (dates?: string) => {
    const r = dates ? parseApiRange(dates) : null;
    return { from: r ? r.from.toISOString() : null, to: r ? r.to.toISOString() : null };
  };
  return {
    insert: t.inserter(db),
    nextId: idMaker(db, 'nps_records', 'nps'),
    list: (q: { companyDocument: string; dates?: string; page: number; take: number }) => {
      const params = { companyDocument: q.companyDocument, ...range(q.dates) };
      return {
        nps: (page.all({ ...params, take: q.take, offset: (q.page - 1) * q.take }) as JoinedRow[]).map(view),
        total: count.get(params) as number,
      };
    },
    summary: (q: { companyDocument: string; dates?: string }): NpsSummary => {
      const r = summary.get({ companyDocument: q.companyDocument, ...range(q.dates) }) as Record<
        string,
        number | null
      >;
      return {
        notAnswered: r.notAnswered ?? 0,
        promoter: r.promoter ?? 0,
        neutral: r.neutral ?? 0,
        detrator: r.detrator ?? 0,
        average: r.average === null ? 0 : Math.round(r.average * 100) / 100,
      };
    },
    byId: (id: string): NpsRecord | null => {
      const row = byId.get(id) as JoinedRow | undefined;
      return row ? view(row) : null;
    },
    byOrder: (orderId: string): NpsRecord | null => {
      const row = byOrder.get(orderId) as JoinedRow | undefined;
      return row ? view(row) : null;
    },
    resolve: (id: string, resolution: string, at: string) => {
      resolve.run(resolution, at, id);
    },
    resend: (id: string) => {
      resend.run(id);
    },
  };
}
export type NpsRecordsRepo = ReturnType<typeof npsRecordsRepo>;
