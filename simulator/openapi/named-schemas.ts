/**
 * Refers to the named component schemas wherever the document spells one out (issue 28 "named
 * component schemas"). @fastify/swagger converts `components.schemas` and every route's schemas
 * with the same converter, so an order inside a route's answer is, key for key, the `Order`
 * component: it is replaced by `{ $ref }`. Answers stay serialised from the routes' own schemas
 * (http/answers.ts); only the document changes.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON with keys sorted: equal schemas give equal strings. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (!isObject(value)) return JSON.stringify(value);
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
}

/** An object schema's field names: a cheap first test before comparing whole schemas. */
function signature(schema: Json): string | null {
  return schema.type === 'object' && isObject(schema.properties)
    ? Object.keys(schema.properties).sort().join('\u0000')
    : null;
}

/** Replaces, in `doc.paths` and inside every component, each schema equal to a named component
 * by a reference to it (the first name, sorted, when two are equal). */
export function referToNamedSchemas(doc: Json): void {
  const components = (doc.components as Json | undefined)?.schemas as Record<string, Json> | undefined;
  if (!components) return;
  const bySignature = new Map<string, Array<{ name: string; text: string }>>();
  for (const name of Object.keys(components).sort()) {
    const sig = signature(components[name]);
    if (sig === null) continue;
    const list = bySignature.get(sig) ?? [];
    list.push({ name, text: canonical(components[name]) });
    bySignature.set(sig, list);
  }
  const nameOf = (schema: Json, except?: string): string | undefined => {
    const sig = signature(schema);
    const candidates = sig === null ? undefined : bySignature.get(sig);
    if (!candidates) return undefined;
    const text = canonical(schema);
    return candidates.find((c) => c.name !== except && c.text === text)?.name;
  };
  const visit = (node: unknown, except?: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, except));
    if (!isObject(node)) return node;
    const name = nameOf(node, except);
    if (name) return { $ref: `#/components/schemas/${name}` };
    for (const key of Object.keys(node)) node[key] = visit(node[key], except);
    return node;
  };
  doc.paths = visit(doc.paths);
  for (const name of Object.keys(components)) {
    const schema = components[name];
    for (const key of Object.keys(schema)) schema[key] = visit(schema[key], name);
  }
  pruneUnreferenced(doc, components);
}

/** A named record no answer holds (one only ever answered inside a differently described field)
 * is left out: the document names what it answers. */
function pruneUnreferenced(doc: Json, components: Record<string, Json>): void {
  let removed = true;
  while (removed) {
    removed = false;
    const text = JSON.stringify(doc);
    for (const name of Object.keys(components)) {
      if (text.includes(`"#/components/schemas/${name}"`)) continue;
      delete components[name];
      removed = true;
    }
  }
}
