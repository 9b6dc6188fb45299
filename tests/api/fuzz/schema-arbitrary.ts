import fc from 'fast-check';

/**
 * Values that satisfy a JSON Schema of the simulator's OpenAPI document (@fastify/swagger's
 * OpenAPI 3.0 flavour: `nullable`, `anyOf`, `enum`, string lengths and patterns, number bounds,
 * objects with `required`). Rules the document cannot say (CNPJ check digits, real dates…) are
 * not met on purpose: such values are still "well typed", and the simulator must refuse them with
 * a 4xx as it would a tester's. Strings are drawn now and then from `known` values of the same
 * field name (ids, codes and documents read from the seeded data), so valid calls also reach
 * records that exist.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Values seen in the seeded data, by field name. */
export type KnownValues = ReadonlyMap<string, readonly string[]>;

/** Arrays and generated strings stay short: the fuzz looks for refusals, not for throughput. */
const EXTRA_LENGTH = 12;
const MAX_ITEMS = 3;

export function validValue(schema: JsonSchema, known: KnownValues, name = ''): fc.Arbitrary<unknown> {
  const base = typedValue(schema, known, name);
  return schema.nullable ? fc.option(base, { nil: null, freq: 6 }) : base;
}

function typedValue(schema: JsonSchema, known: KnownValues, name: string): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((s) => validValue(s, known, name)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringValue(schema, known.get(name));
    case 'integer':
      return fc.integer({ min: bound(schema, 'min') ?? -1000, max: bound(schema, 'max') ?? 100_000 });
    case 'number':
      return fc.double({
        min: bound(schema, 'min') ?? -1000,
        max: bound(schema, 'max') ?? 100_000,
        noNaN: true,
        noDefaultInfinity: true,
        minExcluded: schema.exclusiveMinimum !== undefined,
        maxExcluded: schema.exclusiveMaximum !== undefined,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}, known, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS)),
      });
    case 'object':
      return objectValue(schema, known);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function bound(schema: JsonSchema, side: 'min' | 'max'): number | undefined {
  return side === 'min'
    ? (schema.minimum ?? schema.exclusiveMinimum)
    : (schema.maximum ?? schema.exclusiveMaximum);
}

function stringValue(schema: JsonSchema, known: readonly string[] | undefined): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? minLength + EXTRA_LENGTH, minLength + EXTRA_LENGTH);
  const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
  const generated = (schema.pattern && matching(schema.pattern, fits)) || fc.string({ minLength, maxLength });
  const seen = known?.filter(fits) ?? [];
  return seen.length ? fc.oneof({ arbitrary: fc.constantFrom(...seen), weight: 2 }, generated) : generated;
}

/** Strings matching `pattern`; none when fast-check cannot generate from it (lookarounds): then
 * any string, which the simulator must refuse with a 400 as well. */
function matching(pattern: string, fits: (s: string) => boolean): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern)).filter(fits);
  } catch {
    return undefined;
  }
}

function objectValue(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, s]) => [key, validValue(s, known, key)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
}
