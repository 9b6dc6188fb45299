import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import {
  mayUseConsole,
  type Subsidiary,
  type TokenClaims,
  type User,
  viewableCompanyDocuments,
} from '../../src/domain/user';
import { unauthorized } from '../http/http-error';
import { MESSAGES } from '../i18n/messages/platform';
import type { Store } from '../store/store';
import type { UserRecord } from '../store/users.repo';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

/** Who is calling: the verified claims plus the stored user they name. One per signed-in call,
 * so what only some calls need is read on first use (a class: no closures per call). */
export class Viewer {
  private subsidiaryList: Subsidiary[] | undefined;
  private viewableList: string[] | undefined;
  private userView: User | undefined;

  constructor(
    readonly claims: TokenClaims,
    readonly record: UserRecord,
    private readonly store: Store,
  ) {}

  private get subsidiaries(): Subsidiary[] {
    this.subsidiaryList ??= this.store.companies.subsidiariesOf(this.record.companyDocument);
    return this.subsidiaryList;
  }

  /** doc 1 §6: the user's own company and its subsidiaries */
  get viewable(): string[] {
    this.viewableList ??= viewableCompanyDocuments({
      companyDocument: this.record.companyDocument,
      subsidiaries: this.subsidiaries,
    });
    return this.viewableList;
  }

  /** the User as the API answers it */
  get user(): User {
    this.userView ??= this.store.users.view(this.record, this.subsidiaries);
    return this.userView;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** sets `request.viewer`; 401 unless a valid bearer token names a known user (thrown) */
    authenticate(request: FastifyRequest): void;
    signToken(claims: TokenClaims): string;
  }
  interface FastifyRequest {
    viewer: Viewer;
  }
}

/**
 * The viewer a verified token's claims name in `store`, or null when the token must be refused
 * (401): it names no active user of this simulator session (sessions hold their own data, so a
 * correctly signed token may name nobody here), or a SERVICE account — doc 1 §6 refuses those a
 * session (`mayUseConsole`, the rule the session machine's guards ask), so a SERVICE token is
 * never accepted, whichever type its claims say. Used by HTTP calls and MQTT over WebSocket.
 */
export function viewerOf(store: Store, claims: TokenClaims): Viewer | null {
  const record = store.users.byId(claims.sub);
  if (!record?.isActive || !mayUseConsole(record.type) || !mayUseConsole(claims.type)) return null;
  return new Viewer(claims, record, store);
}

export interface AuthOptions {
  secret: string;
  /** token lifetime, e.g. '12h' */
  expiresIn: string;
}

/** Tokens kept verified at a time: a console polls every 15-30 s with the same token (doc 1
 * §7.1), and parallel test workers sign in a few hundred times. */
const VERIFIED_TOKENS = 5_000;

type VerifiedClaims = TokenClaims & { exp?: number };

/** The token of an `Authorization: Bearer <token>` header, as @fastify/jwt reads it. */
function bearerToken(header: string): string | null {
  if (!/^Bearer\s/i.test(header)) return null;
  const parts = header.split(' ');
  return parts.length === 2 && parts[1] ? parts[1] : null;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthOptions) => {
    await app.register(jwt, { secret: options.secret, sign: { expiresIn: options.expiresIn } });
    app.decorateRequest('viewer', null as unknown as Viewer);
    app.decorate('signToken', (claims: TokenClaims) =>
      app.jwt.sign({ sub: claims.sub, type: claims.type, companyDocument: claims.companyDocument }),
    );

    // A token's signature is checked once; its claims are then kept until it expires, so a
    // signed-in call pays a map lookup instead of @fastify/jwt's per-request pipeline (issue 17).
    const verified = new LRUCache<string, VerifiedClaims>({ max: VERIFIED_TOKENS });
    const claimsOf = (header: string): TokenClaims => {
      const token = bearerToken(header);
      if (!token) throw unauthorized(MESSAGES.tokenInvalid);
      const known = verified.get(token);
      // Past its expiry a kept token is verified again, so fast-jwt alone decides "expired".
      if (known && (known.exp === undefined || known.exp * 1000 > Date.now())) return known;
      try {
        const claims = app.jwt.verify<VerifiedClaims>(token);
        verified.set(token, claims);
        return claims;
      } catch (error) {
        const code = (error as { code?: string }).code;
        throw unauthorized(code === 'FAST_JWT_EXPIRED' ? MESSAGES.tokenExpired : MESSAGES.tokenInvalid);
      }
    };

    app.decorate('authenticate', (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header) throw unauthorized(MESSAGES.tokenMissing);
      const viewer = viewerOf(request.store, claimsOf(header));
      if (!viewer) throw unauthorized(MESSAGES.tokenInvalid);
      request.viewer = viewer;
    });
  },
  { name: 'auth', dependencies: ['store'] },
);
