import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const DOCS_PREFIX = '/docs';

/** OpenAPI description generated from the route schemas (DESIGN §5), served at /docs. Registered
 * before the routes so @fastify/swagger sees every one of them. */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Warehouse platform simulator',
          description:
            'The platform API the console calls (docs/CONTRACTS.md) and the /__sim control API. ' +
            'Every call may carry `origin=web`; state is isolated per `x-sim-session` header. ' +
            'Bodies: a platform call reads the fields its schema names and ignores any other ' +
            'field (a call that reads none takes no body, `{}` or any object); a 400 names each ' +
            'field and its problem. The /__sim control calls refuse a field they do not read, by name.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'docs' },
);
