import { type } from 'arktype';
import { compilePathPattern } from '../http/patterns';
import { RuleList } from './rule-list';
import {
  pathNamesOf,
  placeholderProblem,
  placeholdersOf,
  render,
  type TemplateContext,
} from './stub-template';

/**
 * Stub rules per simulator session (issue 29 "Stubs", simulator/README.md): a call matching a
 * method, a path pattern and optionally query values, headers and its body is answered with a
 * status, headers and a body templated from the request (stub-template.ts) — once, N times or
 * always — instead of by the platform. Listed, counted and removed like fault rules; a stub that
 * answers is written to the journal entry's `fault` field as fault rules are (`rules: ['s1']`).
 */

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', '*'] as const;
const MAX_ENTRIES = 20;
const names = type('Record<string, string <= 500>').narrow(
  (record, ctx) =>
    Object.keys(record).length <= MAX_ENTRIES || ctx.reject({ expected: `at most ${MAX_ENTRIES} names` }),
);

export const stubRequest = type({
  'method?': type.enumerated(...METHODS),
  /** a path pattern, `/api/products/:code` or `/api/*`; `:code` is `{{path.code}}` in the answer */
  path: '0 < string <= 300',
  /** query values the call must carry, each equal */
  'query?': names,
  /** headers the call must carry, each equal (names in any case) */
  'headers?': names,
  /** text the request body (as JSON text) must contain */
  'bodyContains?': '0 < string <= 1000',
  /** body fields (dotted paths, `items.0.sku`) that must equal these values */
  'bodyFields?': type('Record<string, string | number | boolean | null>').narrow(
    (record, ctx) =>
      Object.keys(record).length <= MAX_ENTRIES || ctx.reject({ expected: `at most ${MAX_ENTRIES} fields` }),
  ),
});

export const stubResponse = type({
  'status?': '100 <= number.integer <= 599',
  'headers?': names,
  'body?': 'unknown',
});

/** POST /__sim/stubs body. */
export const stubRuleInput = type({
  request: stubRequest,
  'response?': stubResponse,
  /** answers this many matching calls, then lets them through (absent: always) */
  'times?': '1 <= number.integer <= 1000000',
  'note?': 'string <= 200',
}).narrow((rule, ctx) => {
  const pathNames = pathNamesOf(rule.request.path);
  const answer = [rule.response?.headers ?? {}, rule.response?.body];
  for (const expression of placeholdersOf(answer)) {
    const problem = placeholderProblem(expression, pathNames);
    if (problem) return ctx.reject({ expected: problem, path: ['response'] });
  }
  return true;
});
export type StubRuleInput = typeof stubRuleInput.infer;

export interface StubRule extends StubRuleInput {
  id: string;
  /** matching calls seen since the stub was added */
  seen: number;
  /** calls it answered */
  fired: number;
  /** answers left (null: always) */
  remaining: number | null;
}

/** What a request offers to match and to template from. */
export interface StubCall {
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  now: () => Date;
}

export interface StubAnswer {
  id: string;
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

const fieldOf = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (v, f) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[f] : undefined),
      value,
    );

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

class ActiveStub {
  seen = 0;
  fired = 0;
  private readonly path: RegExp;

  constructor(
    readonly id: string,
    readonly input: StubRuleInput,
  ) {
    this.path = compilePathPattern(input.request.path);
  }

  get exhausted(): boolean {
    return this.input.times !== undefined && this.fired >= this.input.times;
  }

  /** the path's named values when the call matches, else null */
  match(call: StubCall): Record<string, string> | null {
    const { method, query, headers, bodyContains, bodyFields } = this.input.request;
    if (method && method !== '*' && method !== call.method) return null;
    const found = this.path.exec(call.path);
    if (!found) return null;
    for (const [name, value] of Object.entries(query ?? {}))
      if (String(call.query[name] ?? '') !== value) return null;
    for (const [name, value] of Object.entries(headers ?? {}))
      if (String(call.headers[name.toLowerCase()] ?? '') !== value) return null;
    if (bodyContains !== undefined && !textOf(call.body).includes(bodyContains)) return null;
    for (const [path, value] of Object.entries(bodyFields ?? {}))
      if (fieldOf(call.body, path) !== value) return null;
    return { ...found.groups };
  }

  answer(call: StubCall, pathValues: Record<string, string>): StubAnswer {
    this.fired += 1;
    const context: TemplateContext = {
      path: pathValues,
      query: call.query,
      headers: call.headers,
      body: call.body,
      now: call.now().toISOString(),
      counter: this.fired,
    };
    const { status = 200, headers = {}, body } = this.input.response ?? {};
    const rendered = render(headers, context) as Record<string, unknown>;
    return {
      id: this.id,
      status,
      headers: Object.fromEntries(Object.entries(rendered).map(([k, v]) => [k, v === null ? '' : textOf(v)])),
      body: body === undefined ? undefined : render(body, context),
    };
  }

  view(): StubRule {
    const { times } = this.input;
    const remaining = times === undefined ? null : Math.max(times - this.fired, 0);
    return { id: this.id, ...structuredClone(this.input), seen: this.seen, fired: this.fired, remaining };
  }
}

/** The stub rules of one simulator session: the first one added that matches (and has answers
 * left) answers the call; every matching one counts it as seen. */
export class StubSet extends RuleList<StubRuleInput, StubRule, ActiveStub> {
  constructor() {
    super('s');
  }

  protected create(id: string, input: StubRuleInput): ActiveStub {
    return new ActiveStub(id, input);
  }

  /** The answer for a call, null when no stub with answers left matches. */
  answer(call: StubCall): StubAnswer | null {
    let chosen: { rule: ActiveStub; values: Record<string, string> } | null = null;
    for (const rule of this.rules) {
      if (rule.exhausted) continue;
      const values = rule.match(call);
      if (!values) continue;
      rule.seen += 1;
      chosen ??= { rule, values };
    }
    return chosen ? chosen.rule.answer(call, chosen.values) : null;
  }
}
