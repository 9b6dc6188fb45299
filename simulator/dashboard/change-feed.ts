import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Store } from '../store/store';

/**
 * The dashboard's change feed (issue 15, beyond the seed): the TV wall hears that an operation,
 * route or order of a company changed and refetches at once instead of waiting for its 30-second
 * countdown. The store's status triggers (store/status-times.repo.ts) name the company of every
 * change; this plugin gathers them per simulator session and pushes them as server-sent events on
 * GET /dashboard/changes. A connection hears only the companies its user may view (doc 1 §6), so
 * a notice never reaches another group. A comment line every HEARTBEAT_MS lets the client tell a
 * quiet feed from a dead one (it shows itself stale and reconnects).
 *
 * It also gives each store its session's simulated clock, so status times follow /__sim/clock.
 */
export const HEARTBEAT_MS = 15_000;
export const CHANGES_PATH = '/dashboard/changes';

export interface ChangeNotice {
  companyDocument: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    dashboardChanges: EventEmitter;
  }
}

export const changeFeedPlugin = fp(
  async (app: FastifyInstance) => {
    const hub = new EventEmitter();
    hub.setMaxListeners(0);
    app.decorate('dashboardChanges', hub);
    const wired = new WeakSet<Store>();
    // Many rows change in one transaction: one notice per company and session per tick.
    const pending = new Map<string, Set<string>>();
    const note = (session: string, companyDocument: string) => {
      if (pending.size === 0) setImmediate(flush);
      const companies = pending.get(session) ?? new Set<string>();
      pending.set(session, companies);
      companies.add(companyDocument);
    };
    const flush = () => {
      for (const [session, companies] of pending)
        for (const companyDocument of companies)
          hub.emit(session, { companyDocument } satisfies ChangeNotice);
      pending.clear();
    };

    app.addHook('onRequest', (request, _reply, done) => {
      const session = request.simSession;
      const store = request.store;
      if (!wired.has(store)) {
        wired.add(store);
        store.statusTimes.followClock(() => app.clockOf(session).now());
        store.statusTimes.onChange((companyDocument) => note(session, companyDocument));
      }
      done();
    });
  },
  { name: 'dashboard-change-feed', dependencies: ['store', 'clock'] },
);
