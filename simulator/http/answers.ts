import { type Type, type } from 'arktype';
import { docSchema } from './validate';

/**
 * What a route answers on success, as an arktype type (issue 17, "OpenAPI answers"): /docs
 * documents it, and Fastify serialises the answer with fast-json-stringify from its JSON Schema.
 *
 * fast-json-stringify writes only the properties a schema names. The console reads whole records,
 * so every object of an answer schema is open (`additionalProperties: true`) unless its type says
 * otherwise: a property the schema does not name is written as it is, never dropped. A schema
 * names what /docs should tell; naming a property wrongly (a number declared a string) is what
 * `tests/api/openapi-responses.test.ts` catches by validating real answers.
 */

type JsonSchema = Record<string, unknown>;

/**
 * An answer that is not JSON (a file, an event stream, an HTML page): the media types it is sent
 * with and whether its body is bytes or text, documented as such at /docs. Fastify never
 * serialises it — the handler sends a Buffer, or a string with its own content type, or writes
 * the socket itself — so it has no JSON schema to be serialised with.
 */
export class MediaAnswer {
  constructor(
    /** what /docs says of the body */
    readonly description: string,
    /** each media type the body may be sent with */
    readonly media: readonly string[],
    readonly body: 'binary' | 'text',
  ) {}

  /** The OpenAPI response: one entry per media type, `format: binary` for bytes. */
  response(): JsonSchema {
    const schema = this.body === 'binary' ? { type: 'string', format: 'binary' } : { type: 'string' };
    return {
      description: this.description,
      content: Object.fromEntries(this.media.map((m) => [m, { schema }])),
    };
  }
}

/** A route's success answer: one type for any 2xx, one per status, or a body that is not JSON
 * (answered with 200). */
export type AnswerSpec = Type<unknown> | { [status: number]: Type<unknown> } | MediaAnswer;

/** An answer this simulator has not described field by field yet: any JSON value. */
const ANY_ANSWER = { description: 'JSON answer (its fields are not described yet)' };

/** Text that may be null: the answers' optional texts. */
export const nullableText = 'string | null';

/** The fields every record a company owns starts with. */
export const companyRecordFields = { id: 'string', companyDocument: 'string' } as const;

/** `{ message }`: the success text the console toasts (doc 1 §8), in the caller's language. */
export const messageAnswer = type({ message: 'string' });

/** A refused line of an import (`{ line, message }`), the message in the caller's language. */
export const importLineAnswer = type({ line: 'number', message: 'string' });

/** Compiles only when `A` (an answer type's inferred shape) and `D` (the domain type the handler
 * returns) agree: `exact<typeof someAnswer.infer, Domain>(true)` next to each answer type, so a
 * field added to the domain without its answer type does not compile. */
export type Exact<A, D> = [A] extends [D] ? ([D] extends [A] ? true : never) : never;
export const exact = <A, D>(_: Exact<A, D>) => undefined;

/** A list page as the platform answers it (doc 1 §9, doc 3 §7): `{ [field]: rows, total }`. */
// (arktype cannot infer a computed key: the type is said once here, the schema is built as said)
export const listAnswer = <F extends string, R>(field: F, row: Type<R>) =>
  type({ [field]: row.array(), total: 'number' } as never) as unknown as Type<
    Record<F, R[]> & { total: number }
  >;

/** `{ message, [field]: record }`: a change's toast and the record after it. */
export const messageWith = <F extends string, R>(field: F, record: Type<R>) =>
  type({ message: 'string', [field]: record } as never) as unknown as Type<
    { message: string } & Record<F, R>
  >;

/** A union of plain types only (`string | null`) as one `type` list: the same schema, which
 * fast-json-stringify writes directly instead of trying each `anyOf` branch with a validator. */
function typeList(node: JsonSchema): string[] | null {
  const branches = node.anyOf;
  if (!Array.isArray(branches)) return null;
  const types = branches.map((b: JsonSchema) =>
    Object.keys(b).length === 1 && typeof b.type === 'string' ? b.type : null,
  );
  return types.every((t) => t !== null) ? (types as string[]) : null;
}

/** Opens every object schema without an `additionalProperties` rule; flattens plain unions. */
function forSerialising(schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const item of schema) forSerialising(item);
    return;
  }
  if (!schema || typeof schema !== 'object') return;
  const node = schema as JsonSchema;
  if (node.type === 'object' && !('additionalProperties' in node)) node.additionalProperties = true;
  const types = typeList(node);
  if (types) {
    delete node.anyOf;
    node.type = types;
  }
  for (const value of Object.values(node)) forSerialising(value);
}

/** JSON Schema of an answer type, objects open. */
export function answerSchema(t: Type<unknown>): JsonSchema {
  const schema = docSchema(t);
  forSerialising(schema);
  return schema;
}

/** The `schema.response` of a route: its declared answers, or any JSON value for any 2xx. */
export function responseSchemas(answers: AnswerSpec | undefined): Record<string, JsonSchema> {
  if (!answers) return { '2xx': ANY_ANSWER };
  if (answers instanceof MediaAnswer) return { 200: answers.response() };
  // An arktype type is a function (it validates when called); a per-status map is a plain object.
  if (typeof answers === 'function') return { '2xx': answerSchema(answers) };
  return Object.fromEntries(
    Object.entries(answers).map(([status, t]) => [status, answerSchema(t as Type<unknown>)]),
  );
}
