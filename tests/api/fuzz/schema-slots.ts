import type { JsonSchema } from './schema-arbitrary';

// Fields of a JSON value with the schema parts that describe them: where the fuzz breaks a
// request, and what type a field may hold.

export /** A field inside a JSON value with the schema that describes it. */
interface Slot {
  path: string[];
  schema: JsonSchema;
  required: boolean;
}

export const MISSING = Symbol('missing');

/** `value` with the field at `path` replaced (or removed, for MISSING). */
export function changedAt(value: unknown, path: readonly string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement === MISSING ? undefined : replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(head)] = changedAt(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy = { ...asObject(value) };
  const inner = changedAt(copy[head], rest, replacement);
  if (inner === undefined && rest.length === 0) delete copy[head];
  else copy[head] = inner;
  return copy;
}

/** Every field present in `value`, with its schema (one level of anyOf is looked through). */
export function slotsOf(value: unknown, schema: JsonSchema, path: string[] = []): Slot[] {
  const described = objectSchemaOf(schema);
  if (Array.isArray(value) && schema.items)
    return value.flatMap((item, i) => [
      { path: [...path, String(i)], schema: schema.items as JsonSchema, required: false },
      ...slotsOf(item, schema.items as JsonSchema, [...path, String(i)]),
    ]);
  if (!isObject(value) || !described?.properties) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const fieldSchema = described.properties?.[key];
    if (!fieldSchema) return [];
    const here = [...path, key];
    return [
      { path: here, schema: fieldSchema, required: described.required?.includes(key) ?? false },
      ...slotsOf(inner, fieldSchema, here),
    ];
  });
}

export function objectSchemaOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties) return schema;
  return (schema.anyOf ?? schema.oneOf)?.find((s) => s.properties);
}

/** The JSON types a schema accepts ('null' when nullable). */
export function typesOf(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  if (schema.nullable) types.add('null');
  if (schema.enum) for (const v of schema.enum) types.add(jsonType(v));
  for (const s of schema.anyOf ?? schema.oneOf ?? []) for (const t of typesOf(s)) types.add(t);
  for (const t of [schema.type ?? []].flat()) types.add(t);
  if (types.has('integer')) types.add('number');
  return types;
}

/** Whether a value's JSON type could pass the schema (a schema without types takes anything). */
export function allows(schema: JsonSchema, value: unknown): boolean {
  const types = typesOf(schema);
  if (types.size === 0) return true;
  if (schema.enum && !(schema.anyOf || schema.type)) return schema.enum.some((v) => Object.is(v, value));
  return types.has(jsonType(value));
}

export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asObject(value: unknown): Record<string, unknown> {
  return isObject(value) ? value : {};
}
