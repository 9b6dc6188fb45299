import { type } from 'arktype';
import type { FastifyRequest } from 'fastify';
import { platformClock } from '../../src/domain/yard';
import { badRequest } from '../http/http-error';
import { YARD_MESSAGES } from '../i18n/messages/yard';

// The days the Yard calls read: a yyyy-MM-dd day, and the appointment list's range
// (initialDate..finalDate, at most 62 days; the current week by default).

export const day = type(/^\d{4}-\d{2}-\d{2}$/);
export const MAX_RANGE_DAYS = 62;
const DAY_MS = 86_400_000;

/** `date` moved by `days`; a day the calendar does not have (2026-02-31, 0000-00-00) is a 400 with
 * the range message, never a 500 (found by the fuzz, issue 18). */
export const dayShift = (date: string, days: number) => {
  const at = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== date)
    throw badRequest(YARD_MESSAGES.badRange(MAX_RANGE_DAYS));
  return new Date(at + days * DAY_MS).toISOString().slice(0, 10);
};

/** The list's range: the query's days, or the platform's current week (Sunday to Saturday); a
 * reversed or longer than 62-day range is a 400. */
export function listRange(request: FastifyRequest, q: { initialDate?: string; finalDate?: string }) {
  const today = platformClock(request.now()).date;
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const from = dayShift(q.initialDate ?? dayShift(today, -weekday), 0);
  const to = dayShift(q.finalDate ?? dayShift(from, 6), 0);
  if (to < from || Date.parse(to) - Date.parse(from) > MAX_RANGE_DAYS * DAY_MS)
    throw badRequest(YARD_MESSAGES.badRange(MAX_RANGE_DAYS));
  return { from, to };
}
