import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { harDocument, recordedCalls } from '../har/har-input';
import { replayCalls, type SendCall } from '../har/replay';
import { addRoute } from '../http/validate';
import { simHarMessage } from '../i18n/messages/sim-har';

/*
 * Recording and replay (issue 29): a session records by forwarding its platform calls to a real
 * platform (har/proxy.ts), its HAR is the recording, and a HAR replayed against a session answers
 * a drift report (har/replay.ts).
 */

/** A HAR of a long console session is larger than a platform call's body (app.ts BODY_LIMIT_BYTES). */
export const HAR_BODY_LIMIT = 32 * 1024 * 1024;

/** Only http(s) base URLs: the proxy forwards with fetch. */
const httpUrl = type('string.url').narrow(
  (url, ctx) => /^https?:\/\//i.test(url) || ctx.reject({ expected: 'an http or https URL' }),
);
const recordTarget = type({ target: httpUrl.or('null') }).onUndeclaredKey('reject');
const recordAnswer = type({ session: 'string', target: 'string | null', message: 'string' });

const difference = type({
  path: 'string',
  kind: "'missing' | 'extra' | 'type'",
  'recorded?': 'string',
  'simulator?': 'string',
});
const driftAnswer = type({
  session: 'string',
  calls: 'number',
  replayed: 'number',
  skipped: 'number',
  drifted: 'number',
  operations: type({
    operation: 'string',
    calls: 'number',
    drifted: 'number',
    statuses: type({ recorded: 'number', simulator: 'number', calls: 'number' }).array(),
    differences: difference.and({ calls: 'number' }).array(),
  }).array(),
  entries: type({
    index: 'number',
    method: 'string',
    url: 'string',
    operation: 'string',
    'skipped?': "'control-call' | 'request-truncated' | 'no-recorded-answer'",
    recordedStatus: 'number',
    'simulatorStatus?': 'number',
    statusDiffers: 'boolean',
    body: "'shape' | 'not-json' | 'not-compared' | 'skipped'",
    differences: difference.array(),
    drifted: 'boolean',
  }).array(),
});

export async function simHarRoutes(app: FastifyInstance) {
  // before the route is added: onRoute sees it and gives it the larger body limit
  app.addHook('onRoute', (route) => {
    if (route.url.endsWith('/har/replay')) route.bodyLimit = HAR_BODY_LIMIT;
  });

  addRoute(app, {
    method: 'POST',
    url: '/har/replay',
    summary:
      "Replay a HAR's calls in order against this session and answer a drift report: per call the recorded " +
      "and the simulator's status and body shape (missing, extra fields, type changes), summarised per operation",
    description:
      'The body is the HAR file itself (1.1 or 1.2, up to 32 MB). Control calls (/__sim), calls whose request body ' +
      'the recording truncated and dropped calls (status 0) are not sent (`skipped`). The recorded authorization is ' +
      "redacted: a call that carried one is sent with the token the replay's own sign-in answered. A body that is " +
      'not a HAR is refused (400) and nothing is sent.',
    tags: ['simulator'],
    body: harDocument,
    response: driftAnswer,
    handler: async (request) => {
      const session = request.simSession;
      const journal = app.journalOf(session);
      const send: SendCall = async (call) => {
        const answer = await app.inject({
          method: call.method as 'GET',
          url: call.url,
          headers: { ...call.headers, 'x-sim-session': session },
          ...(call.body !== undefined ? { payload: call.body } : {}),
        });
        // the route that answered, as the journal wrote it (the newest HTTP entry is this call's)
        const [written] = journal.select({ kind: 'http', limit: 1 });
        return {
          status: answer.statusCode,
          text: answer.body,
          route: written?.url === call.url ? written.route : null,
        };
      };
      return { session, ...(await replayCalls(recordedCalls(request.body), send)) };
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/record',
    summary:
      "Where this session's platform calls go: `target` a platform's base URL (proxy mode), null the simulator",
    tags: ['simulator'],
    response: recordAnswer,
    handler: async (request) => answer(app, request.simSession, request),
  });

  addRoute(app, {
    method: 'PUT',
    url: '/record',
    summary:
      "Proxy mode for this session: `target` a real platform's base URL forwards its platform calls there and " +
      'journals the exchanges (the HAR is the recording); null answers them from the simulator again',
    tags: ['simulator'],
    body: recordTarget,
    response: recordAnswer,
    handler: async (request) => {
      const { target } = request.body;
      app.setRecordTarget(request.simSession, target === null ? null : target.replace(/\/$/, ''));
      return answer(app, request.simSession, request);
    },
  });
}

function answer(app: FastifyInstance, session: string, request: Parameters<typeof simHarMessage>[0]) {
  const target = app.recordTargetOf(session);
  const message = target
    ? simHarMessage(request, 'recording', { target })
    : simHarMessage(request, 'notRecording');
  return { session, target, message };
}
