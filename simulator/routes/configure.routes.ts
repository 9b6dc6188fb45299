import type { FastifyInstance } from 'fastify';
import type { Configuration } from '../../src/domain/configuration';
import { configurationAnswer } from '../http/platform-answers';
import { addRoute } from '../http/validate';

export async function configureRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/configure',
    summary: "Configuration list of the viewed company (token's companyDocument); the console reads item 0",
    tags: ['configure'],
    auth: true,
    response: configurationAnswer.array(),
    handler: async (request): Promise<Configuration[]> =>
      request.store.configurations.ofCompany(request.viewer.claims.companyDocument),
  });
}
