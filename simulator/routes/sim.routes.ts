import type { FastifyInstance } from 'fastify';
import { seedSpecSchema } from '../seed/sizes';
import { addRoute, noBody } from '../validate';

/** Control API for testers (DESIGN §5), no token; every call acts on the caller's
 * `x-sim-session` only. Mounted at /__sim. */
export async function simRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'POST',
    url: '/reset',
    summary: "Reload this session's data from its last seed",
    tags: ['simulator'],
    body: noBody,
    handler: async (request) => {
      const spec = app.stores.reset(request.simSession);
      return { message: 'Session reset', session: request.simSession, ...spec };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/seed',
    summary: "Replace this session's data with a generated dataset (seed number, size)",
    tags: ['simulator'],
    body: seedSpecSchema,
    handler: async (request) => {
      app.stores.reseed(request.simSession, request.body);
      return { message: 'Session seeded', session: request.simSession, ...request.body };
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/journal',
    summary: "This session's last requests (bounded): method, url, status, ms",
    tags: ['simulator'],
    handler: async (request) => ({
      session: request.simSession,
      entries: app.journalOf(request.simSession).list(),
    }),
  });
}
