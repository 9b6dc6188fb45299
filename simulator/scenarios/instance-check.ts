import { SIM_SESSION_HEADER } from '../plugins/sim-session';
import { call } from './http-client';

/**
 * Before a run against a running instance (`--url`): is it there, is it a simulator with the
 * control API, does it keep sessions apart, does it know the data-only reset? Each "no" is a
 * TargetError whose message says which and what to do (exit status 2, cli.ts), never a stack trace.
 */
export class TargetError extends Error {
  override name = 'TargetError';
}

/** The base URL without a trailing slash; an http(s) URL only. */
export function baseUrlOf(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TargetError(`--url "${text}" is not a URL (e.g. http://localhost:3000)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TargetError(`--url "${text}" must be an http:// or https:// URL`);
  return url.href.replace(/\/+$/, '');
}

const why = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return cause.code;
  if ((error as Error).name === 'TimeoutError') return 'no answer within 10 s';
  return cause?.message ?? (error instanceof Error ? error.message : String(error));
};

export async function checkInstance(base: string, session: string): Promise<void> {
  const headers = { [SIM_SESSION_HEADER]: session, 'accept-language': 'en-US' };
  const probe = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    try {
      return await call(base, method, path, headers, body, 10_000);
    } catch (error) {
      throw new TargetError(
        `cannot reach ${base}: ${why(error)} — is the simulator running there (npm start)?`,
      );
    }
  };
  const sessions = await probe('GET', '/__sim/sessions');
  if (sessions.statusCode === 404)
    throw new TargetError(
      `${base} has no control API (GET /__sim/sessions answered 404): not a simulator, or one started with SIM_CONTROL=off`,
    );
  let answer: { session?: unknown } | null = null;
  try {
    answer = sessions.json();
  } catch {
    // not JSON: reported below
  }
  if (sessions.statusCode !== 200 || !answer || typeof answer.session !== 'string')
    throw new TargetError(
      `${base}/__sim/sessions answered ${sessions.statusCode} ${sessions.body.slice(0, 120)}: not the simulator's control API`,
    );
  if (answer.session !== session)
    throw new TargetError(
      `${base} does not keep sessions apart: asked as ${SIM_SESSION_HEADER}: ${session}, it answered for "${answer.session}"`,
    );
  // A field the route does not take: 400 when the route exists, 404 when the instance is older.
  const reset = await probe('POST', '/__sim/reset/data', { probe: true });
  if (reset.statusCode === 404)
    throw new TargetError(
      `${base} has no data-only reset (POST /__sim/reset/data): a simulator older than this runner — update it`,
    );
}
