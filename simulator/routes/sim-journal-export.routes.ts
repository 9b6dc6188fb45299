import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { trafficOf } from '../devices/broker-journal';
import { buildHar, harFileName } from '../har/har-build';
import { MediaAnswer } from '../http/answers';
import { addRoute } from '../http/validate';
import { compileMatcher, journalMatcher } from '../plugins/journal-matcher';
import type { Slot } from '../plugins/journal-slot';
import { journalBodiesAnswer, journalEntry } from './sim-answers';

/*
 * What leaves a session's journal (issue 29 "Journal"): the HAR 1.2 of its HTTP calls, its MQTT
 * messages as a device traffic file, and the calls a matcher selects — counted or listed, what
 * WireMock's verify does, from any test framework. Reading the journal is never journaled.
 */

const exportQuery = type({
  'origin?': 'string',
  'route?': '0 < string <= 300',
  'status?': /^([1-5][0-9][0-9]|[1-5]xx)$/,
  'since?': 'string.date.iso',
  'until?': 'string.date.iso',
});

/** A HAR 1.2 log (har/har-build.ts): every entry as the spec shapes it, written whole. */
const harFile = type({
  log: {
    version: 'string',
    creator: { name: 'string', version: 'string' },
    'comment?': 'string',
    entries: type({
      startedDateTime: 'string',
      time: 'number',
      request: 'Record<string, unknown>',
      response: 'Record<string, unknown>',
    }).array(),
  },
});
const trafficFile = new MediaAnswer(
  "This session's MQTT messages as JSON Lines (t, topic, qos, retain, payload), the file " +
    '`npm run devices -- replay` plays; `x-sim-left-out` counts messages without a whole payload (dropped, truncated)',
  ['application/jsonl'],
  'text',
);

const countAnswer = type({ session: 'string', count: 'number' });
const findAnswer = type({ session: 'string', entries: journalEntry.and(journalBodiesAnswer).array() });

const MATCHER_NOTE =
  'Matcher fields, all optional, all must match: method, path (pattern: `:name` one segment, `*` anything), ' +
  'query (values equal), status (404 or 4xx), headers (request headers equal), bodyContains (request body text), ' +
  'jsonPath ({path: "$.items[0].id", equals: value} on the request body), since/until (ISO, simulated clock). ' +
  'HTTP calls only; an unknown field or a path that does not parse is refused (400)';

const attachment = (name: string) => `attachment; filename="${name}"`;

export async function simJournalExportRoutes(app: FastifyInstance) {
  const selected = (request: FastifyRequest, query: typeof exportQuery.infer, kind: Slot['kind']) => {
    request.journaled = true; // reading the journal is not journaled (issue 19)
    return app.journalOf(request.simSession).select({ ...query, kind });
  };

  addRoute(app, {
    method: 'GET',
    url: '/journal/har',
    summary:
      "This session's HTTP calls as a HAR 1.2 file, named journal-<session>.har (Content-Disposition): headers " +
      '(authorization redacted), query, request and response bodies (up to 64 KiB each, `_truncated` when cut), ' +
      '`_route` the route that answered. Filters: route, status, since, until',
    tags: ['simulator'],
    querystring: exportQuery,
    response: harFile,
    handler: async (request, reply) => {
      const slots = selected(request, request.query, 'http');
      const har = buildHar(slots, `${request.protocol}://${request.host}`, request.simSession);
      reply.header('content-disposition', attachment(harFileName(request.simSession)));
      return har;
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/journal/mqtt',
    summary: "This session's MQTT messages with their payloads, as a device traffic file (JSON Lines)",
    tags: ['simulator'],
    querystring: exportQuery,
    response: trafficFile,
    handler: async (request, reply) => {
      const { text, left } = trafficOf(selected(request, request.query, 'mqtt'));
      const name = `mqtt-${request.simSession.replace(/[^\w.-]/g, '_')}.jsonl`;
      reply.header('content-disposition', attachment(name)).header('x-sim-left-out', String(left));
      return reply.type('application/jsonl; charset=utf-8').send(text);
    },
  });

  const matching = (request: FastifyRequest<{ Body: typeof journalMatcher.infer }>) => {
    request.journaled = true;
    const test = compileMatcher(request.body);
    return app.journalOf(request.simSession).select({ kind: 'http' }).filter(test);
  };

  addRoute(app, {
    method: 'POST',
    url: '/journal/count',
    summary: "How many of this session's journaled HTTP calls match a matcher (WireMock's verify)",
    description: MATCHER_NOTE,
    tags: ['simulator'],
    body: journalMatcher,
    response: countAnswer,
    handler: async (request) => ({ session: request.simSession, count: matching(request).length }),
  });

  addRoute(app, {
    method: 'POST',
    url: '/journal/find',
    summary: "This session's journaled HTTP calls a matcher selects, oldest first, with headers and bodies",
    description: MATCHER_NOTE,
    tags: ['simulator'],
    body: journalMatcher,
    response: findAnswer,
    handler: async (request) => ({
      session: request.simSession,
      entries: matching(request).map((slot) => ({ ...slot.entry(), ...slot.bodies(request.simSession) })),
    }),
  });
}
