import type { ArkErrors } from 'arktype';

/**
 * A field of the wrong type, read from an arktype error so that a 400 can say it in the caller's
 * language (messages/platform.ts `typeMismatchText`): arktype writes "lat must be a number, a
 * string or null (was boolean)" in English only, and a union that allows an absent value says
 * "an object or undefined" — an internal word no client should read (issue 18 "Errors that
 * help"). Only errors whose expectation is entirely made of JSON kinds and literal values, or a
 * pattern, are read; any other (lengths, emails, CPF/CNPJ…) keeps its locale key and text.
 */
export type Kind = 'string' | 'number' | 'integer' | 'object' | 'array' | 'date' | 'boolean' | 'null';

export interface TypeMismatch {
  /** the kinds the field takes, literal values as arktype writes them (`"DONE"`, `1`), or the
   * pattern a text must match */
  expected: Array<{ kind: Kind } | { literal: string } | { pattern: string }>;
  /** what was sent: a kind, nothing, or the value as arktype writes it */
  actual: { kind: Kind | 'missing' } | { literal: string };
}

const KINDS: Record<string, Kind> = {
  'a string': 'string',
  string: 'string',
  'a number': 'number',
  number: 'number',
  'an integer': 'integer',
  'an object': 'object',
  object: 'object',
  'an array': 'array',
  array: 'array',
  Array: 'array',
  'a Date': 'date',
  Date: 'date',
  boolean: 'boolean',
  'a boolean': 'boolean',
  null: 'null',
};

/** Literals as arktype writes them: quoted strings, numbers, true/false. */
const LITERAL = /^("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|true|false)$/;
/** A value echoed back is cut here: a 10 kB string is not repeated in an answer. */
const ECHO_LIMIT = 40;

const TYPE_CODES = new Set(['domain', 'proto', 'predicate', 'union', 'unit', 'divisor', 'pattern']);
/** arktype's description of its email pattern: its locale key (validation.invalidEmail) says it */
const EMAIL = 'an email address';

export function typeMismatchOf(error: ArkErrors[number]): TypeMismatch | undefined {
  if (!TYPE_CODES.has(error.code)) return undefined;
  const rule = (error as unknown as { rule?: unknown }).rule;
  if (error.code === 'divisor' && rule !== 1) return undefined;
  // A text of the wrong shape (an id, a street code): the pattern it must match, not "Não informado"
  if (error.code === 'pattern')
    return error.expected === EMAIL
      ? undefined
      : { expected: [{ pattern: String(rule) }], actual: actualOf(String(error.actual)) };
  const items = error.code === 'divisor' ? ['an integer'] : String(error.expected).split(/, | or /);
  const expected: TypeMismatch['expected'] = [];
  for (const item of items) {
    if (item === 'undefined') continue; // "or undefined": the field may be absent, not a type to send
    const kind = KINDS[item];
    if (kind) expected.push({ kind });
    else if (LITERAL.test(item)) expected.push({ literal: item });
    else return undefined; // a rule, not a type: its locale key says it
  }
  if (expected.length === 0) return undefined;
  return { expected, actual: actualOf(String(error.actual)) };
}

function actualOf(actual: string): TypeMismatch['actual'] {
  // a union's branch chosen by a field that was not sent (`type` of a discriminated union)
  if (actual === 'undefined') return { kind: 'missing' };
  const kind = KINDS[actual];
  if (kind) return { kind };
  return { literal: actual.length > ECHO_LIMIT ? `${actual.slice(0, ECHO_LIMIT)}…` : actual };
}
