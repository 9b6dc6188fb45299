import type { Database } from 'better-sqlite3';
import { defineTable } from './table';

/** Billing integrations configured per company (doc 2 §2: "manual import allowed only when a
 * billing integration is configured"; §7 GET /integrations/{name}). */
export const INTEGRATION_NAMES = ['bsoft', 'rsys'] as const;
export type IntegrationName = (typeof INTEGRATION_NAMES)[number];

export interface IntegrationRow {
  id: string;
  companyDocument: string;
  name: IntegrationName;
  /** bsoft answers `apiKey`, rsys answers `empresa` (doc 2 §7) */
  config: { apiKey?: string; empresa?: string };
  active: boolean;
}

export const integrationsTable = defineTable<IntegrationRow>({
  name: 'integrations',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    name: { type: 'text' },
    config: { type: 'json' },
    active: { type: 'boolean' },
  },
  indexes: [['companyDocument', 'name']],
});

export function integrationsRepo(db: Database) {
  const t = integrationsTable;
  const byName = db.prepare(
    'SELECT * FROM integrations WHERE companyDocument = ? AND name = ? AND active = 1 LIMIT 1',
  );
  return {
    insert: t.inserter(db),
    byName: (companyDocument: string, name: string): IntegrationRow | null => {
      const row = byName.get(companyDocument, name);
      return row ? t.decode(row) : null;
    },
  };
}
export type IntegrationsRepo = ReturnType<typeof integrationsRepo>;
