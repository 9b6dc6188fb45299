import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../http/http-error';
import { scenarioReport } from '../http/media-answers';
import { addRoute } from '../http/validate';
import { MESSAGES } from '../i18n/messages/platform';
import { ScenarioRuns } from '../scenarios/runs';

const runRequest = type({
  'machines?': type('/^[A-Za-z0-9_-]{1,64}$/').array().atMostLength(64),
  'walks?': '0 <= number.integer <= 200',
  'length?': '1 <= number.integer <= 50',
  'seed?': '0 <= number.integer <= 4294967295',
  'replay?': type('0 < string <= 2000').array().atLeastLength(1).atMostLength(50),
  'level?': "'api' | 'ui'",
}).onUndeclaredKey('reject');
const runId = type({ id: /^run-[0-9]{1,9}$/ });

const progress = type({ done: 'number', total: 'number', failed: 'number' });
const runAnswer = type({
  id: 'string',
  status: "'running' | 'done' | 'failed'",
  startedAt: 'string',
  request: 'object',
  phase: "'ui' | 'api'",
  progress,
  'ui?': {
    machines: 'string[]',
    missing: 'string[]',
    failed: type({ machine: 'string', output: 'string' }).array(),
  },
  'error?': 'string',
  'report?': 'object',
});

/** Which machines a run may name: the scenario registry's (loaded on first ask). */
async function machineNames(): Promise<string[]> {
  return (await import('../scenarios/registry')).scenarioMachines.map((m) => m.name);
}

/** Scenario runs from the control page (issue 19; simulator/scenarios/runs.ts). They are the
 * simulator's, not a session's: a run drives an in-process simulator of its own. */
export async function simScenariosRoutes(app: FastifyInstance) {
  const runs = new ScenarioRuns();

  addRoute(app, {
    method: 'GET',
    url: '/scenarios/machines',
    summary:
      'The lifecycle machines the scenario runner drives (names a run may ask for), and those with a UI model (walked through the console at level "ui")',
    tags: ['simulator'],
    response: type({ machines: 'string[]', uiModels: 'string[]' }),
    handler: async () => {
      const machines = await machineNames();
      const { uiModelsOf } = await import('../scenarios/ui-run');
      return { machines, uiModels: uiModelsOf(machines).specs };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/scenarios/runs',
    summary:
      'Start a scenario run — `machines` (default all), `walks`, `length`, `seed`, or `replay` (path ids); ' +
      '`level: "ui"` runs the machines’ UI models in the browser (Playwright) before the API level — ' +
      'answered at once (202) while it runs; one at a time (409 while one is going)',
    tags: ['simulator'],
    body: runRequest,
    response: { 202: runAnswer },
    handler: async (request, reply) => {
      const going = runs.running();
      if (going) throw conflict(MESSAGES.scenarioRunGoing(going.id));
      const known = new Set(await machineNames());
      for (const name of request.body.machines ?? [])
        if (!known.has(name)) throw badRequest(MESSAGES.unknownScenarioMachine(name));
      const { parsePathId } = await import('../scenarios/generate');
      for (const id of request.body.replay ?? []) {
        let machine: string;
        try {
          machine = parsePathId(id).machine;
        } catch {
          throw badRequest(MESSAGES.badScenarioPath(id));
        }
        if (!known.has(machine)) throw badRequest(MESSAGES.unknownScenarioMachine(machine));
      }
      reply.code(202);
      return runs.start(request.body, request.now());
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/scenarios/runs',
    summary: 'The last scenario runs, newest first, without their reports',
    tags: ['simulator'],
    response: type({ runs: runAnswer.array() }),
    handler: async () => ({ runs: runs.list().map(({ report: _report, ...run }) => run) }),
  });

  addRoute(app, {
    method: 'GET',
    url: '/scenarios/runs/:id',
    summary: 'One run: its progress, then its report (coverage per machine, failures with a replay id)',
    tags: ['simulator'],
    params: runId,
    response: runAnswer,
    handler: async (request) => {
      const run = runs.get(request.params.id);
      if (!run) throw notFound(MESSAGES.noScenarioRun(request.params.id));
      return run;
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/scenarios/runs/:id/report',
    summary: "A finished run's report as the HTML page `npm run scenarios` writes to reports/",
    tags: ['simulator'],
    params: runId,
    response: scenarioReport,
    handler: async (request, reply) => {
      const run = runs.get(request.params.id);
      if (!run?.report) throw notFound(MESSAGES.noScenarioRun(request.params.id));
      const { renderHtml } = await import('../scenarios/report');
      return reply.type('text/html; charset=utf-8').send(renderHtml(run.report));
    },
  });
}
