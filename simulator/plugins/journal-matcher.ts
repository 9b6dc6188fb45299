import { type } from 'arktype';
import { compilePathPattern } from '../http/patterns';
import { keptText } from './journal-bodies';
import { headerValue } from './journal-headers';
import { statusMatcher } from './journal-query';
import type { Slot } from './journal-slot';

/*
 * The matcher of POST /__sim/journal/count and /find (issue 29, what WireMock's verify does): which
 * HTTP calls of a session's journal match a method, a path pattern, query values, a status,
 * headers, the request body (contains a text, or a JSON path equals a value) and a time window.
 * Every field is optional and all given ones must match; a field it does not know is refused, so a
 * typo never counts every call.
 */

type PathStep = string | number;

/** `$.items[0].id`, `$['a b'].c` → ['items', 0, 'id']; null when it does not parse. */
export function parseJsonPath(path: string): PathStep[] | null {
  if (!path.startsWith('$')) return null;
  const steps: PathStep[] = [];
  const step = /^(?:\.([A-Za-z_$][\w$-]*)|\[(\d+)\]|\['([^']*)'\])/;
  let rest = path.slice(1);
  while (rest.length > 0) {
    const m = step.exec(rest);
    if (!m) return null;
    steps.push(m[1] ?? (m[2] !== undefined ? Number(m[2]) : m[3]));
    rest = rest.slice(m[0].length);
  }
  return steps;
}

const jsonPath = type('string').narrow(
  (s, ctx) =>
    parseJsonPath(s) !== null || ctx.reject({ expected: "a JSON path such as $.items[0].id or $['a b']" }),
);

export const journalMatcher = type({
  'method?': /^[A-Za-z]{3,10}$/,
  /** a path pattern (`/api/nps/:code`, `*`): the query string is not part of it */
  'path?': /^\/.{0,299}$/,
  /** query values the call carried, each equal */
  'query?': 'Record<string, string>',
  'status?': /^([0-5][0-9][0-9]|[1-5]xx)$/,
  /** request headers, each equal (names in any case) */
  'headers?': 'Record<string, string>',
  /** the request body contains this text */
  'bodyContains?': '0 < string <= 1000',
  /** the request body is JSON whose value at `path` equals `equals` */
  'jsonPath?': type({ path: jsonPath, equals: 'unknown' }).onUndeclaredKey('reject'),
  /** ISO instants on the session's simulated clock, inclusive */
  'since?': 'string.date.iso',
  'until?': 'string.date.iso',
}).onUndeclaredKey('reject');
export type JournalMatcher = typeof journalMatcher.infer;

function at(value: unknown, steps: PathStep[]): unknown {
  let here = value;
  for (const s of steps) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string | number, unknown>)[s];
  }
  return here;
}

/** Deep equality of JSON values. */
const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The matcher as a test of a journal slot (MQTT messages never match: the matcher is HTTP's). */
export function compileMatcher(m: JournalMatcher): (slot: Slot) => boolean {
  const method = m.method?.toUpperCase();
  const path = m.path ? compilePathPattern(m.path) : null;
  const status = m.status ? statusMatcher(m.status) : null;
  const since = m.since ? Date.parse(m.since) : null;
  const until = m.until ? Date.parse(m.until) : null;
  const steps = m.jsonPath ? parseJsonPath(m.jsonPath.path) : null;
  return (slot) => {
    if (slot.kind !== 'http') return false;
    if (method && slot.method !== method) return false;
    const [pathname, search = ''] = slot.url.split('?');
    if (path && !path.test(pathname)) return false;
    if (m.query) {
      const params = new URLSearchParams(search);
      for (const [name, value] of Object.entries(m.query)) if (params.get(name) !== value) return false;
    }
    if (status && !status(slot.status)) return false;
    const time = slot.atTime;
    if (since !== null && time < since) return false;
    if (until !== null && time > until) return false;
    if (m.headers) {
      for (const [name, value] of Object.entries(m.headers))
        if (headerValue(slot.requestHeaders, name) !== value) return false;
    }
    if (m.bodyContains !== undefined || steps) {
      const body = slot.request ? keptText(slot.request).text : '';
      if (m.bodyContains !== undefined && !body.includes(m.bodyContains)) return false;
      if (steps && m.jsonPath && !sameJson(at(parsed(body), steps), m.jsonPath.equals)) return false;
    }
    return true;
  };
}
