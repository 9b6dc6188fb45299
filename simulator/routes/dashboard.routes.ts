import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseApiRange } from '../../src/domain/api-dates';
import { orderMonitoringOperations } from '../../src/domain/company-settings.schema';
import {
  ORDER_MONITORING_COUNT,
  ORDER_MONITORING_OPERATIONS,
  type OrderMonitoringOperation,
} from '../../src/domain/configuration';
import { CHECKLIST_WINDOW_DAYS } from '../../src/domain/dashboard';
import { CHANGES_PATH, type ChangeNotice, HEARTBEAT_MS } from '../dashboard/change-feed';
import { indicators } from '../dashboard/indicators';
import { orderMonitoring } from '../dashboard/order-monitoring';
import { checklistMonitoring, serviceOrderMonitoring } from '../dashboard/service-monitoring';
import { messageAnswer } from '../http/answers';
import {
  checklistMonitoringAnswer,
  indicatorsAnswer,
  orderMonitoringAnswer,
  serviceOrderMonitoringAnswer,
} from '../http/dashboard-answers';
import { badRequest, notFound } from '../http/http-error';
import { changeFeed } from '../http/media-answers';
import { addRoute } from '../http/validate';
import { DASHBOARD_MESSAGES, dashboardMessage } from '../i18n/messages/dashboard';
import { MESSAGES } from '../i18n/messages/platform';

/**
 * The dashboard's calls (doc 1 §2.8, §7.2). Every figure is counted in SQL over the store as it is
 * (simulator/dashboard/*), for the token's viewed company or, on GET /dashboard, the
 * `companyDocument` asked (the TV's company selector: own company or a subsidiary, 403 otherwise).
 */
const ymd = 'string > 0';
const rangeQuery = type({ 'origin?': 'string', initialDate: ymd, finalDate: ymd });
const dashboardQuery = rangeQuery.and({ 'companyDocument?': 'string' });
const monitoringQuery = rangeQuery.and({ 'operations?': 'string' });
/** doc 1 §7.2 "GET /dashboard/monitoring-checklist-operation | dates": a `start T end` range */
const datesQuery = type({ 'origin?': 'string', dates: ymd });

/** The range of `initialDate`/`finalDate` (yyyy-MM-dd, whole days in the platform zone); 400 otherwise. */
function rangeOf(initialDate: string, finalDate: string) {
  const range = parseApiRange(`${initialDate}T${finalDate}`);
  if (!range) throw badRequest(MESSAGES.invalidDateRange);
  return range;
}

/** doc 1 §2.8: the checklist window is at most 31 days from the start date. */
function checklistRange(dates: string) {
  const range = parseApiRange(dates);
  if (!range) throw badRequest(MESSAGES.invalidDateRange);
  const cap = new Date(range.from.getTime() + CHECKLIST_WINDOW_DAYS * 86_400_000 - 1);
  return { from: range.from, to: range.to < cap ? range.to : cap };
}

const viewedCompany = (request: FastifyRequest) => request.viewer.claims.companyDocument;

