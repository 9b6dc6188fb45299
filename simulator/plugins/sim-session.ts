import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SIM_SESSION_NAME } from '../../src/domain/sim-session-name';
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
/** A browser can't add a header to its page loads and WebSocket upgrades, so a browser test names
 * its session in a cookie of the same name instead (issue 19: one session per Playwright worker). */
const SESSION_COOKIE = /(?:^|;\s*)x-sim-session=([^;]*)/;

function sessionOf(header: string | string[] | undefined, cookie: string | undefined): string | undefined {
  if (header !== undefined) return typeof header === 'string' ? header : '';
  if (cookie === undefined || !cookie.includes(SIM_SESSION_HEADER)) return undefined;
  return SESSION_COOKIE.exec(cookie)?.[1];
}

/** Reads `x-sim-session` (header, else cookie) once per request; every per-session plugin (store, journal) keys on it. */
export const simSessionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('simSession', DEFAULT_SESSION);
    // Callback style: no promise per request (issue 17, per-request cost).
    app.addHook('onRequest', (request, _reply, done) => {
      const session = sessionOf(request.headers[SIM_SESSION_HEADER], request.headers.cookie);
      if (session !== undefined) {
        if (!SIM_SESSION_NAME.test(session)) throw badRequest(MESSAGES.badSimSession(SIM_SESSION_HEADER));
        request.simSession = session;
      }
      done();
    });
  },
  { name: 'sim-session' },
);
