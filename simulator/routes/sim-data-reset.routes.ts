import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { SIM_SESSION_NAME } from '../../src/domain/sim-session-name';
import { USER_TYPES } from '../../src/domain/user';
import { notFound } from '../http/http-error';
import { addRoute } from '../http/validate';
import { MESSAGES } from '../i18n/messages/platform';
import { platformMessage } from '../i18n/messages/platform-success';
import { seededAnswer } from './sim-answers';

/** POST /__sim/reset/data: the data of a snapshot (fast) instead of the session's last seed. */
export const dataResetRequest = type({ 'snapshot?': SIM_SESSION_NAME })
  .onUndeclaredKey('reject')
  .or('undefined');

/** POST /__sim/tokens: the claims of a signed-in user, `expired` for a token long past its end. */
const tokenRequest = type({
  sub: '0 < string <= 100',
  type: type.enumerated(...USER_TYPES),
  companyDocument: '0 < string <= 32',
  'expired?': 'boolean',
}).onUndeclaredKey('reject');

/**
 * The tester's controls that a runner outside the process needs (issue 28, scenarios with --url):
 * reloading a session's data between paths without touching the tester's fault rules and clock,
 * and tokens the platform would never hand out (another company, expired) for its refusal checks.
 */
export async function simDataResetRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'POST',
    url: '/reset/data',
    summary:
      "Reload only this session's data — from its last seed, or from snapshot `snapshot`'s data — keeping its " +
      'fault rules, clock and journal (a test run between paths: the rules a tester set keep firing)',
    tags: ['simulator'],
    body: dataResetRequest,
    response: seededAnswer,
    handler: async (request) => {
      const session = request.simSession;
      const id = request.body?.snapshot;
      if (id === undefined) {
        const spec = app.stores.reset(session);
        return { message: platformMessage(request, 'simSessionDataReloaded'), session, ...spec };
      }
      // Only the data: snapshots.restore would also put back the snapshot's clock and rules.
      if (!app.snapshots.restoreData(id, session)) throw notFound(MESSAGES.noSnapshot(id));
      const spec = app.stores.get(session).seedSpec;
      return {
        message: platformMessage(request, 'simSessionDataReloaded'),
        session,
        seed: spec?.seed ?? 0,
        size: spec?.size ?? 'demo',
      };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/tokens',
    summary:
      'A token signed by this simulator for any claims (a company the user may not view) or already expired ' +
      '(`expired: true`) — what the refusal checks of a test need (401, 403)',
    tags: ['simulator'],
    body: tokenRequest,
    response: { 201: type({ token: 'string' }) },
    handler: async (request, reply) => {
      const { expired, ...claims } = request.body;
      reply.code(201);
      // iat far in the past with a short life: expired whatever the simulated clock says
      const token = expired
        ? app.jwt.sign({ ...claims, iat: 1000 } as typeof claims, { expiresIn: 1000 })
        : app.jwt.sign(claims);
      return { token };
    },
  });
}
