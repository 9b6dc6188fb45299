import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '../../src/domain/user';
import type { FaultRuleInput } from '../plugins/fault-rules';

/** What a scenario step reads of an answer: the same for `app.inject` and for a real HTTP call. */
export interface SimResponse {
  statusCode: number;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON answer, read as the step knows it
  json(): any;
}

export type SimMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SimRequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string | undefined>;
}

/**
 * The simulator as a scenario path sees it, bound to one `x-sim-session`: in-process
 * (`SimClient`, app.inject) or a running instance over HTTP (`HttpSimClient`, `--url`). The
 * machines' scenarios (machines/*.scenario.ts) use only this, so a path runs the same way in both.
 */
export interface ScenarioApi {
  readonly session: string;
  /** the in-process simulator; undefined against a running instance */
  readonly app?: FastifyInstance;
  request(method: SimMethod, url: string, options?: SimRequestOptions): Promise<SimResponse>;
  get(url: string, token?: string): Promise<SimResponse>;
  login(userName: string, password?: string): Promise<string>;
  /** a correctly signed token naming `claims` (in-process: signed here; over HTTP: POST /__sim/tokens) */
  forge(claims: TokenClaims): string | Promise<string>;
  /** a correctly signed token that expired long ago */
  expired(claims: TokenClaims): string | Promise<string>;
  /** adds a fault rule to this session (POST /__sim/faults); answers its id */
  fault(rule: FaultRuleInput): Promise<string>;
  /** rows written to this session's data since it was loaded (GET /__sim/state) */
  writes(): Promise<number>;
}
