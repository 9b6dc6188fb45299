import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { mayUseConsole, type TokenClaims, type User, viewableCompanyDocuments } from '../../src/domain/user';
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

/** Who is calling: the verified claims plus the stored user they name. */
export interface Viewer {
  claims: TokenClaims;
  record: UserRecord;
  /** doc 1 §6: the user's own company and its subsidiaries */
  viewable: string[];
  /** the User as the API answers it, built on first use (most calls never need it) */
  readonly user: User;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of signed-in routes: 401 unless a valid bearer token names a known user */
    authenticate(request: FastifyRequest): Promise<void>;
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
  const { users, companies } = store;
  const subsidiaries = companies.subsidiariesOf(record.companyDocument);
  let user: User | undefined;
  return {
    claims,
    record,
    viewable: viewableCompanyDocuments({ companyDocument: record.companyDocument, subsidiaries }),
    get user() {
      user ??= users.view(record, subsidiaries);
      return user;
    },
  };
}

export interface AuthOptions {
  secret: string;
  /** token lifetime, e.g. '12h' */
  expiresIn: string;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthOptions) => {
    await app.register(jwt, {
      secret: options.secret,
      sign: { expiresIn: options.expiresIn },
      // Verified tokens are cached (expiry still honoured): a console polls every 15-30 s with
      // the same token (doc 1 §7.1).
      verify: { cache: true },
    });
    app.decorateRequest('viewer', null as unknown as Viewer);
    app.decorate('signToken', (claims: TokenClaims) =>
      app.jwt.sign({ sub: claims.sub, type: claims.type, companyDocument: claims.companyDocument }),
    );

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.headers.authorization) throw unauthorized(MESSAGES.tokenMissing);
      let claims: TokenClaims;
      try {
        claims = await request.jwtVerify<TokenClaims>();
      } catch (error) {
        const code = (error as { code?: string }).code;
        throw unauthorized(
          code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED' ? MESSAGES.tokenExpired : MESSAGES.tokenInvalid,
        );
      }
      const viewer = viewerOf(request.store, claims);
      if (!viewer) throw unauthorized(MESSAGES.tokenInvalid);
      request.viewer = viewer;
    });
  },
  { name: 'auth', dependencies: ['store'] },
);
