import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/http-error';
import { localize, requestLanguage } from '../i18n/i18n';
import { MESSAGES } from '../i18n/messages/platform';
import { SessionValues } from '../store/session-values';
import { FaultSet } from './fault-rules';
import { elapsedMs, routeOf } from './journal';
import type { FiredFault } from './journal-ring';

// The faults plugin: applies a session's fault rules (fault-rules.ts) to the platform's calls.

declare module 'fastify' {
  interface FastifyInstance {
    /** the fault rules of a simulator session (the devices side asks `forTopic`) */
    faultsOf(session: string): FaultSet;
  }
}

export interface FaultsOptions {
  /** only calls under these prefixes can be faulted (the platform API; never /__sim) */
  prefixes: string[];
}

export const faultsPlugin = fp(
  async (app: FastifyInstance, options: FaultsOptions) => {
    const sets = new SessionValues<FaultSet>();
    const faultsOf = (session: string) => sets.of(session, () => new FaultSet());
    app.decorate('faultsOf', faultsOf);

    /** Applies the rules that fire on a call; true when it answered (a forced status) or cut the
     * connection, so no later hook or handler runs. */
    const applyFaults = async (
      request: FastifyRequest,
      reply: FastifyReply,
      set: FaultSet,
    ): Promise<boolean> => {
      const decision = set.forRequest(request.method, request.url.split('?')[0], routeOf(request));
      if (!decision) return false;
      const fired: FiredFault = { rules: decision.rules, effects: decision.effects };
      request.firedFault = fired;
      request.log.info({ fault: fired, url: request.url }, 'fault fired');
      if (decision.delayMs > 0) await sleep(decision.delayMs);
      if (decision.drop) {
        // No answer at all: the connection is cut (light-my-request's inject rejects instead).
        request.journaled = true;
        app.journalOf(request.simSession).add({
          kind: 'http',
          at: request.now().toISOString(),
          method: request.method,
          url: request.url,
          route: routeOf(request),
          status: 0,
          ms: elapsedMs(request),
          fault: fired,
        });
        reply.hijack();
        reply.raw.destroy(new Error(`connection dropped by fault rule ${decision.rules.join(', ')}`));
        request.raw.socket?.destroy();
        return true;
      }
      if (decision.status !== undefined) {
        const body =
          decision.body ??
          errorBody(
            decision.status,
            localize(MESSAGES.faultInjected(decision.rules), requestLanguage(request)),
          );
        // The rule's body as given: the route's answer schema (fast-json-stringify) must not
        // reshape a forced answer.
        reply.code(decision.status).serializer(JSON.stringify).send(body);
        return true;
      }
      return false;
    };

    // Callback style, and the session's rule count is asked first: a session without rules (the
    // usual case) pays one map lookup per call, no promise (issue 17, per-request cost).
    app.addHook('onRequest', (request, reply, done) => {
      const set = sets.get(request.simSession);
      if (!set?.size || !options.prefixes.some((p) => request.url.startsWith(p))) return done();
      applyFaults(request, reply, set).then((answered) => {
        if (!answered) done();
      }, done);
    });
  },
  { name: 'faults', dependencies: ['sim-session', 'clock', 'journal'] },
);
