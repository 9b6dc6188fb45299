import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type TokenClaims, type User, viewableCompanyDocuments } from '../../src/domain/user';
import { unauthorized } from '../http/http-error';
import { MESSAGES } from '../i18n/messages/platform';
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
      // The token must name an active user of this simulator session: sessions hold their own
      // data, so a correctly signed token may name nobody here.
      const record = request.store.users.byId(claims.sub);
      if (!record?.isActive) throw unauthorized(MESSAGES.tokenInvalid);
      const { users, companies } = request.store;
      const subsidiaries = companies.subsidiariesOf(record.companyDocument);
      let user: User | undefined;
      request.viewer = {
        claims,
        record,
        viewable: viewableCompanyDocuments({ companyDocument: record.companyDocument, subsidiaries }),
        get user() {
          user ??= users.view(record, subsidiaries);
          return user;
        },
      };
    });
  },
  { name: 'auth', dependencies: ['store'] },
);
