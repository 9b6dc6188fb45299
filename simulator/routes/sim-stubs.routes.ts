import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/http-error';
import { addRoute } from '../http/validate';
import { SIM_SETUP_MESSAGES, simSetupMessage } from '../i18n/messages/sim-setups';
import { stubRuleInput } from '../plugins/stub-rules';
import { removedAnswer, sessionMessageAnswer } from './sim-answers';

const stubId = type({ id: /^s[0-9]{1,9}$/ });
/** a stub rule as given (its other fields are the POST body's) with its counters */
const stubAnswer = type({ id: 'string', seen: 'number', fired: 'number', remaining: 'number | null' });
const stubsAnswer = type({ session: 'string', stubs: stubAnswer.array() });

/** The caller's session stub rules (plugins/stub-rules.ts, issue 29 "Stubs"). */
export async function simStubsRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/stubs',
    summary: "This session's stub rules, in the order they match, with how often each matched and answered",
    tags: ['simulator'],
    response: stubsAnswer,
    handler: async (request) => ({
      session: request.simSession,
      stubs: app.stubsOf(request.simSession).list(),
    }),
  });

  addRoute(app, {
    method: 'POST',
    url: '/stubs',
    summary:
      'Add a stub: `request` matches `method`, a `path` pattern (`/api/products/:code`), `query` and `headers` ' +
      'values, `bodyContains`, `bodyFields` (dotted path → value); `response` answers `status` (200), `headers` ' +
      'and `body`, templated with {{path.NAME}}, {{query.NAME}}, {{headers.NAME}}, {{body.FIELD}}, {{now}} ' +
      '(session clock), {{counter}}; `times` N (absent: always). Platform API calls only, never /__sim',
    tags: ['simulator'],
    response: { 201: stubAnswer },
    body: stubRuleInput,
    handler: async (request, reply) => {
      reply.code(201);
      return app.stubsOf(request.simSession).add(request.body);
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/stubs/:id',
    summary: 'One stub rule',
    tags: ['simulator'],
    response: stubAnswer,
    params: stubId,
    handler: async (request) => {
      const stub = app.stubsOf(request.simSession).get(request.params.id);
      if (!stub) throw notFound(SIM_SETUP_MESSAGES.noStubRule(request.params.id));
      return stub;
    },
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/stubs/:id',
    summary: 'Remove one stub rule',
    tags: ['simulator'],
    response: removedAnswer,
    params: stubId,
    handler: async (request) => {
      if (!app.stubsOf(request.simSession).remove(request.params.id))
        throw notFound(SIM_SETUP_MESSAGES.noStubRule(request.params.id));
      return { message: simSetupMessage(request, 'stubRemoved'), id: request.params.id };
    },
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/stubs',
    summary: 'Remove every stub rule of this session',
    tags: ['simulator'],
    response: sessionMessageAnswer,
    handler: async (request) => {
      app.stubsOf(request.simSession).clear();
      return { message: simSetupMessage(request, 'stubsCleared'), session: request.simSession };
    },
  });
}
