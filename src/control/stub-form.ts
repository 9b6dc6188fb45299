import type { StubRuleInput } from './stubs-api';

// The stub form of the control page (issue 29): what a tester types, and the POST /__sim/stubs
// body it becomes (simulator/plugins/stub-rules.ts checks it again, placeholders included, and
// answers 400 with the reason). Here only what the form itself can tell.

export const STUB_METHODS = ['*', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface StubFormValues {
  method: (typeof STUB_METHODS)[number];
  path: string;
  /** `a=1&b=2` */
  query: string;
  /** one `Name: value` a line */
  headers: string;
  bodyContains: string;
  status: string;
  /** one `Name: value` a line */
  responseHeaders: string;
  /** JSON, else sent as text */
  body: string;
  /** empty: always */
  times: string;
  note: string;
}

export const EMPTY_STUB: StubFormValues = {
  method: 'GET',
  path: '',
  query: '',
  headers: '',
  bodyContains: '',
  status: '200',
  responseHeaders: '',
  body: '',
  times: '',
  note: '',
};

/** A field's problem: the message id under `control.stubs.problems`. */
export type StubProblems = Partial<Record<keyof StubFormValues, 'required' | 'number' | 'pairs'>>;

/** `a=1&b=2` or `Name: value` lines into a record; null when a part has no name. */
function pairs(text: string, split: RegExp, separator: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const part of text
    .split(split)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const at = part.indexOf(separator);
    const name = at < 0 ? '' : part.slice(0, at).trim();
    if (!name) return null;
    out[name] = part.slice(at + 1).trim();
  }
  return out;
}

const whole = (text: string, min: number, max: number) => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/** The stub the form describes, or the problems that keep it from being sent. */
export function stubInput(v: StubFormValues): { input: StubRuleInput } | { problems: StubProblems } {
  const problems: StubProblems = {};
  if (!v.path.trim()) problems.path = 'required';
  const input: StubRuleInput = { request: { path: v.path.trim() } };
  if (v.method !== '*') input.request.method = v.method;
  const read = (name: 'query' | 'headers' | 'responseHeaders') => {
    const record = name === 'query' ? pairs(v.query, /&/, '=') : pairs(v[name], /\n/, ':');
    if (!record) problems[name] = 'pairs';
    return record && Object.keys(record).length ? record : undefined;
  };
  const query = read('query');
  const headers = read('headers');
  if (query) input.request.query = query;
  if (headers) input.request.headers = headers;
  if (v.bodyContains.trim()) input.request.bodyContains = v.bodyContains.trim();
  const status = whole(v.status, 100, 599);
  if (status === null) problems.status = 'number';
  const response: NonNullable<StubRuleInput['response']> = { status: status ?? 200 };
  const responseHeaders = read('responseHeaders');
  if (responseHeaders) response.headers = responseHeaders;
  if (v.body.trim()) {
    try {
      response.body = JSON.parse(v.body);
    } catch {
      response.body = v.body;
    }
  }
  input.response = response;
  if (v.times.trim()) {
    const times = whole(v.times, 1, 1_000_000);
    if (times === null) problems.times = 'number';
    else input.times = times;
  }
  if (v.note.trim()) input.note = v.note.trim();
  return Object.keys(problems).length > 0 ? { problems } : { input };
}
