import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/http-error';
import { addRoute } from '../http/validate';
import { MESSAGES } from '../i18n/messages/platform';
import { platformMessage } from '../i18n/messages/platform-success';
import { faultRuleInput } from '../plugins/fault-rules';
import { faultRuleAnswer, faultRulesAnswer, removedAnswer, sessionMessageAnswer } from './sim-answers';

const ruleId = type({ id: /^f[0-9]{1,9}$/ });

/** The caller's session fault rules (plugins/faults.ts). */
export async function simFaultsRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/faults',
    summary: "This session's fault rules, in evaluation order, with how often each matched and fired",
    tags: ['simulator'],
    response: faultRulesAnswer,
    handler: async (request) => ({
      session: request.simSession,
      rules: app.faultsOf(request.simSession).list(),
    }),
  });

  addRoute(app, {
    method: 'POST',
    url: '/faults',
    summary:
      'Add a fault rule: `method` + `path` pattern (`/api/nps/:code`, `*`) or an MQTT `topic` filter; ' +
      '`delay` (fixed | uniform | lognormal), `status` (+ `body`) or `drop`; fires always, with `probability` ' +
      '(+ `seed`), on the `first` N matches or `every` Nth. Platform API calls only, never /__sim',
    tags: ['simulator'],
    response: { 201: faultRuleAnswer },
    body: faultRuleInput,
    handler: async (request, reply) => {
      reply.code(201);
      return app.faultsOf(request.simSession).add(request.body);
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/faults/:id',
    summary: 'One fault rule',
    tags: ['simulator'],
    response: faultRuleAnswer,
    params: ruleId,
    handler: async (request) => {
      const rule = app.faultsOf(request.simSession).get(request.params.id);
      if (!rule) throw notFound(MESSAGES.noFaultRule(request.params.id));
      return rule;
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: '/faults/:id',
    summary: 'Replace one fault rule (same body as POST): it keeps its id and place, its counters restart',
    tags: ['simulator'],
    response: faultRuleAnswer,
    params: ruleId,
    body: faultRuleInput,
    handler: async (request) => {
      const rule = app.faultsOf(request.simSession).replace(request.params.id, request.body);
      if (!rule) throw notFound(MESSAGES.noFaultRule(request.params.id));
      return rule;
    },
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/faults/:id',
    summary: 'Remove one fault rule',
    tags: ['simulator'],
    response: removedAnswer,
    params: ruleId,
    handler: async (request) => {
      if (!app.faultsOf(request.simSession).remove(request.params.id))
        throw notFound(MESSAGES.noFaultRule(request.params.id));
      return { message: platformMessage(request, 'simFaultRemoved'), id: request.params.id };
    },
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/faults',
    summary: 'Remove every fault rule of this session',
    tags: ['simulator'],
    response: sessionMessageAnswer,
    handler: async (request) => {
      app.faultsOf(request.simSession).clear();
      return { message: platformMessage(request, 'simFaultsCleared'), session: request.simSession };
    },
  });
}
