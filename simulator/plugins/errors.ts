import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, HttpError } from '../http/http-error';
import { localize, requestLanguage } from '../i18n/i18n';
import { MESSAGES } from '../i18n/messages/platform';

/**
 * One error shape for every failure (docs/CONTRACTS.md): `{ statusCode, error, message }`, plus
 * `problems` for validation. Bad input is always a 4xx: Fastify's own client errors (malformed
 * JSON, empty body, wrong content type…) keep their status; only real faults become a 500.
 * `message` is in the caller's language (Accept-Language, pt-BR by default; simulator/i18n.ts):
 * the catalogues' `LocalizedText`s are said in it, Fastify's own texts replaced by the
 * catalogue's (English keeps Fastify's). `problems` keep their English `message`: the console
 * reads their locale `key`.
 */
export interface ErrorsOptions {
  /** answers an unknown route first when it returns true (the console's SPA fallback) */
  notFoundFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
}

/**
 * A client error Fastify answers itself, in the caller's language. The error handler uses it, and
 * so does the server option of the same name (app.ts): the router refuses a path that is not
 * URL-encoded right (`%zz`) or a path parameter longer than it takes before any handler runs, and
 * would otherwise answer in English, with its own body.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  return reply
    .status(status)
    .send(errorBody(status, localize(MESSAGES.clientError(error), requestLanguage(request))));
}

export const errorsPlugin = fp(
  async (app: FastifyInstance, options: ErrorsOptions) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      const language = requestLanguage(request);
      if (error instanceof HttpError) {
        return reply
          .status(error.statusCode)
          .send(
            errorBody(error.statusCode, localize(error.message, language), error.problems, error.current),
          );
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) return frameworkErrors(error, request, reply);
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(errorBody(500, localize(MESSAGES.internalError, language)));
    });

    app.setNotFoundHandler((request, reply) => {
      if (options.notFoundFallback?.(request, reply)) return;
      const path = request.url.split('?')[0];
      reply
        .status(404)
        .send(
          errorBody(404, localize(MESSAGES.unknownRoute(request.method, path), requestLanguage(request))),
        );
    });
  },
  { name: 'errors' },
);
