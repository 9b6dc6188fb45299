import type { Database } from 'better-sqlite3';
import type { CompanyCustomer } from '../../src/domain/customers';
import { idMaker } from './ids';
import { defineTable } from './table';

/** Company customers (doc 2 §3 "Company customer", §2 "Customers page"). */
export const companyCustomersTable = defineTable<CompanyCustomer>({
  name: 'company_customers',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    corporateName: { type: 'text' },
    fantasyName: { type: 'text', nullable: true },
    document: { type: 'text' },
    additionalDocument: { type: 'text', nullable: true },
    name: { type: 'text', nullable: true },
    postalCode: { type: 'text' },
    street: { type: 'text' },
    number: { type: 'text' },
    complement: { type: 'text', nullable: true },
    neighborhood: { type: 'text' },
    city: { type: 'text' },
    state: { type: 'text' },
    country: { type: 'text' },
    lat: { type: 'real', nullable: true },
    lng: { type: 'real', nullable: true },
    email: { type: 'text', nullable: true },
    phone: { type: 'text', nullable: true },
    observation: { type: 'text', nullable: true },
    isActive: { type: 'boolean' },
    createdAt: { type: 'text' },
  },
  indexes: [
    ['companyDocument', 'corporateName'],
    ['companyDocument', 'document'],
  ],
});

export interface CustomerQuery {
  companyDocument: string;
  page: number;
  take: number;
  isActive?: boolean;
  name?: string;
  document?: string;
}

export function companyCustomersRepo(db: Database) {
  const t = companyCustomersTable;
  const where = `companyDocument = @companyDocument
    AND (@isActive IS NULL OR isActive = @isActive)
    AND (@name IS NULL OR corporateName LIKE @name OR fantasyName LIKE @name OR name LIKE @name)
    AND (@document IS NULL OR document = @document)`;
  const page = db.prepare(
    `SELECT * FROM company_customers WHERE ${where} ORDER BY corporateName, id LIMIT @take OFFSET @offset`,
  );
  const count = db.prepare(`SELECT count(*) FROM company_customers WHERE ${where}`).pluck();
  const byId = db.prepare('SELECT * FROM company_customers WHERE id = ?');
  const byDocument = db.prepare(
    'SELECT * FROM company_customers WHERE companyDocument = ? AND document = ? LIMIT 1',
  );
  const remove = db.prepare('DELETE FROM company_customers WHERE id = ?');
  const names = Object.keys(t.encode({} as CompanyCustomer)).filter((k) => k !== 'id');
  const replace = db.prepare(
    `UPDATE company_customers SET ${names.map((n) => `"${n}" = @${n}`).join(', ')} WHERE id = @id`,
  );
  const one = (row: unknown) => (row ? t.decode(row) : null);
  return {
    insert: t.inserter(db),
    nextId: idMaker(db, 'company_customers', 'cus'),
    byId: (id: string) => one(byId.get(id)),
    byDocument: (companyDocument: string, document: string) => one(byDocument.get(companyDocument, document)),
    list: (q: CustomerQuery) => {
      const params = {
        companyDocument: q.companyDocument,
        isActive: q.isActive === undefined ? null : q.isActive ? 1 : 0,
        name: q.name ? `%${q.name}%` : null,
        document: q.document ? q.document.replace(/\D/g, '') : null,
      };
      return {
        companyCustomers: page.all({ ...params, take: q.take, offset: (q.page - 1) * q.take }).map(t.decode),
        total: count.get(params) as number,
      };
    },
    update: (customer: CompanyCustomer) => {
      replace.run(t.encode(customer));
    },
    remove: (id: string) => remove.run(id).changes > 0,
  };
}
export type CompanyCustomersRepo = ReturnType<typeof companyCustomersRepo>;
