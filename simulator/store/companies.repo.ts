import type { Database } from 'better-sqlite3';
import type { Company } from '../../src/domain/company.schema';
import { EDITABLE_COMPANY_FIELDS } from '../../src/domain/company-settings.schema';
import type { Subsidiary } from '../../src/domain/user';
import { defineTable } from './table';

/** doc 1 §3.1. `cnpj` is the company document (digits only) every other record points at. */
export const companiesTable = defineTable<Company>({
  name: 'companies',
  columns: {
    id: { type: 'text', primaryKey: true },
    cnpj: { type: 'text', unique: true },
    type: { type: 'text' },
    logo: { type: 'text', nullable: true },
    corporateName: { type: 'text' },
    fantasyName: { type: 'text' },
    email: { type: 'text' },
    phone: { type: 'text' },
    contact: { type: 'text' },
    postalCode: { type: 'text' },
    street: { type: 'text' },
    number: { type: 'text' },
    neighborhood: { type: 'text' },
    city: { type: 'text' },
    state: { type: 'text' },
    country: { type: 'text' },
    complement: { type: 'text' },
    ie: { type: 'text' },
    parentDocument: { type: 'text', nullable: true, references: 'companies(cnpj)' },
  },
  indexes: [['parentDocument'], ['corporateName']],
});

export function companiesRepo(db: Database) {
  const t = companiesTable;
  const byId = db.prepare('SELECT * FROM companies WHERE id = ?');
  const byDocument = db.prepare('SELECT * FROM companies WHERE cnpj = ?');
  const childrenOf = db.prepare('SELECT * FROM companies WHERE parentDocument = ? ORDER BY cnpj');
  // Only the columns a Subsidiary needs: every signed-in call reads it (tenancy, doc 1 §6).
  const subsidiariesOf = db.prepare(
    'SELECT cnpj, fantasyName, corporateName FROM companies WHERE parentDocument = ? ORDER BY cnpj',
  );
  // json_each keeps "IN (list)" a single prepared statement whatever the list length.
  const byDocuments = db.prepare(
    'SELECT * FROM companies WHERE cnpj IN (SELECT value FROM json_each(?)) ORDER BY parentDocument IS NOT NULL, cnpj',
  );
  const settable = EDITABLE_COMPANY_FIELDS;
  const update = db.prepare(
    `UPDATE companies SET ${settable.map((c) => `"${c}" = @${c}`).join(', ')} WHERE id = @id`,
  );
  const setLogo = db.prepare('UPDATE companies SET logo = ? WHERE id = ?');
  return {
    /** the company logo (doc 1 §3.1) as a data URL, or none (simulator/routes/company-logo.routes.ts) */
    setLogo: (id: string, logo: string | null): void => {
      setLogo.run(logo, id);
    },
    /** the fields the settings dialog edits (doc 1 §5: corporate name, document and ie are locked) */
    update: (id: string, fields: Pick<Company, (typeof settable)[number]>): void => {
      update.run({ ...Object.fromEntries(settable.map((c) => [c, fields[c]])), id });
    },
    insert: t.inserter(db),
    byId: (id: string): Company | null => {
      const row = byId.get(id);
      return row ? t.decode(row) : null;
    },
    byDocument: (document: string): Company | null => {
      const row = byDocument.get(document);
      return row ? t.decode(row) : null;
    },
    childrenOf: (document: string): Company[] => childrenOf.all(document).map(t.decode),
    subsidiariesOf: (document: string): Subsidiary[] =>
      (subsidiariesOf.all(document) as Array<Pick<Company, 'cnpj' | 'fantasyName' | 'corporateName'>>).map(
        (c) => ({
          company: { fantasyName: c.fantasyName, corporateName: c.corporateName },
          companyDocument: c.cnpj,
        }),
      ),
    byDocuments: (documents: string[]): Company[] => byDocuments.all(JSON.stringify(documents)).map(t.decode),
  };
}
export type CompaniesRepo = ReturnType<typeof companiesRepo>;
