import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/http-error';
import { localize, requestLanguage } from '../i18n/i18n';
import { SIM_HAR_MESSAGES } from '../i18n/messages/sim-har';
import { SessionValues } from '../store/session-values';

/*
 * Proxy mode (issue 29 "Recording and replay"): a session that records forwards its platform calls
 * to a real platform and answers what it answered; the journal writes the exchange like any call,
 * so the session's HAR (GET /__sim/journal/har) is the recording. `npm start -- --record <url>`
 * makes every session record; PUT /__sim/record switches one session (har/record.routes.ts).
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** the base URL a session's calls are forwarded to, null when the simulator answers them */
    recordTargetOf(session: string): string | null;
    setRecordTarget(session: string, target: string | null): void;
  }
}

export interface ProxyOptions {
  /** the calls forwarded (the platform API) */
  prefixes: string[];
  /** every session's target unless it chose otherwise (`--record`) */
  target?: string | null;
}

/** Hop-by-hop and transport headers: the HTTP client of each leg sets its own. The session header
 * is the simulator's, and the cookie may carry it (sim-session.ts): neither is the platform's. */
const NOT_FORWARDED = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'accept-encoding',
  'content-encoding',
  'x-sim-session',
  'cookie',
]);

function forwardedHeaders(headers: Record<string, string | string[] | undefined>): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_FORWARDED.has(name.toLowerCase())) continue;
    for (const one of Array.isArray(value) ? value : [value]) out.append(name, one);
  }
  return out;
}

async function rawBody(request: FastifyRequest): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request.raw) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

/** One call sent to `target` and its answer relayed. */
async function forward(request: FastifyRequest, reply: FastifyReply, target: string): Promise<void> {
  const body = await rawBody(request);
  // what the journal keeps of the request (journal-bodies.ts): the body as it was sent
  request.body = body?.toString('utf8');
  let answer: Response;
  try {
    answer = await fetch(new URL(request.url, target), {
      method: request.method,
      headers: forwardedHeaders(request.headers),
      body: body ? new Uint8Array(body) : undefined,
      redirect: 'manual',
    });
  } catch (error) {
    const reason = (error as { cause?: Error }).cause?.message ?? (error as Error).message;
    const text = localize(SIM_HAR_MESSAGES.upstreamFailed(target, reason), requestLanguage(request));
    reply.code(502).serializer(JSON.stringify).send(errorBody(502, text));
    return;
  }
  const payload = Buffer.from(await answer.arrayBuffer());
  reply.code(answer.status);
  for (const [name, value] of answer.headers) if (!NOT_FORWARDED.has(name)) reply.header(name, value);
  // the platform's bytes as they came (a Buffer: no serializer of this simulator reshapes them)
  reply.send(payload);
}

export const proxyPlugin = fp(
  async (app: FastifyInstance, options: ProxyOptions) => {
    const chosen = new SessionValues<{ target: string | null }>();
    const recordTargetOf = (session: string) => {
      const own = chosen.get(session);
      return own ? own.target : (options.target ?? null);
    };
    app.decorate('recordTargetOf', recordTargetOf);
    app.decorate('setRecordTarget', (session: string, target: string | null) => {
      chosen.of(session, () => ({ target })).target = target;
    });
    // onRequest, before the routes' own hooks (a platform token means nothing to this simulator's
    // auth) and before the body is read (forwarded as sent). Only a recording session pays more
    // than a map lookup.
    app.addHook('onRequest', (request, reply, done) => {
      const target = recordTargetOf(request.simSession);
      if (!target || !options.prefixes.some((p) => request.url.startsWith(p))) return done();
      forward(request, reply, target).catch(done);
    });
  },
  { name: 'proxy', dependencies: ['sim-session', 'journal'] },
);
