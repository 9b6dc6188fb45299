import type { FastifyInstance } from 'fastify';
import { addRoute, emptyBody } from '../http/validate';
import { platformMessage } from '../i18n/messages/platform-success';
import { seedSpecSchema } from '../seed/sizes';
import { seededAnswer, sessionsAnswer } from './sim-answers';
import { simClockRoutes } from './sim-clock.routes';
import { simDataResetRoutes } from './sim-data-reset.routes';
import { simDevicesRoutes } from './sim-devices.routes';
import { simFaultsRoutes } from './sim-faults.routes';
import { simJournalRoutes } from './sim-journal.routes';
import { simRouteConfirmationsRoutes } from './sim-route-confirmations.routes';
import { simScenariosRoutes } from './sim-scenarios.routes';
import { simSetupsRoutes } from './sim-setups.routes';
import { simSnapshotsRoutes } from './sim-snapshots.routes';
import { simStubsRoutes } from './sim-stubs.routes';

/** Control API for testers (DESIGN §5), no token; every call acts on the caller's
 * `x-sim-session` only. Mounted at /__sim. */
export async function simRoutes(app: FastifyInstance) {
  // A control call that changed something (any method but GET, answered 2xx) marks its session's
  // setup to be kept (plugins/setup-store.ts). onSend, not onResponse: no listening for each
  // response's end (issue 17). Only the control API's calls pass here (this plugin's scope).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && reply.statusCode < 300) app.setups.changed(request.simSession);
    done(null, payload);
  });

  addRoute(app, {
    method: 'POST',
    url: '/reset',
    summary:
      "Reload this session's data from its last seed; its fault and stub rules are removed and its clock follows the wall clock again",
    tags: ['simulator'],
    body: emptyBody,
    response: seededAnswer,
    handler: async (request) => {
      const spec = app.stores.reset(request.simSession);
      // A reset session starts clean: no fault or stub rules, the clock back on the wall clock.
      app.faultsOf(request.simSession).clear();
      app.stubsOf(request.simSession).clear();
      app.clockOf(request.simSession).set(null);
      return { message: platformMessage(request, 'simSessionReset'), session: request.simSession, ...spec };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/seed',
    summary: "Replace this session's data with a generated dataset (seed number, size)",
    tags: ['simulator'],
    body: seedSpecSchema,
    response: seededAnswer,
    handler: async (request) => {
      app.stores.reseed(request.simSession, request.body);
      return {
        message: platformMessage(request, 'simSessionSeeded'),
        session: request.simSession,
        ...request.body,
      };
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/sessions',
    summary:
      'The open simulator sessions (x-sim-session) and the seed of their data; `session` is the caller’s',
    tags: ['simulator'],
    response: sessionsAnswer,
    handler: async (request) => ({ session: request.simSession, sessions: app.stores.sessions() }),
  });

  // Snapshots, journal, fault rules and clock (the tester's controls, simulator/scenarios/README.md).
  await app.register(simSnapshotsRoutes);
  await app.register(simDataResetRoutes);
  await app.register(simJournalRoutes);
  await app.register(simFaultsRoutes);
  await app.register(simStubsRoutes);
  await app.register(simSetupsRoutes);
  await app.register(simClockRoutes);
  await app.register(simScenariosRoutes);
  await app.register(simDevicesRoutes);
  await app.register(simRouteConfirmationsRoutes);
}
