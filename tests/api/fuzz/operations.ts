import { CHANGES_PATH } from '../../../simulator/dashboard/change-feed';
import type { JsonSchema } from './schema-arbitrary';

/** One operation of the OpenAPI document, as the fuzz needs it. */
export interface Operation {
  /** "PUT /api/picking/{id}" — how reports name it */
  name: string;
  method: string;
  /** the OpenAPI path, with `{param}` placeholders */
  path: string;
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  query: Array<{ name: string; schema: JsonSchema; required: boolean }>;
  body?: JsonSchema;
  /** needs a bearer token (the document's `security`) */
  auth: boolean;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);

/** A server-sent events stream never ends, so no sweep or fuzz can wait for its answer; its
 * tenancy and its notices have their own test (tests/api/dashboard.routes.test.ts). */
export const isStream = (path: string): boolean => path.endsWith(CHANGES_PATH);

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(methods)) {
      if (!METHODS.has(method) || isStream(path)) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      operations.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true })),
        body: Object.values(content)[0]?.schema,
        auth: (operation.security ?? []).length > 0,
      });
    }
  return operations;
}
