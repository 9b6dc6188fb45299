import type { TokenClaims } from '../../src/domain/user';
import type { FaultRuleInput } from '../plugins/fault-rules';
import { SIM_SESSION_HEADER } from '../plugins/sim-session';
import { DEMO_PASSWORD } from '../seed/demo/users';
import type { ScenarioApi, SimMethod, SimRequestOptions, SimResponse } from './scenario-api';
import { CLIENT_LANGUAGE } from './sim-client';

/** A call answering later than this is given up (a tester's delay rule may hold one for a while). */
const CALL_TIMEOUT_MS = 120_000;

/** Tokens signed by one instance (POST /__sim/tokens), shared by its sessions: a path's set-up
 * asks for the same admin token every time, and a token does not depend on the session. */
export type TokenCache = Map<string, Promise<string>>;

/** One answer read whole, as `app.inject` gives it. */
export async function call(
  base: string,
  method: SimMethod,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
  timeoutMs = CALL_TIMEOUT_MS,
): Promise<SimResponse> {
  const raw = body === undefined || typeof body === 'string' || Buffer.isBuffer(body);
  const res = await fetch(`${base}${url}`, {
    method,
    headers: raw || headers['content-type'] ? headers : { ...headers, 'content-type': 'application/json' },
    body:
      body === undefined
        ? undefined
        : raw
          ? (body as string | Uint8Array<ArrayBuffer>)
          : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  return { statusCode: res.status, body: text, json: () => JSON.parse(text) };
}

/**
 * The simulator at `base` (a running instance, `npm run scenarios -- --url`) for one session: the
 * same calls as SimClient, over HTTP with `x-sim-session`. It remembers what a path changed
 * beside the data — fault rules it added, the clock it set — so the executor can put the tester's
 * own back between paths (http-executor.ts).
 */
export class HttpSimClient implements ScenarioApi {
  /** ids of the fault rules this path added */
  readonly addedRules: string[] = [];
  /** the path set the session's clock */
  clockTouched = false;

  constructor(
    readonly base: string,
    readonly session: string,
    private readonly tokens: TokenCache = new Map(),
  ) {}

  request(method: SimMethod, url: string, options: SimRequestOptions = {}): Promise<SimResponse> {
    if (url.startsWith('/__sim/clock') && method !== 'GET') this.clockTouched = true;
    const headers: Record<string, string | undefined> = {
      'accept-language': CLIENT_LANGUAGE,
      [SIM_SESSION_HEADER]: this.session,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    };
    const sent = Object.fromEntries(
      Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    return call(this.base, method, url, sent, options.body);
  }

  get = (url: string, token?: string) => this.request('GET', url, { token });

  async login(userName: string, password = DEMO_PASSWORD): Promise<string> {
    const res = await this.request('POST', '/api/auth/login', { body: { username: userName, password } });
    if (res.statusCode !== 200) throw new Error(`login ${userName}: ${res.statusCode} ${res.body}`);
    return res.json().access_token;
  }

  forge(claims: TokenClaims): Promise<string> {
    return this.signed({ ...claims });
  }

  expired(claims: TokenClaims): Promise<string> {
    return this.signed({ ...claims, expired: true });
  }

  /** POST /__sim/tokens, once per claims for the whole run. */
  private signed(body: Record<string, unknown>): Promise<string> {
    const key = JSON.stringify(body);
    let token = this.tokens.get(key);
    if (!token) {
      token = this.request('POST', '/__sim/tokens', { body }).then((res) => {
        if (res.statusCode !== 201) throw new Error(`POST /__sim/tokens: ${res.statusCode} ${res.body}`);
        return res.json().token as string;
      });
      token.catch(() => this.tokens.delete(key));
      this.tokens.set(key, token);
    }
    return token;
  }

  async fault(rule: FaultRuleInput): Promise<string> {
    const res = await this.request('POST', '/__sim/faults', { body: rule });
    if (res.statusCode !== 201) throw new Error(`fault rule: ${res.statusCode} ${res.body}`);
    const id = res.json().id as string;
    this.addedRules.push(id);
    return id;
  }

  async writes(): Promise<number> {
    const res = await this.get('/__sim/state?digest=false');
    if (res.statusCode !== 200)
      throw new Error(`GET /__sim/state: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res.json().writes;
  }
}
