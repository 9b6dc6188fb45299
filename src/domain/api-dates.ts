import { type } from 'arktype';
import { registerPredicate } from './validation';

// doc 2 §5 "Delivery date … sent as yyyy-MM-dd HH:mm"; doc 1 §7.1 dates yyyy-MM-dd and ranges
// "start T end"; doc 1 §7.2 the pickup finish timestamp is in the America/Sao_Paulo zone.
// A date-time without a zone is read in that zone (UTC−03:00, no daylight saving since 2019).

export const PLATFORM_UTC_OFFSET = '-03:00';

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Parses yyyy-MM-dd, yyyy-MM-dd HH:mm[:ss] or an ISO string; null when it is not a real date. */
export function parseApiDateTime(text: string): Date | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', zone] = m;
  const offset = zone ? (zone === 'Z' ? 'Z' : zone.replace(/(\d{2})(\d{2})$/, '$1:$2')) : PLATFORM_UTC_OFFSET;
  const ms = text.includes('.') ? (/\.(\d{1,3})/.exec(text)?.[1] ?? '0').padEnd(3, '0') : '000';
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}${offset}`);
  if (Number.isNaN(date.getTime())) return null;
  // reject 2025-02-30 and friends: the calendar date must survive the round trip in its zone
  const local = new Date(date.getTime() + (offset === 'Z' ? 0 : offsetMinutes(offset) * 60_000));
  if (local.getUTCDate() !== Number(d) || local.getUTCMonth() + 1 !== Number(mo)) return null;
  return date;
}

function offsetMinutes(offset: string): number {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!m) return 0;
  const v = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -v : v;
}

/** A date range of doc 1 §7.1: `yyyy-MM-ddTyyyy-MM-dd`, both ends inclusive (whole days in the
 * platform zone). Null when malformed or reversed. */
export function parseApiRange(text: string): { from: Date; to: Date } | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{4}-\d{2}-\d{2})$/.exec(text.trim());
  if (!m) return null;
  const from = parseApiDateTime(m[1]);
  const end = parseApiDateTime(m[2]);
  if (!from || !end || end < from) return null;
  return { from, to: new Date(end.getTime() + 86_400_000 - 1) };
}

const dateTimeExpected = registerPredicate('a date yyyy-MM-dd HH:mm', 'validation.uninformed');
/** A date or date-time the API accepts (yyyy-MM-dd, yyyy-MM-dd HH:mm, ISO). */
export const apiDateTime = type('string > 0').narrow(
  (s, ctx) => parseApiDateTime(s) !== null || ctx.reject({ expected: dateTimeExpected }),
);

const rangeExpected = registerPredicate('a range yyyy-MM-ddTyyyy-MM-dd', 'validation.uninformed');
/** `dates` of list calls (doc 1 §7.1). */
export const apiDateRange = type('string > 0').narrow(
  (s, ctx) => parseApiRange(s) !== null || ctx.reject({ expected: rangeExpected }),
);

/** doc 2 §5 "Delivery date: past dates not selectable": not before the start of the current
 * minute of `now` (the simulated clock on the server). */
export function isPastDateTime(date: Date, now: Date): boolean {
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  return date.getTime() < minute;
}
