import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http/http-error';
import { MESSAGES } from '../i18n/messages/platform';
import { DEFAULT_SESSION } from '../store/registry';

declare module 'fastify' {
  interface FastifyRequest {
    /** the simulator session (header `x-sim-session`, DESIGN §5) this request belongs to */
    simSession: string;
  }
}

export const SIM_SESSION_HEADER = 'x-sim-session';
const VALID_SESSION = /^[A-Za-z0-9._:-]{1,64}$/;

/** Reads `x-sim-session` once per request; every per-session plugin (store, journal) keys on it. */
export const simSessionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('simSession', DEFAULT_SESSION);
    // Callback style: no promise per request (issue 17, per-request cost).
    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers[SIM_SESSION_HEADER];
      if (header !== undefined) {
        if (typeof header !== 'string' || !VALID_SESSION.test(header)) {
          throw badRequest(MESSAGES.badSimSession(SIM_SESSION_HEADER));
        }
        request.simSession = header;
      }
      done();
    });
  },
  { name: 'sim-session' },
);
