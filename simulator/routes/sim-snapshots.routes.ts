import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { SIM_SESSION_NAME } from '../../src/domain/sim-session-name';
import { notFound } from '../http/http-error';
import { addRoute, emptyBody } from '../http/validate';
import { MESSAGES } from '../i18n/messages/platform';
import { platformMessage } from '../i18n/messages/platform-success';
import { digestOf } from '../plugins/snapshots';
import { removedAnswer, restoredAnswer, snapshotAnswer, snapshotsAnswer, stateAnswer } from './sim-answers';

const snapshotName = SIM_SESSION_NAME;
const snapshotId = type({ id: snapshotName });
/** GET /__sim/state: `digest=false` skips the digest (it hashes the whole database). */
const stateQuery = type({ 'origin?': 'string', 'digest?': "'true' | 'false'" });
/** POST /__sim/snapshots: an optional name (an existing snapshot of that name is replaced); as
 * every control call, another field is refused by name (http/validate.ts `emptyBody`). */
export const snapshotRequest = type({ 'id?': snapshotName }).onUndeclaredKey('reject').or('undefined');

/** Snapshot and restore of a session's whole state (plugins/snapshots.ts), and its digest. */
export async function simSnapshotsRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'POST',
    url: '/snapshots',
    summary:
      "Snapshot this session's whole state (data, clock, fault and stub rules) under `id` (default snap-N); " +
      'snapshots are shared: any session can restore one',
    tags: ['simulator'],
    response: { 201: snapshotAnswer },
    body: snapshotRequest,
    handler: async (request, reply) => {
      reply.code(201);
      return app.snapshots.take(request.simSession, request.body?.id);
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/snapshots',
    summary: 'The snapshots kept (the last 32): id, source session, size, digest',
    tags: ['simulator'],
    response: snapshotsAnswer,
    handler: async () => ({ snapshots: app.snapshots.list() }),
  });

  addRoute(app, {
    method: 'GET',
    url: '/snapshots/:id',
    summary: 'One snapshot',
    tags: ['simulator'],
    response: snapshotAnswer,
    params: snapshotId,
    handler: async (request) => {
      const found = app.snapshots.get(request.params.id);
      if (!found) throw notFound(MESSAGES.noSnapshot(request.params.id));
      return found;
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/snapshots/:id/restore',
    summary: "Replace this session's state (data, clock, fault and stub rules) with the snapshot's",
    tags: ['simulator'],
    response: restoredAnswer,
    params: snapshotId,
    body: emptyBody,
    handler: async (request) => {
      if (!app.snapshots.restore(request.params.id, request.simSession))
        throw notFound(MESSAGES.noSnapshot(request.params.id));
      return {
        message: platformMessage(request, 'simSnapshotRestored'),
        id: request.params.id,
        session: request.simSession,
      };
    },
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/snapshots/:id',
    summary: 'Forget one snapshot',
    tags: ['simulator'],
    response: removedAnswer,
    params: snapshotId,
    handler: async (request) => {
      const owner = app.snapshots.get(request.params.id)?.session;
      if (!app.snapshots.remove(request.params.id)) throw notFound(MESSAGES.noSnapshot(request.params.id));
      // the session it was taken from keeps it no more (plugins/setup-store.ts)
      if (owner) app.setups.changed(owner);
      return { message: platformMessage(request, 'simSnapshotRemoved'), id: request.params.id };
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/state',
    querystring: stateQuery,
    summary:
      'This session at a glance: seed, a digest of its data (equal digests: equal data), clock, number of fault rules, stubs and journal entries',
    tags: ['simulator'],
    response: stateAnswer,
    handler: async (request) => {
      const session = request.simSession;
      const journal = app.journalOf(session);
      const { store } = request;
      return {
        session,
        ...store.seedSpec,
        writes: store.db.prepare('SELECT total_changes()').pluck().get() as number,
        ...(request.query.digest === 'false' ? {} : { digest: digestOf(app.stores.image(session)) }),
        clock: app.clockOf(session).state(),
        faults: app.faultsOf(session).size,
        stubs: app.stubsOf(session).size,
        journal: { size: journal.size, cap: journal.cap },
      };
    },
  });
}
