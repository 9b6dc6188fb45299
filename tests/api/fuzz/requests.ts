import fc from 'fast-check';
import {
  ANY_TYPE,
  HUGE_BODY_BYTES,
  NOT_JSON,
  ODD_NUMBERS,
  ODD_SEGMENTS,
  ODD_STRINGS,
  WRONG_CONTENT_TYPES,
} from './odd-values';
import type { Operation } from './operations';
import { type KnownValues, validValue } from './schema-arbitrary';
import { allows, asObject, changedAt, isObject, MISSING, slotsOf, typesOf } from './schema-slots';

/**
 * The requests the fuzz sends to one operation: valid ones, generated from its schemas, and ones
 * broken on purpose (issue 18): a required field missing, a field of the wrong type, empty, 10 kB,
 * unicode and control-character strings, negative and huge numbers, impossible dates, ids of the
 * wrong shape, path segments with `..` and `%00`, unknown fields and query parameters, bodies that
 * are not JSON, wrong content types, a 5 MB body. `broken` says what was broken, so the checks know
 * which field a 400 must name and which unknown field it must not.
 */
export interface FuzzRequest {
  operation: string;
  method: string;
  /** path and query, encoded as sent */
  url: string;
  language: Language;
  contentType?: string;
  /** the body as sent: JSON text, or raw text that is not JSON */
  payload?: string;
  broken?: Broken;
}

export type Language = 'pt-BR' | 'en-US' | 'es';

export interface Broken {
  how: string;
  /** dotted path of the field a 400 has to name (`items.0.sku`), in `part` */
  field?: string;
  part?: 'path' | 'query' | 'body';
  /** a field or query parameter no schema names: it is ignored, so no answer may name it */
  unknown?: string;
}

const UNKNOWN_FIELD = 'fuzzUnknownField';

