import type { Database } from 'better-sqlite3';
import { mapsLink, type PartyKind, type PartyRecord } from '../../src/domain/parties';
import { idMaker } from './ids';
import { defineTable } from './table';

/** Registered recipients and senders of a company (doc 2 §2 "customer picker", §7 "recipients by
 * document"). Orders copy a party into themselves, so editing an order's address never changes the
 * register. */
export type PartyRow = Omit<PartyRecord, 'maps'>;

export const partiesTable = defineTable<PartyRow>({
  name: 'parties',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    kind: { type: 'text' },
    document: { type: 'text' },
    additionalDocument: { type: 'text', nullable: true },
    name: { type: 'text' },
    fantasyName: { type: 'text', nullable: true },
    postalCode: { type: 'text' },
    street: { type: 'text' },
    number: { type: 'text' },
    additionalAddress: { type: 'text', nullable: true },
    neighborhood: { type: 'text' },
    city: { type: 'text' },
    state: { type: 'text' },
    country: { type: 'text' },
    lat: { type: 'real', nullable: true },
    long: { type: 'real', nullable: true },
    email: { type: 'text', nullable: true },
    phone: { type: 'text', nullable: true },
  },
  indexes: [
    ['companyDocument', 'kind', 'document'],
    ['companyDocument', 'kind', 'name'],
  ],
});

export interface PartyQuery {
  companyDocument: string;
  kind: PartyKind;
  document?: string;
  name?: string;
  page: number;
  take: number;
}

export function partiesRepo(db: Database) {
  const t = partiesTable;
  const byId = db.prepare('SELECT * FROM parties WHERE id = ?');
  const byDocument = db.prepare(
    'SELECT * FROM parties WHERE companyDocument = ? AND kind = ? AND document = ?',
  );
  const where = `companyDocument = @companyDocument AND kind = @kind
    AND (@document IS NULL OR document = @document)
    AND (@name IS NULL OR name LIKE @name OR fantasyName LIKE @name)`;
  const page = db.prepare(
    `SELECT * FROM parties WHERE ${where} ORDER BY name, id LIMIT @take OFFSET @offset`,
  );
  const count = db.prepare(`SELECT count(*) FROM parties WHERE ${where}`).pluck();
  const nextId = idMaker(db, 'parties', 'pty');
  const view = (raw: unknown): PartyRecord => {
    const p = t.decode(raw);
    return { ...p, maps: mapsLink(p.lat, p.long) };
  };
  return {
    insert: t.inserter(db),
    nextId,
    byId: (id: string): PartyRecord | null => {
      const row = byId.get(id);
      return row ? view(row) : null;
    },
    byDocument: (companyDocument: string, kind: PartyKind, document: string): PartyRecord | null => {
      const row = byDocument.get(companyDocument, kind, document);
      return row ? view(row) : null;
    },
    list: (q: PartyQuery): { parties: PartyRecord[]; total: number } => {
      const params = {
        companyDocument: q.companyDocument,
        kind: q.kind,
        document: q.document ? q.document.replace(/\D/g, '') : null,
        name: q.name ? `%${q.name}%` : null,
      };
      return {
        parties: page.all({ ...params, take: q.take, offset: (q.page - 1) * q.take }).map(view),
        total: count.get(params) as number,
      };
    },
  };
}
export type PartiesRepo = ReturnType<typeof partiesRepo>;
