import type { FastifyRequest } from 'fastify';
import { decodeSort } from '../../src/domain/list-query';
import { dayBounds, pageOf, viewedCompany } from '../orders-area/http';

/** The query fields the operation lists with their own tables share (handling, crossdocking). */
export interface RecordListParams {
  page?: string;
  take?: string;
  code?: string;
  status?: string;
  warehouse?: string;
  user?: string;
  initialDate?: string;
  finalDate?: string;
  sort?: string;
}

/** A list call's common filters as its repo takes them: the viewed company, blanks as null, the
 * period's bounds (400 when malformed), the decoded sort and the page. */
export function recordListQuery(request: FastifyRequest, q: RecordListParams) {
  const { from, to } = dayBounds(q.initialDate, q.finalDate);
  return {
    companyDocument: viewedCompany(request),
    code: q.code || null,
    status: q.status ?? null,
    warehouse: q.warehouse || null,
    userId: q.user || null,
    from,
    to,
    sort: decodeSort(q.sort),
    ...pageOf(q),
  };
}
