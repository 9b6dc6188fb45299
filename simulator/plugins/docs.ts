import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { finishDocument } from '../openapi/finish';
import { namedRecordSchemas } from '../openapi/records';

export const DOCS_PREFIX = '/docs';

/** OpenAPI description generated from the route schemas (DESIGN §5), served at /docs. Registered
 * before the routes so @fastify/swagger sees every one of them. What every operation shares (its
 * error answers, operationId, the session header…) is added by `finishDocument` (openapi/finish.ts;
 * issue 28: a contract third-party tools accept, linted and checked by tests/api/contract/). */
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
            'field and its problem. The /__sim control calls refuse a field they do not read, by name. ' +
            'Each operation lists the error answers it gives; a fault rule a tester sets (/__sim/faults) ' +
            'may answer any status.',
          version: '0.1.0',
        },
        // this instance, wherever it runs (the page tries calls on the host that served it)
        servers: [{ url: '/', description: 'the simulator serving this document' }],
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'the `token` POST /api/auth/login answers',
            },
          },
          // read when the document is first built, not on every start of the simulator (~0.2 s)
          get schemas() {
            return namedRecordSchemas();
          },
        },
      },
      // an `openapi` document (the option above), never a Swagger 2 one
      transformObject: (document) =>
        finishDocument((document as { openapiObject: Record<string, unknown> }).openapiObject) as never,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // a tester tries calls at once, in a session typed once per operation (x-sim-session) and
      // with a token kept across reloads
      uiConfig: { tryItOutEnabled: true, persistAuthorization: true, displayOperationId: true },
    });
  },
  { name: 'docs' },
);
