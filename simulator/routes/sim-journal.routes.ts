import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/http-error';
import { addRoute } from '../http/validate';
import { platformMessage } from '../i18n/messages/platform-success';
import { SIM_CONTROL_MESSAGES } from '../i18n/messages/sim-control';
import { MAX_JOURNAL_CAP } from '../plugins/journal-ring';
import { journalAnswer, journalBodiesAnswer, journalCapAnswer, sessionMessageAnswer } from './sim-answers';
import { simHarRoutes } from './sim-har.routes';
import { simJournalExportRoutes } from './sim-journal-export.routes';

/** GET /__sim/journal filters; every one optional. */
export const journalQuery = type({
  'origin?': 'string',
  'kind?': "'http' | 'mqtt'",
  'route?': '0 < string <= 300',
  'status?': /^([1-5][0-9][0-9]|[1-5]xx)$/,
  'since?': 'string.date.iso',
  'until?': 'string.date.iso',
  'fault?': "'true' | 'false'",
  'limit?': /^[1-9][0-9]{0,5}$/,
});
const journalSeq = type({ seq: /^[1-9][0-9]{0,9}$/ });
const capNumber = `1 <= number.integer <= ${MAX_JOURNAL_CAP}` as const;
/** PUT /__sim/journal: the HTTP cap, the MQTT cap, the control-call switch — at least one */
export const journalSettings = type({
  'cap?': capNumber,
  'mqttCap?': capNumber,
  'control?': 'boolean',
})
  .onUndeclaredKey('reject')
  .narrow(
    (body, ctx) => Object.keys(body).length > 0 || ctx.reject({ expected: 'one of cap, mqttCap or control' }),
  );

/** The caller's session journal (plugins/journal.ts): HTTP calls and MQTT messages in one log. */
export async function simJournalRoutes(app: FastifyInstance) {
  // what reads the journal (exports, count and find) and what records and replays it (issue 29)
  await app.register(simJournalExportRoutes);
  await app.register(simHarRoutes);

  addRoute(app, {
    method: 'GET',
    url: '/journal',
    summary:
      "This session's journal, oldest first: HTTP calls (method, url, route, status, ms, the user its token names) " +
      "and MQTT messages (topic, direction), with the rules that fired; `cap` and `mqttCap` the two kinds' caps, " +
      '`control` whether control calls are journaled. Filters: kind, route (path pattern or topic filter), ' +
      'status (404 or 4xx), since/until (ISO, simulated clock), fault (true/false), limit (the last N)',
    tags: ['simulator'],
    querystring: journalQuery,
    response: journalAnswer,
    handler: async (request) => {
      // Reading the journal is not written to it: the control page polls it every few seconds and
      // would otherwise fill the journal with its own reads (issue 19).
      request.journaled = true;
      const { fault, limit, ...rest } = request.query;
      const journal = app.journalOf(request.simSession);
      return {
        session: request.simSession,
        cap: journal.cap,
        mqttCap: journal.mqttCap,
        control: journal.control,
        entries: journal.query({
          ...rest,
          ...(fault ? { fault: fault === 'true' } : {}),
          ...(limit ? { limit: Number(limit) } : {}),
        }),
      };
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/journal/:seq',
    summary:
      "One entry's bodies and headers on demand: an HTTP call's request and response (headers with the " +
      "authorization value redacted), an MQTT message's payload — each body its first 16 KiB of text, `bytes` its " +
      'whole size, `truncated` when cut, `omitted` when not kept (large uploads, streams)',
    tags: ['simulator'],
    params: journalSeq,
    response: journalBodiesAnswer,
    handler: async (request) => {
      request.journaled = true; // reading the journal is not journaled (as GET /journal)
      const seq = Number(request.params.seq);
      const bodies = app.journalOf(request.simSession).bodies(seq);
      if (!bodies) throw notFound(SIM_CONTROL_MESSAGES.noJournalEntry(seq));
      return bodies;
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: '/journal',
    summary:
      "Set this session's journal: `cap` (HTTP calls kept), `mqttCap` (MQTT messages kept; the newest are kept), " +
      "`control` (true: the control API's own calls and the control page's polling are journaled too; default false)",
    tags: ['simulator'],
    body: journalSettings,
    response: journalCapAnswer,
    handler: async (request) => {
      const journal = app.journalOf(request.simSession);
      const { cap, mqttCap, control } = request.body;
      if (cap !== undefined) journal.setCap(cap);
      if (mqttCap !== undefined) journal.setMqttCap(mqttCap);
      if (control !== undefined) journal.control = control;
      const { cap: httpCap, size } = journal;
      return {
        session: request.simSession,
        cap: httpCap,
        mqttCap: journal.mqttCap,
        control: journal.control,
        size,
      };
    },
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/journal',
    summary: "Empty this session's journal",
    tags: ['simulator'],
    response: sessionMessageAnswer,
    handler: async (request) => {
      app.journalOf(request.simSession).clear();
      return { message: platformMessage(request, 'simJournalCleared'), session: request.simSession };
    },
  });
}