export async function dashboardRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/dashboard',
    summary:
      'Indicators per operation: TOTAL, PENDING, INPROGRESS, OCCURRENCE, LATE, DONE, SLA (quantity, perc)',
    description:
      'Counted over the records dated in the range; LATE and SLA against the lead times (minutes) from the status changes the simulator saw. Only operations whose status flag is on.',
    tags: ['dashboard'],
    auth: true,
    querystring: dashboardQuery,
    response: indicatorsAnswer,
    handler: async (request) => {
      const { initialDate, finalDate, companyDocument } = request.query;
      const company = companyDocument || viewedCompany(request);
      if (!request.store.companies.byDocument(company)) throw notFound(MESSAGES.companyNotFound);
      request.assertViewable(company);
      const range = rangeOf(initialDate, finalDate);
      const [configuration] = request.store.configurations.ofCompany(company);
      return indicators(request.store.db, configuration, { company, ...range, now: request.now() });
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/dashboard/order-monitoring',
    summary: 'The eight order lists of order monitoring, filled for the operations asked (comma-separated)',
    tags: ['dashboard'],
    auth: true,
    querystring: monitoringQuery,
    response: orderMonitoringAnswer,
    handler: async (request) => {
      const { initialDate, finalDate } = request.query;
      const asked = (request.query.operations ?? '').split(',').filter(Boolean);
      const unknown = asked.filter((o) => !(ORDER_MONITORING_OPERATIONS as readonly string[]).includes(o));
      if (unknown.length) throw badRequest(DASHBOARD_MESSAGES.exactlyThree);
      const company = viewedCompany(request);
      const [configuration] = request.store.configurations.ofCompany(company);
      const operations = (
        asked.length ? asked : (configuration?.dashboardOrderMonitoringOperations ?? [])
      ) as OrderMonitoringOperation[];
      return orderMonitoring(request.store.db, operations, { company, ...rangeOf(initialDate, finalDate) });
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: '/configure/dashboard-order-operations',
    summary: 'Saves the three operations of order monitoring (exactly three, else 400)',
    tags: ['dashboard', 'configure'],
    auth: true,
    body: type({ operations: type.enumerated(...ORDER_MONITORING_OPERATIONS).array() }),
    response: messageAnswer,
    handler: async (request) => {
      const { operations } = request.body;
      if (
        !orderMonitoringOperations.allows(operations) ||
        new Set(operations).size !== ORDER_MONITORING_COUNT
      )
        throw badRequest(DASHBOARD_MESSAGES.exactlyThree);
      const company = viewedCompany(request);
      if (!request.store.configurations.ofCompany(company).length)
        throw notFound(DASHBOARD_MESSAGES.noConfiguration);
      request.store.configurations.setOrderMonitoringOperations(company, operations);
      return { message: dashboardMessage(request, 'orderOperationsSaved') };
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/dashboard/monitoring-checklist-operation',
    summary:
      'Vehicle-service checklist monitoring: one row per mechanic, at most 3 orders per cell, 31-day window',
    tags: ['dashboard'],
    auth: true,
    querystring: datesQuery,
    response: checklistMonitoringAnswer,
    handler: async (request) =>
      checklistMonitoring(request.store.db, {
        company: viewedCompany(request),
        ...checklistRange(request.query.dates),
      }),
  });

  addRoute(app, {
    method: 'GET',
    url: '/dashboard/monitoring-service-order-operation',
    summary: 'Service-order operation buckets with their quantities',
    tags: ['dashboard'],
    auth: true,
    querystring: datesQuery,
    response: serviceOrderMonitoringAnswer,
    handler: async (request) => {
      const range = parseApiRange(request.query.dates);
      if (!range) throw badRequest(MESSAGES.invalidDateRange);
      return serviceOrderMonitoring(request.store.db, { company: viewedCompany(request), ...range });
    },
  });
}

/** GET /dashboard/changes: the change feed as server-sent events (dashboard/change-feed.ts). */
export async function dashboardChangesRoute(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: CHANGES_PATH,
    summary:
      'Server-sent events: `change` with the companyDocument whose operations, routes or orders changed',
    description: 'Only companies the user may view. A comment line every 15 s keeps the stream alive.',
    tags: ['dashboard'],
    auth: true,
    response: changeFeed,
    handler: async (request, reply) => {
      const viewable = new Set(request.viewer.viewable);
      const session = request.simSession;
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(': connected\n\n');
      const send = (notice: ChangeNotice) => {
        if (viewable.has(notice.companyDocument))
          raw.write(`event: change\ndata: ${JSON.stringify(notice)}\n\n`);
      };
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      app.dashboardChanges.on(session, send);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        app.dashboardChanges.off(session, send);
      });
    },
  });
}
