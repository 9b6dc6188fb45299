import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../http/http-error';
import { MESSAGES } from '../i18n/messages/platform';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook after `authenticate`: the token's viewed company must be viewable (403) */
    enforceTenancy(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** 403 unless `companyDocument` is the user's company or one of its subsidiaries */
    assertViewable(companyDocument: string): void;
  }
}

/** doc 1 §6: a user sees only its own company and its subsidiaries. */
export const tenancyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('assertViewable', function (this: FastifyRequest, companyDocument: string) {
      if (!this.viewer?.viewable.includes(companyDocument)) throw forbidden(MESSAGES.companyNotViewable);
    });
    app.decorate('enforceTenancy', async (request: FastifyRequest) => {
      request.assertViewable(request.viewer.claims.companyDocument);
    });
  },
  { name: 'tenancy', dependencies: ['auth'] },
);
