import { type } from 'arktype';
import type { FastifyRequest } from 'fastify';
import { parseApiDateTime } from '../../src/domain/api-dates';
import { DEFAULT_PAGE_SIZE } from '../../src/domain/list-query';
import { badRequest, type ErrorMessage, forbidden, notFound } from '../http/http-error';
import { ORDER_MESSAGES } from '../i18n/messages/order-errors';
import { MESSAGES } from '../i18n/messages/platform';

// Shared pieces of the orders-area routes: list paging, tenancy of records. Machines are asked
// through simulator/http/decide.ts.

/** doc 1 §9: page sizes up to 200; `page` is 1-based. Query values arrive as text. */
// (no morphs: addRoute types the handler's query as the schema's input)
export const intText = (min: number, max: number) =>
  type('string').narrow(
    (s, ctx) =>
      (/^\d{1,9}$/.test(s) && Number(s) >= min && Number(s) <= max) ||
      ctx.reject({ expected: `an integer ${min}..${max}` }),
  );
export const pagingFields = {
  'origin?': 'string',
  'page?': intText(1, 1_000_000),
  'take?': intText(1, 200),
} as const;
export const paging = type(pagingFields);
/** `true`/`false` in a query string (read it with `isTrue`). */
export const booleanText = type("'true' | 'false'");
export const isTrue = (v: string | undefined): boolean | undefined =>
  v === undefined ? undefined : v === 'true';

export function pageOf(q: { page?: string; take?: string }): { page: number; take: number } {
  return { page: q.page ? Number(q.page) : 1, take: q.take ? Number(q.take) : DEFAULT_PAGE_SIZE };
}

/** yyyy-MM-dd bounds of a list (whole days in the platform zone); 400 when malformed. */
export function dayBounds(
  initialDate?: string,
  finalDate?: string,
): { from: string | null; to: string | null } {
  const parse = (text: string | undefined, end: boolean) => {
    if (!text) return null;
    const day = /^\d{4}-\d{2}-\d{2}/.exec(text)?.[0];
    const date = day ? parseApiDateTime(day) : null;
    if (!date) throw badRequest(MESSAGES.invalidQueryDate(text));
    return new Date(date.getTime() + (end ? 86_400_000 - 1 : 0)).toISOString();
  };
  return {
    from: parse(initialDate, false) ?? (finalDate ? '0000' : null),
    to: parse(finalDate, true) ?? (initialDate ? '9999' : null),
  };
}

export const idParams = type({ id: '0 < string <= 64' });

/** The company the token views (doc 1 §6: the token's companyDocument). */
export function viewedCompany(request: FastifyRequest): string {
  return request.viewer.claims.companyDocument;
}

/** doc 2 §2, §6: SHIPPER users see orders by shipperDocument, others by customerDocument. */
export function viewsAsShipper(request: FastifyRequest): boolean {
  return request.viewer.claims.type === 'SHIPPER';
}

/** 404 when missing, 403 when the record belongs to a company other than the viewed one. */
export function owned<T extends { companyDocument: string }>(
  request: FastifyRequest,
  record: T | null | undefined,
  missing: ErrorMessage,
  also?: (record: T) => boolean,
): T {
  if (!record) throw notFound(missing);
  const viewed = viewedCompany(request);
  if (record.companyDocument !== viewed && !also?.(record)) throw forbidden(ORDER_MESSAGES.otherCompany);
  return record;
}

/** An order the caller may see: its company's, or (SHIPPER) one it ships. */
export function ownedOrder(request: FastifyRequest, id: string) {
  const shipper = viewsAsShipper(request);
  return owned(request, request.store.orders.byId(id), ORDER_MESSAGES.orderNotFound, (o) =>
    shipper ? o.shipperDocument === viewedCompany(request) : false,
  );
}
