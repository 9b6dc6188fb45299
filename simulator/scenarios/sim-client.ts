import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TokenClaims } from '../../src/domain/user';
import type { FaultRuleInput } from '../plugins/fault-rules';
import { SIM_SESSION_HEADER } from '../plugins/sim-session';
import { DEMO_PASSWORD } from '../seed/demo/users';
import type { ScenarioApi } from './scenario-api';

let sessions = 0;

/** The language a SimClient asks for: en-US, the language of the contract's texts the API tests
 * and scenarios compare (the simulator answers pt-BR to a call that names none, i18n.ts). */
export const CLIENT_LANGUAGE = 'en-US';

/**
 * A caller of an in-process simulator (`app.inject`) bound to its own `x-sim-session`, so each
 * test or scenario path starts from its own data and never sees another's changes (DESIGN §5).
 * Used by the API tests (tests/api) and the scenario runner.
 */
export class SimClient implements ScenarioApi {
  readonly session: string;

  constructor(
    readonly app: FastifyInstance,
    session?: string,
  ) {
    sessions += 1;
    this.session = session ?? `test-${process.pid}-${sessions}`;
  }

  /** One call. A connection dropped by a fault rule rejects (as a real network error would).
   * It sends `Accept-Language: en-US` (CLIENT_LANGUAGE) unless `headers` name another language,
   * or `undefined` for none. */
  request(
    method: InjectOptions['method'],
    url: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string | undefined> } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string | undefined> = {
      'accept-language': CLIENT_LANGUAGE,
      [SIM_SESSION_HEADER]: this.session,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    };
    return this.app.inject({
      method,
      url,
      headers: Object.fromEntries(
        Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    });
  }

  get = (url: string, token?: string) => this.request('GET', url, { token });

  async login(userName: string, password = DEMO_PASSWORD): Promise<string> {
    const res = await this.request('POST', '/api/auth/login', { body: { username: userName, password } });
    if (res.statusCode !== 200) throw new Error(`login ${userName}: ${res.statusCode} ${res.body}`);
    return res.json().access_token;
  }

  /** A correctly signed token naming `claims` — e.g. a company the user may not view. */
  forge(claims: TokenClaims): string {
    return this.app.jwt.sign(claims);
  }

  /** A correctly signed token that expired long ago (doc 1 §8: 401 mid-session). */
  expired(claims: TokenClaims): string {
    return this.app.jwt.sign({ ...claims, iat: 1000 } as TokenClaims, { expiresIn: 1000 });
  }

  /** Adds a fault rule to this session (POST /__sim/faults). */
  async fault(rule: FaultRuleInput): Promise<string> {
    const res = await this.request('POST', '/__sim/faults', { body: rule });
    if (res.statusCode !== 201) throw new Error(`fault rule: ${res.statusCode} ${res.body}`);
    return res.json().id;
  }

  /** Rows written to this session's data since it was loaded (GET /__sim/state): a refused call
   * must not move it. Cheaper than `digest()`, which hashes the whole database. */
  async writes(): Promise<number> {
    return (await this.get('/__sim/state?digest=false')).json().writes;
  }

  /** A digest of this session's data: equal digests, equal data (GET /__sim/state). */
  async digest(): Promise<string> {
    return (await this.get('/__sim/state')).json().digest;
  }

  /** Puts snapshot `id` into this session (POST /__sim/snapshots/:id/restore). */
  async restore(id: string): Promise<void> {
    const res = await this.request('POST', `/__sim/snapshots/${id}/restore`);
    if (res.statusCode !== 200) throw new Error(`restore ${id}: ${res.statusCode} ${res.body}`);
  }
}