interface Parts {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

export function requestArbitrary(operation: Operation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const language = fc.constantFrom<Language>('pt-BR', 'en-US', 'es');
  return fc.tuple(validParts(operation, known), language).chain(([parts, lang]) => {
    const send = (changed: Partial<Parts> & { raw?: Raw }, broken?: Broken) =>
      toRequest(operation, { ...parts, ...changed }, lang, changed.raw, broken);
    const variants: Array<fc.WeightedArbitrary<FuzzRequest>> = [
      { weight: 15, arbitrary: fc.constant(send({})) },
      ...brokenPaths(operation, parts, send),
      ...brokenQueries(operation, parts, send),
      ...brokenBodies(operation, parts, send),
    ];
    return fc.oneof(...variants);
  });
}

function validParts(operation: Operation, known: KnownValues): fc.Arbitrary<Parts> {
  const params = Object.fromEntries(
    operation.pathParams.map((p) => [p.name, validValue(p.schema, known, p.name).map(String)]),
  );
  const query = fc.record(
    Object.fromEntries(operation.query.map((q) => [q.name, validValue(q.schema, known, q.name).map(String)])),
    { requiredKeys: operation.query.filter((q) => q.required).map((q) => q.name) },
  );
  const body = operation.body ? validValue(operation.body, known) : fc.constant(undefined);
  return fc.record({ params: fc.record(params), query, body }) as fc.Arbitrary<Parts>;
}

interface Raw {
  text: string;
  contentType?: string;
}

type Send = (changed: Partial<Parts> & { raw?: Raw }, broken?: Broken) => FuzzRequest;

function brokenPaths(
  operation: Operation,
  parts: Parts,
  send: Send,
): Array<fc.WeightedArbitrary<FuzzRequest>> {
  if (operation.pathParams.length === 0) return [];
  const names = operation.pathParams.map((p) => p.name);
  return [
    {
      weight: 10,
      arbitrary: fc
        .tuple(fc.constantFrom(...names), fc.constantFrom(...ODD_SEGMENTS))
        .map(([name, segment]) =>
          send(
            { params: { ...parts.params, [name]: RAW_SEGMENT + segment } },
            { how: `path ${name}=${segment}` },
          ),
        ),
    },
  ];
}

function brokenQueries(
  operation: Operation,
  parts: Parts,
  send: Send,
): Array<fc.WeightedArbitrary<FuzzRequest>> {
  const names = operation.query.map((q) => q.name);
  const variants: Array<fc.WeightedArbitrary<FuzzRequest>> = [
    {
      weight: 5,
      arbitrary: fc.constant(
        send(
          { query: { ...parts.query, [UNKNOWN_FIELD]: '1' } },
          { how: 'unknown query parameter', unknown: UNKNOWN_FIELD },
        ),
      ),
    },
  ];
  if (names.length)
    variants.push({
      weight: 10,
      arbitrary: fc
        .tuple(fc.constantFrom(...names), fc.constantFrom(...ODD_STRINGS, REPEATED))
        .map(([name, value]) =>
          send({ query: { ...parts.query, [name]: value } }, { how: `query ${name}=${preview(value)}` }),
        ),
    });
  return variants;
}

/** A query value sent as the parameter given twice (`?take=1&take=2`). */
const REPEATED = '\u0000repeated';
/** A path parameter sent as it is, not encoded (`..`, `%00`). */
const RAW_SEGMENT = '\u0000raw:';

function brokenBodies(
  operation: Operation,
  parts: Parts,
  send: Send,
): Array<fc.WeightedArbitrary<FuzzRequest>> {
  if (!operation.body) return [];
  const schema = operation.body;
  const slots = slotsOf(parts.body, schema);
  const json = JSON.stringify(parts.body ?? {});
  const variants: Array<fc.WeightedArbitrary<FuzzRequest>> = [
    {
      weight: 5,
      arbitrary: fc
        .constantFrom(...NOT_JSON)
        .map((text) => send({ raw: { text } }, { how: `body not JSON: ${preview(text)}` })),
    },
    {
      weight: 5,
      arbitrary: fc
        .constantFrom(...WRONG_CONTENT_TYPES)
        .map((contentType) =>
          send({ raw: { text: json, contentType } }, { how: `content-type ${contentType}` }),
        ),
    },
    {
      weight: 1,
      // built only when drawn: 5 MB per draw of every other variant would be the fuzz's whole cost
      arbitrary: fc
        .constant(null)
        .map(() =>
          send(
            { raw: { text: JSON.stringify({ ...asObject(parts.body), blob: 'x'.repeat(HUGE_BODY_BYTES) }) } },
            { how: 'a 5 MB body' },
          ),
        ),
    },
    {
      weight: 5,
      arbitrary: fc.constant(
        send(
          { body: isObject(parts.body) ? { ...parts.body, [UNKNOWN_FIELD]: 'ignored' } : parts.body },
          { how: 'unknown body field', unknown: UNKNOWN_FIELD },
        ),
      ),
    },
  ];
  const required = slots.filter((s) => s.required);
  if (required.length)
    variants.push({
      weight: 10,
      arbitrary: fc.constantFrom(...required).map((slot) =>
        send(
          { body: changedAt(parts.body, slot.path, MISSING) },
          {
            how: `body ${slot.path.join('.')} missing`,
            part: 'body',
            field: slot.path.join('.'),
          },
        ),
      ),
    });
  if (slots.length) {
    variants.push({
      weight: 15,
      arbitrary: fc.tuple(fc.constantFrom(...slots), fc.constantFrom(...ANY_TYPE)).map(([slot, value]) => {
        const refused = !allows(slot.schema, value);
        return send(
          { body: changedAt(parts.body, slot.path, value) },
          {
            how: `body ${slot.path.join('.')}=${preview(JSON.stringify(value))}`,
            ...(refused ? { part: 'body' as const, field: slot.path.join('.') } : {}),
          },
        );
      }),
    });
    // edge values where the field's type allows them: the request may be valid, or refused
    const edges = (kind: string, values: readonly unknown[]) => {
      const fitting = slots.filter((slot) => typesOf(slot.schema).has(kind));
      if (fitting.length)
        variants.push({
          weight: 10,
          arbitrary: fc
            .tuple(fc.constantFrom(...fitting), fc.constantFrom(...values))
            .map(([slot, value]) =>
              send(
                { body: changedAt(parts.body, slot.path, value) },
                { how: `body ${slot.path.join('.')}=${preview(String(value))}` },
              ),
            ),
        });
    };
    edges('string', ODD_STRINGS);
    edges('number', ODD_NUMBERS); // typesOf counts an integer as a number
  }
  return variants;
}

function toRequest(
  operation: Operation,
  parts: Parts,
  language: Language,
  raw?: Raw,
  broken?: Broken,
): FuzzRequest {
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = parts.params[name] ?? '';
    return value.startsWith(RAW_SEGMENT) ? value.slice(RAW_SEGMENT.length) : encoded(value);
  });
  const query = Object.entries(parts.query)
    .flatMap(([name, value]) =>
      value === REPEATED
        ? [
            [name, '1'],
            [name, '2'],
          ]
        : [[name, value]],
    )
    .map(([name, value]) => `${encoded(name)}=${encoded(value)}`)
    .join('&');
  const payload = raw
    ? raw.text
    : operation.body && parts.body !== undefined
      ? JSON.stringify(parts.body)
      : undefined;
  return {
    operation: operation.name,
    method: operation.method,
    url: query ? `${path}?${query}` : path,
    language,
    ...(payload === undefined ? {} : { payload, contentType: raw?.contentType ?? 'application/json' }),
    ...(broken ? { broken } : {}),
  };
}

/** Percent-encoded; a lone surrogate (no UTF-8 for it) goes as the bytes a careless client sends,
 * which are not UTF-8 either. */
function encoded(text: string): string {
  return text
    .split(/([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/)
    .map((piece, i) => (i % 2 ? '%ED%A0%80' : encodeURIComponent(piece)))
    .join('');
}

/** A value short enough for a report line. */
export function preview(text: string, length = 40): string {
  const shown = JSON.stringify(
    text.length > length ? `${text.slice(0, length)}…(${text.length} chars)` : text,
  );
  return shown.slice(1, -1);
}
