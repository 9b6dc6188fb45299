import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SessionValues } from '../store/session-values';
import { keepRequestBody, keepResponseBody } from './journal-bodies';
import { DEFAULT_JOURNAL_CAP, DEFAULT_MQTT_CAP, type FiredFault, Journal } from './journal-ring';

declare module 'fastify' {
  interface FastifyInstance {
    /** the journal of a simulator session (devices add their MQTT messages with `add`) */
    journalOf(session: string): Journal;
  }
  interface FastifyRequest {
    /** set by the faults plugin (and any rule answering in the platform's place) when a rule
     * fired on this request: a later rule adds its ids and effects to the same object */
    firedFault: FiredFault | null;
    /** set when this request's entry was written, or must not be (journal reads, page loads) */
    journaled: boolean;
    /** `performance.now()` when the request arrived (its entry's `ms`) */
    journalStart: number;
  }
}

export interface JournalOptions {
  /** only URLs starting with one of these are recorded (API calls, not static files) */
  prefixes: string[];
  /** the control API's prefix: its calls (and the control page's polling) are recorded only in a
   * session whose journal has `control` switched on (issue 29: the page must not fill the journal) */
  controlPrefix?: string;
  /** entries kept per session (default 500) */
  cap?: number;
}

/** The route pattern that answered a request, null for a 404. */
export const routeOf = (request: FastifyRequest): string | null =>
  request.is404 ? null : (request.routeOptions.url ?? null);

/** ms since the request arrived, to the hundredth, as an entry says it. */
export const elapsedMs = (request: FastifyRequest): number =>
  Math.round((performance.now() - request.journalStart) * 100) / 100;

/** The journal's clock for an entry's `ms`: app.ts adds it before any plugin, so it runs first
 * and a call an earlier hook refuses (a malformed x-sim-session) is timed as well. Fastify keeps
 * no start time of its own unless it listens for every response's end (see the onSend hook). */
export const stampArrival = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
  request.journalStart = performance.now();
  done();
};

export const journalPlugin = fp(
  async (app: FastifyInstance, options: JournalOptions) => {
    const journals = new SessionValues<Journal>();
    const journalOf = (session: string) =>
      journals.of(session, () => {
        const clock = app.clockOf(session);
        return new Journal(
          () => clock.now().getTime(),
          options.cap ?? DEFAULT_JOURNAL_CAP,
          DEFAULT_MQTT_CAP,
          session,
        );
      });
    const { prefixes, controlPrefix } = options;
    const recorded = (url: string, session: string) => {
      for (const prefix of prefixes) if (url.startsWith(prefix)) return true;
      return controlPrefix !== undefined && url.startsWith(controlPrefix) && journalOf(session).control;
    };
    app.decorate('journalOf', journalOf);
    app.decorateRequest('firedFault', null);
    app.decorateRequest('journaled', false);
    app.decorateRequest('journalStart', 0);
    // Callback style, written field by field: no promise, no entry object (issue 17).
    // The entry is written as the answer leaves (onSend), its payload kept by reference
    // (journal-bodies.ts copies only a large one's head). Not onResponse: any onResponse hook
    // makes Fastify listen for the end of every response (issue 17, per-request cost).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!request.journaled && recorded(request.url, request.simSession)) {
        request.journaled = true;
        journalOf(request.simSession).addHttp(
          request.method,
          request.url,
          routeOf(request),
          reply.statusCode,
          elapsedMs(request),
          request.firedFault,
          undefined,
          keepRequestBody(request.body, request.headers['content-length']),
          keepResponseBody(payload),
          // by reference: redacted and formatted only when read (journal-headers.ts)
          request.headers,
          reply.getHeaders(),
        );
      }
      done(null, payload);
    });
  },
  { name: 'journal', dependencies: ['sim-session', 'clock'] },
);
