import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../http/http-error';
import { MESSAGES } from '../i18n/messages/platform';

declare module 'fastify' {
  interface FastifyInstance {
    /** after `authenticate`: the token's viewed company must be viewable (403, thrown) */
    enforceTenancy(request: FastifyRequest): void;
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
      const viewer = this.viewer;
      // The own company heads the viewable list: most calls view it, and need not read the
      // subsidiaries to know it (issue 17, per-request cost).
      if (viewer && companyDocument === viewer.record.companyDocument) return;
      if (!viewer?.viewable.includes(companyDocument)) throw forbidden(MESSAGES.companyNotViewable);
    });
    app.decorate('enforceTenancy', (request: FastifyRequest) => {
      request.assertViewable(request.viewer.claims.companyDocument);
    });
  },
  { name: 'tenancy', dependencies: ['auth'] },
);
