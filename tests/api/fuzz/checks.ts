import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { formatPlatformMessage } from '../../../simulator/i18n/messages/platform-error-texts';
import type { FuzzRequest, Language } from './requests';

/**
 * What every answer to a fuzzed request must be (issue 18, DESIGN "errors"): never a 5xx, never a
 * hang; a 4xx carries a `message` in the caller's language, naming the field a broken field
 * was, never an internal word, and never a field the call ignores; a refused request changes
 * nothing. `check` sends one request and answers what went wrong, or nothing.
 */
export interface FuzzContext {
  app: FastifyInstance;
  /** the fuzz's own `x-sim-session` */
  session: string;
  token: string;
  /** the session's write count after the last request, when nothing else has run since */
  writes?: number;
  /** the last error a handler threw (run.ts hooks `onError`): what a 5xx report shows */
  thrown: { last?: Error };
}

/** A request taking longer than this has hung (a shared, busy machine stays well under it). */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Words of the simulator's insides that must never reach a client: arktype's impossible type
 * `never` as a type ("must be never", "Invalid body: never; never" — not the English adverb),
 * JavaScript's values and errors, a stack frame. */
const INTERNAL_WORDS =
  /(?:must be |: |^)never\b|\bnever(?=;|$)|\b(undefined|NaN|arktype|TypeError|ReferenceError|SqliteError|SQLITE_\w+)\b|\[object Object\]|\n\s+at /;

/** How a refusal of the body starts ("Invalid body: "): the path and query are checked before
 * the body, so a broken body field is only named once they passed. */
const BODY_PART = { part: 'body', detail: '' };

export async function check(context: FuzzContext, request: FuzzRequest): Promise<string[]> {
  // sequential requests: the count after the last one is the count before this one
  const before = context.writes ?? (await writes(context));
  context.writes = undefined;
  context.thrown.last = undefined;
  const res = await withTimeout(send(context, request, request.language), request);
  if (typeof res === 'string') return [res];
  const problems: string[] = [];
  const after = await writes(context);
  context.writes = after;
  if (res.statusCode >= 500) {
    const thrown = stackOf(context.thrown).split('\n').slice(0, 4).join('\n');
    return [`answered ${res.statusCode}: ${res.body.slice(0, 300)}\n${thrown}`];
  }
  if (res.statusCode < 400) return problems;

  const body = jsonOf(res);
  const message = typeof body?.message === 'string' ? body.message : '';
  if (!message) return [`${res.statusCode} without a message: ${res.body.slice(0, 300)}`];
  const fields = (Array.isArray(body?.problems) ? body.problems : []) as Array<{
    field?: string;
    message?: string;
  }>;
  const sent = `${request.url} ${request.payload ?? ''}`;
  for (const text of [message, ...fields.map((p) => String(p.message))]) {
    const internal = INTERNAL_WORDS.exec(text);
    if (internal && !sent.includes(internal[0].trim()))
      problems.push(`answer shows an internal word "${internal[0].trim()}": ${text}`);
  }

  const broken = request.broken;
  const bodyRefused = message.startsWith(formatPlatformMessage(request.language, 'invalidInput', BODY_PART));
  if (broken?.field && res.statusCode === 400 && fields.length > 0 && bodyRefused) {
    const field = broken.field;
    const named = fields.some(
      (p) => p.field === field || field.startsWith(`${p.field}.`) || p.field?.startsWith(`${field}.`),
    );
    if (!named) problems.push(`400 does not list the broken field ${field} in its problems: ${message}`);
    else if (!namesField(message, field))
      problems.push(`message does not name the broken field ${field}: ${message}`);
  }
  // The platform API ignores a field it does not read (DESIGN §5); the control API refuses one
  // by design (`emptyBody`), so only the platform's answers are held to it.
  if (broken?.unknown && !request.operation.includes(' /__sim/') && message.includes(broken.unknown))
    problems.push(`an ignored field is named in the refusal: ${message}`);

  if (request.language !== 'en-US') {
    const english = await withTimeout(send(context, request, 'en-US'), request);
    if (typeof english !== 'string' && english.statusCode === res.statusCode) {
      const englishMessage = jsonOf(english)?.message;
      if (englishMessage === message) problems.push(`message not in ${request.language}: ${message}`);
    }
  }

  if (after !== before) problems.push(`refused with ${res.statusCode} but wrote ${after - before} rows`);
  return problems;
}

/** Whether `message` names `field` (`items.0.sku`), as written in the platform's texts or in
 * arktype's (`items[0].sku`); a field inside a refused whole (`items.0`) names it too. */
function namesField(message: string, field: string): boolean {
  const segments = field.split('.');
  return segments.some((_, end) => {
    const prefix = segments.slice(0, segments.length - end);
    const bracketed = prefix.map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : i ? `.${s}` : s)).join('');
    return message.includes(prefix.join('.')) || message.includes(bracketed);
  });
}

/** The stack of the error a handler threw (read through a function: TypeScript would hold the
 * `last = undefined` set before the request as the value still). */
function stackOf(thrown: FuzzContext['thrown']): string {
  return thrown.last?.stack ?? '';
}

function send(context: FuzzContext, request: FuzzRequest, language: Language) {
  return context.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      'accept-language': language,
      'x-sim-session': context.session,
      authorization: `Bearer ${context.token}`,
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

async function withTimeout(
  answer: Promise<LightMyRequestResponse>,
  request: FuzzRequest,
): Promise<LightMyRequestResponse | string> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<string>((resolve) => {
    timer = setTimeout(
      () => resolve(`no answer within ${REQUEST_TIMEOUT_MS} ms (${request.operation})`),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([answer, hang]);
  } finally {
    clearTimeout(timer);
  }
}

/** Rows written to the fuzz session since its data was loaded (GET /__sim/state). */
async function writes(context: FuzzContext): Promise<number> {
  const res = await context.app.inject({
    method: 'GET',
    url: '/__sim/state?digest=false',
    headers: { 'x-sim-session': context.session },
  });
  return res.json().writes;
}

function jsonOf(res: LightMyRequestResponse): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(res.body);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}
