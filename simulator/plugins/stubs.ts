import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SessionValues } from '../store/session-values';
import { StubSet } from './stub-rules';

// The stubs plugin: answers a session's calls that a stub rule matches (stub-rules.ts).

declare module 'fastify' {
  interface FastifyInstance {
    /** the stub rules of a simulator session */
    stubsOf(session: string): StubSet;
  }
}

export interface StubsOptions {
  /** only calls under these prefixes can be stubbed (the platform API; never /__sim) */
  prefixes: string[];
}

export const stubsPlugin = fp(
  async (app: FastifyInstance, options: StubsOptions) => {
    const sets = new SessionValues<StubSet>();
    app.decorate('stubsOf', (session: string) => sets.of(session, () => new StubSet()));

    // preValidation: the body is parsed (a stub may match on it) and the route's own checks have
    // not run, so a stub answers what the platform would refuse or does not know (a 404 path).
    // A platform route's sign-in check (its onRequest hook) runs before: a stubbed call still
    // needs the token the platform asks for. Fault rules (onRequest) act first: a delay delays
    // the stub's answer, a forced status or a drop wins. A session without stubs pays one lookup.
    app.addHook('preValidation', (request, reply, done) => {
      const set = sets.get(request.simSession);
      if (!set?.size || !options.prefixes.some((p) => request.url.startsWith(p))) return done();
      const answer = set.answer({
        method: request.method,
        path: request.url.split('?')[0],
        query: (request.query ?? {}) as Record<string, unknown>,
        headers: request.headers,
        body: request.body,
        now: () => request.now(),
      });
      if (!answer) return done();
      // written where a fault rule's firing is (journal.ts `fault`), beside a delay that fired
      const before = request.firedFault;
      request.firedFault = {
        rules: [...(before?.rules ?? []), answer.id],
        effects: [...(before?.effects ?? []), `stub ${answer.status}`],
      };
      reply.code(answer.status).headers(answer.headers);
      if (typeof answer.body === 'string') {
        if (!reply.hasHeader('content-type')) reply.type('text/plain; charset=utf-8');
        reply.send(answer.body);
      } else if (answer.body === undefined) reply.send();
      // the stub's body as given: the route's answer schema must not reshape it
      else {
        if (!reply.hasHeader('content-type')) reply.type('application/json; charset=utf-8');
        reply.serializer(JSON.stringify).send(answer.body);
      }
    });
  },
  { name: 'stubs', dependencies: ['sim-session', 'clock', 'journal'] },
);
