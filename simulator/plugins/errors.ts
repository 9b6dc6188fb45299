import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, HttpError } from '../http-error';

/**
 * One error shape for every failure (docs/CONTRACTS.md): `{ statusCode, error, message }`, plus
 * `problems` for validation. Bad input is always a 4xx: Fastify's own client errors (malformed
 * JSON, empty body, wrong content type…) keep their status; only real faults become a 500.
 */
export interface ErrorsOptions {
  /** answers an unknown route first when it returns true (the console's SPA fallback) */
  notFoundFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
}

export const errorsPlugin = fp(
  async (app: FastifyInstance, options: ErrorsOptions) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        return reply
          .status(error.statusCode)
          .send(errorBody(error.statusCode, error.message, error.problems));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send(errorBody(status, error.message));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(errorBody(500, 'Internal simulator error'));
    });

    app.setNotFoundHandler((request, reply) => {
      if (options.notFoundFallback?.(request, reply)) return;
      reply
        .status(404)
        .send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
    });
  },
  { name: 'errors' },
);
