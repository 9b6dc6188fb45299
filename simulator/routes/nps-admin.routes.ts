import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiDateRange } from '../../src/domain/api-dates';
import { type NpsRecord, npsResolutionInput } from '../../src/domain/nps';
import { npsRecordLifecycle, npsRecordMachine } from '../../src/machines/nps-record.machine';
import { created, decide, within } from '../http/decide';
import { npsChange, npsPage, npsRecordAnswer, npsSummaryAnswer } from '../http/nps-answers';
import { addRoute, noBody } from '../http/validate';
import { ORDER_MESSAGES } from '../i18n/messages/order-errors';
import { orderMessage } from '../i18n/messages/orders';
import { idParams, owned, pageOf, pagingFields, viewedCompany } from '../orders-area/http';
import { SURVEY_STATUSES } from '../store/surveys.repo';

/**
 * NPS management (doc 2 §2 "NPS page", §3, §4, §7): list, summary, one record, resolve a detractor
 * and resend the invitation. Resolve and resend go through the nps-record machine (409 when
 * refused). The answer itself is given on the public survey page (PUT /nps/{code}).
 */
const npsQuery = type({ ...pagingFields, 'dates?': apiDateRange });
const summaryQuery = type({ 'origin?': 'string', 'dates?': apiDateRange });

function ownedNps(request: FastifyRequest, id: string): NpsRecord {
  return owned(request, request.store.npsRecords.byId(id), ORDER_MESSAGES.npsNotFound);
}

/**
 * POST /invoices with resendNps (doc 2 §2): the order's survey is resent while unanswered, or
 * created when it has none; an answered one is left alone.
 */
export function ensureSurveyFor(request: FastifyRequest, orderId: string, now: string): void {
  const { store } = request;
  const existing = store.npsRecords.byOrder(orderId);
  if (existing) {
    if (!existing.answered) store.npsRecords.resend(existing.id);
    return;
  }
  const order = store.orders.byId(orderId);
  if (!order) return;
  const base = `NPS-${order.id.toUpperCase()}`;
  let code = base;
  for (let n = 2; store.surveys.byCode(code); n += 1) code = `${base}-${n}`;
  store.surveys.insert({
    code,
    companyDocument: order.companyDocument,
    // a survey starts where the NPS record's lifecycle does (unanswered, doc 2 §4)
    status: within(created(npsRecordMachine), SURVEY_STATUSES),
    rating: null,
    reason: null,
    answeredAt: null,
  });
  store.npsRecords.insert({
    id: store.npsRecords.nextId(),
    code,
    companyDocument: order.companyDocument,
    orderId: order.id,
    treated: false,
    resolution: null,
    dateResolution: null,
    sentCount: 1,
    createdAt: now,
  });
}

export async function npsAdminRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/nps',
    summary:
      'NPS records of the viewed company, newest first (page, take, dates on createdAt); answers nps and total',
    tags: ['nps'],
    auth: true,
    querystring: npsQuery,
    response: npsPage,
    handler: async (request) =>
      request.store.npsRecords.list({
        companyDocument: viewedCompany(request),
        dates: request.query.dates,
        ...pageOf(request.query),
      }),
  });

  addRoute(app, {
    method: 'GET',
    url: '/nps/summary',
    summary:
      'Counts of not answered, promoter (9-10), neutral (7-8), detrator (below 7) and the average rating (doc 2 §3, §9)',
    tags: ['nps'],
    auth: true,
    querystring: summaryQuery,
    response: npsSummaryAnswer,
    handler: async (request) =>
      request.store.npsRecords.summary({
        companyDocument: viewedCompany(request),
        dates: request.query.dates,
      }),
  });

  addRoute(app, {
    method: 'GET',
    url: '/nps/:id',
    summary: 'One NPS record',
    tags: ['nps'],
    auth: true,
    params: idParams,
    response: npsRecordAnswer,
    handler: async (request) => ownedNps(request, request.params.id),
  });

  addRoute(app, {
    method: 'PATCH',
    url: '/nps/resolution/:id',
    summary:
      'Treat a detractor: resolution required; 409 unless answered, untreated and rated below 7 (doc 2 §4, §5)',
    tags: ['nps'],
    auth: true,
    params: idParams,
    body: npsResolutionInput,
    response: npsChange,
    handler: async (request) => {
      const record = ownedNps(request, request.params.id);
      decide(
        npsRecordLifecycle,
        record,
        [{ type: 'RESOLVE', resolution: request.body.resolution }],
        ORDER_MESSAGES.npsRefusedResolve,
      );
      request.store.npsRecords.resolve(
        record.id,
        request.body.resolution.trim(),
        request.now().toISOString(),
      );
      return { message: orderMessage(request, 'npsResolved'), nps: request.store.npsRecords.byId(record.id) };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/nps/resend/:id',
    summary: 'Send the survey invitation again; 409 once answered (nps-record RESEND)',
    tags: ['nps'],
    auth: true,
    params: idParams,
    body: noBody,
    response: npsChange,
    handler: async (request) => {
      const record = ownedNps(request, request.params.id);
      decide(npsRecordLifecycle, record, [{ type: 'RESEND' }], ORDER_MESSAGES.npsRefusedResend);
      request.store.npsRecords.resend(record.id);
      return { message: orderMessage(request, 'npsResent'), nps: request.store.npsRecords.byId(record.id) };
    },
  });
}
