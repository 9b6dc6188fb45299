import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../../simulator/app';
import { SIM_SESSION_HEADER } from '../../simulator/plugins/sim-session';
import { DEMO_PASSWORD } from '../../simulator/seed/demo-users';
import type { TokenClaims } from '../../src/domain/user';

let sessions = 0;

/** A caller of the simulator bound to its own `x-sim-session`, so each test starts from the seed
 * and never sees another test's changes (DESIGN §5). */
export class SimClient {
  readonly session: string;

  constructor(
    readonly app: FastifyInstance,
    session?: string,
  ) {
    sessions += 1;
    this.session = session ?? `test-${process.pid}-${sessions}`;
  }

  request(
    method: InjectOptions['method'],
    url: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method,
      url,
      headers: {
        [SIM_SESSION_HEADER]: this.session,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
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
}

/** One in-memory simulator per test file, closed after it. */
export function simulator(): FastifyInstance {
  const app = buildApp({ dbPath: ':memory:' });
  afterAll(() => app.close());
  return app;
}

/** Asserts the error body of docs/CONTRACTS.md. */
export function errorOf(res: LightMyRequestResponse) {
  const body = res.json();
  return { status: res.statusCode, message: body.message as string, body };
}
