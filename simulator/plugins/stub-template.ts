/**
 * A stub's answer templated from the request (issue 29 "Stubs", simulator/README.md): every
 * string in its headers and body may hold placeholders —
 *   {{path.NAME}}     a `:NAME` segment of the stub's path pattern
 *   {{query.NAME}}    a query value
 *   {{headers.NAME}}  a request header (any case)
 *   {{body}}, {{body.a.b}}, {{body.items.0.id}}  the JSON body or a field of it
 *   {{now}}           the session clock's now (ISO 8601)
 *   {{counter}}       how many times this stub has answered, this answer included (1, 2, …)
 * A string that is one placeholder and nothing else takes the value as it is (a number stays a
 * number, an object an object); inside a longer string the value is written as text. A value the
 * request lacks is null alone, empty text inside a string.
 */

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const WHOLE = /^\{\{\s*([^{}]*?)\s*\}\}$/;
const FIELD = /^[A-Za-z0-9_-]+$/;

export interface TemplateContext {
  path: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  now: string;
  counter: number;
}

/** Every placeholder in a value's strings, as written between the braces. */
export function placeholdersOf(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') for (const m of value.matchAll(PLACEHOLDER)) found.push(m[1]);
  else if (Array.isArray(value)) for (const item of value) placeholdersOf(item, found);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) placeholdersOf(v, found);
  return found;
}

/** Why a placeholder cannot be answered (null when it can): `pathNames` are the pattern's `:names`. */
export function placeholderProblem(expression: string, pathNames: string[]): string | null {
  if (expression === 'now' || expression === 'counter' || expression === 'body') return null;
  const [source, ...fields] = expression.split('.');
  if (!fields.length || !fields.every((f) => FIELD.test(f)))
    return `{{${expression}}}: use path.NAME, query.NAME, headers.NAME, body.FIELD, now or counter`;
  if (source === 'path' && (fields.length > 1 || !pathNames.includes(fields[0])))
    return `{{${expression}}}: the path pattern names ${pathNames.length ? pathNames.map((n) => `:${n}`).join(', ') : 'no :segment'}`;
  if ((source === 'query' || source === 'headers') && fields.length > 1)
    return `{{${expression}}}: ${source} takes one name`;
  if (!['path', 'query', 'headers', 'body'].includes(source))
    return `{{${expression}}}: unknown source ${source} (path, query, headers, body, now, counter)`;
  return null;
}

function lookup(expression: string, context: TemplateContext): unknown {
  if (expression === 'now') return context.now;
  if (expression === 'counter') return context.counter;
  if (expression === 'body') return context.body;
  const [source, ...fields] = expression.split('.');
  if (source === 'headers') return context.headers[fields[0].toLowerCase()];
  let value: unknown = source === 'path' ? context.path : source === 'query' ? context.query : context.body;
  for (const field of fields) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[field];
  }
  return value;
}

const asText = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The value with its placeholders filled from the request. */
export function render(value: unknown, context: TemplateContext): unknown {
  if (typeof value === 'string') {
    const whole = WHOLE.exec(value);
    if (whole) return lookup(whole[1], context) ?? null;
    return value.replace(PLACEHOLDER, (_m, expression: string) => asText(lookup(expression, context)));
  }
  if (Array.isArray(value)) return value.map((item) => render(item, context));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, render(v, context)]));
  return value;
}

/** The `:names` of a path pattern that a template can use (plain identifiers, as the pattern
 * compiler names them: http/patterns.ts). */
export const pathNamesOf = (pattern: string): string[] =>
  pattern
    .split('/')
    .filter((s) => /^:[A-Za-z_]\w*$/.test(s))
    .map((s) => s.slice(1));
