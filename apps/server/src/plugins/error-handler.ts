import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@portal/domain/errors';
import { isDatabaseUnavailable } from '../db/client.ts';
import { errorBody, HttpError } from '../lib/http-error.ts';

/** The code of a refusal Fastify itself makes (a body it cannot parse, of a type it does not take...). */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not-found',
  409: 'duplicate-request',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
};

/** How long a client waits before trying again while the database cannot be reached. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Every error answer is `{ message, code, params? }` with its status, `code` one of the error
 * catalogue's (`@portal/domain/errors`); no stack trace ever leaves.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send(errorBody(error));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // The schemas carry the spec's messages, listed in the spec's order.
        return reply.status(400).send(errorBody(HttpError.invalid(error.validation[0]?.message ?? '')));
      }
      const status = error.statusCode ?? 500;
      if (status < 500) {
        return reply.status(status).send(errorBody(HttpError.of(status, CODE_BY_STATUS[status] ?? 'invalid-request')));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'request failed: database unavailable');
        return reply
          .status(503)
          .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
          .send(errorBody(HttpError.of(503, 'unavailable')));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(errorBody(HttpError.of(500, 'internal')));
    });
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send(
          errorBody(
            HttpError.of(404, 'route-not-found', { method: request.method, path: request.url.split('?')[0] ?? '' }),
          ),
        ),
    );
  },
  { name: 'error-handler' },
);
