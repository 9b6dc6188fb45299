/**
 * What arktype writes in JSON Schema 2020-12 and OpenAPI 3.0.3 says otherwise (issue 28: third-party
 * linters refused the document): `exclusiveMinimum: 0` is `minimum: 0, exclusiveMinimum: true`
 * there, and a body that may be absent (`noBody`, `emptyBody`: `X | undefined`, an `anyOf` with an
 * empty branch) is an optional request body of type X, not a required body of any value.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** 2020-12's numeric `exclusiveMinimum`/`exclusiveMaximum` as 3.0's boolean beside the bound. */
export function exclusiveBoundsAs30(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) exclusiveBoundsAs30(item);
    return;
  }
  if (!isObject(node)) return;
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof node[exclusive] === 'number') {
      node[bound] = node[exclusive];
      node[exclusive] = true;
    }
  }
  for (const value of Object.values(node)) exclusiveBoundsAs30(value);
}

const isEmptySchema = (schema: unknown) => isObject(schema) && Object.keys(schema).length === 0;

/** A request body `anyOf: [X, {}]` (X or no body) becomes an optional body X. */
export function optionalBodies(requestBody: Json): void {
  const content = requestBody.content;
  if (!isObject(content)) return;
  for (const media of Object.values(content)) {
    if (!isObject(media) || !isObject(media.schema)) continue;
    const branches = media.schema.anyOf;
    if (!Array.isArray(branches) || !branches.some(isEmptySchema)) continue;
    const rest = branches.filter((b) => !isEmptySchema(b));
    const { anyOf: _, ...others } = media.schema;
    media.schema = rest.length === 1 ? { ...others, ...rest[0] } : { ...others, anyOf: rest };
    requestBody.required = false;
  }
}
