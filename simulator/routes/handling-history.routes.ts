import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { parseApiDateTime } from '../../src/domain/api-dates';
import type { HandlingHistoryAnswer } from '../../src/domain/device-records';
import { PAGE_SIZES } from '../../src/domain/list-query';
import { handlingHistoryAnswer } from '../http/device-answers';
import { badRequest } from '../http/http-error';
import { addRoute } from '../http/validate';
import { MESSAGES } from '../i18n/messages/platform';
import { historyRowView } from '../store/handling-history.repo';

const date = /^\d{4}-\d{2}-\d{2}$/;
const query = type({
  'origin?': 'string',
  /** 1 to 999999 */
  'page?': /^[1-9]\d{0,5}$/,
  /** 1 to 1000 */
  'take?': /^(?:[1-9]\d{0,2}|1000)$/,
  'initialDate?': date,
  'finalDate?': date,
  /** print: every row of the range, no pagination (doc 3 §7 "print adds report=1") */
  'report?': "'1' | '0' | 'true' | 'false'",
});

/**
 * doc 3 §7 "Handling": GET /position-handling/history (page, take, initialDate, finalDate; print
 * adds report=1; answer `histories`, `total`) — the "RFID portal handling history" report of
 * /position-handling-history-report. Rows are the viewed company's, newest first; dates are whole
 * days in the platform's zone.
 */
export async function handlingHistoryRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/position-handling/history',
    summary: 'Position handling history (portal-confirmed moves), paginated; report=1 answers every row',
    tags: ['position-handling'],
    auth: true,
    querystring: query,
    response: handlingHistoryAnswer,
    handler: async (request): Promise<HandlingHistoryAnswer> => {
      const q = request.query;
      const from = q.initialDate ? parseApiDateTime(q.initialDate) : null;
      const end = q.finalDate ? parseApiDateTime(q.finalDate) : null;
      if ((q.initialDate && !from) || (q.finalDate && !end) || (from && end && end < from))
        throw badRequest(MESSAGES.invalidDateRange);
      const report = q.report === '1' || q.report === 'true';
      const { rows, total } = request.store.handlingHistory.page({
        companyDocument: request.viewer.claims.companyDocument,
        from: from?.toISOString() ?? null,
        to: end ? new Date(end.getTime() + 86_400_000 - 1).toISOString() : null,
        page: report ? 1 : Number(q.page ?? 1),
        take: report ? null : Number(q.take ?? PAGE_SIZES[0]),
      });
      return { histories: rows.map(historyRowView), total };
    },
  });
}
