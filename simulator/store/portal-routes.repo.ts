import type { Database } from 'better-sqlite3';
import { defineTable } from './table';

/**
 * Which route is being loaded at which dock, for the RFID portal's confirmation (doc 1 §3.2
 * `routerMandatoryConfirmationRFIDPortal`). A stand-in until the routes table of the orders and
 * routes issues can answer "the open route at this dock": simulator/devices/route-confirmation.ts
 * reads through a narrow interface, so only that file changes when it is wired to the real routes.
 * `epcHex` null: any tag passing the dock's portal confirms; otherwise only that tag (e.g. the
 * vehicle's or the route label's).
 */
export interface PortalRouteLinkRecord {
  id: string;
  companyDocument: string;
  dock: string;
  routeId: string;
  routeCode: string;
  orders: string[];
  epcHex: string | null;
  status: 'open' | 'confirmed';
  confirmedAt: string | null;
  confirmedBy: string | null;
}

export const portalRouteLinksTable = defineTable<PortalRouteLinkRecord>({
  name: 'portal_route_links',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    dock: { type: 'text' },
    routeId: { type: 'text' },
    routeCode: { type: 'text' },
    orders: { type: 'json' },
    epcHex: { type: 'text', nullable: true },
    status: { type: 'text' },
    confirmedAt: { type: 'text', nullable: true },
    confirmedBy: { type: 'text', nullable: true },
  },
  indexes: [['companyDocument', 'dock', 'status']],
});

export function portalRoutesRepo(db: Database) {
  const t = portalRouteLinksTable;
  const open = db.prepare(`
    SELECT * FROM portal_route_links
    WHERE companyDocument = @companyDocument AND dock = @dock AND status = 'open'
      AND (epcHex IS NULL OR epcHex = @epcHex)
    ORDER BY epcHex IS NULL, id LIMIT 1`);
  const byRoute = db.prepare('SELECT * FROM portal_route_links WHERE routeId = ?');
  const confirm = db.prepare(`
    UPDATE portal_route_links SET status = 'confirmed', confirmedAt = @at, confirmedBy = @by
    WHERE routeId = @routeId AND status = 'open'`);
  const since = db.prepare(
    "SELECT count(*) FROM portal_route_links WHERE companyDocument = ? AND status = 'confirmed' AND confirmedAt >= ?",
  );
  return {
    insert: t.inserter(db),
    /** the open route at a dock that this tag may confirm (a tag-specific link first) */
    openAtDock: (companyDocument: string, dock: string, epcHex: string): PortalRouteLinkRecord | null => {
      const row = open.get({ companyDocument, dock, epcHex });
      return row ? t.decode(row) : null;
    },
    byRoute: (routeId: string): PortalRouteLinkRecord | null => {
      const row = byRoute.get(routeId);
      return row ? t.decode(row) : null;
    },
    /** true when this call confirmed it (false: already confirmed) */
    confirm: (routeId: string, at: string, by: string) => confirm.run({ routeId, at, by }).changes > 0,
    confirmedSince: (companyDocument: string, from: string) =>
      since.pluck().get(companyDocument, from) as number,
  };
}
export type PortalRoutesRepo = ReturnType<typeof portalRoutesRepo>;
