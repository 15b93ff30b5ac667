import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_ERROR_CODES, type ApiError } from '@portal/domain/api';
import { isDatabaseUnavailable } from '../db/client.ts';
import { HttpError } from '../lib/http-error.ts';

const CODE_BY_STATUS: Record<number, string> = {
  400: API_ERROR_CODES.badRequest,
  401: API_ERROR_CODES.unauthenticated,
  403: API_ERROR_CODES.forbidden,
  404: API_ERROR_CODES.notFound,
  409: API_ERROR_CODES.duplicate,
  413: API_ERROR_CODES.tooLarge,
  429: API_ERROR_CODES.rateLimited,
};

/** How long a client waits before trying again while the database cannot be reached. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Every error answer is `{ message, code }` with its status; no stack trace ever leaves. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
      if (error instanceof HttpError) {
        const { message, code, params } = error;
        return reply.status(error.statusCode).send({ message, code, ...(params ? { params } : {}) } satisfies ApiError);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // The schemas carry the spec's messages, listed in the spec's order.
        const message = error.validation[0]?.message ?? 'Invalid request';
        return reply.status(400).send({ message, code: API_ERROR_CODES.badRequest } satisfies ApiError);
      }
      const status = error.statusCode ?? 500;
      if (status < 500) {
        return reply.status(status).send({
          message: error.message,
          code: CODE_BY_STATUS[status] ?? API_ERROR_CODES.badRequest,
        } satisfies ApiError);
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'request failed: database unavailable');
        return reply
          .status(503)
          .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
          .send({
            message: 'Something went wrong. Please try again.',
            code: API_ERROR_CODES.unavailable,
          } satisfies ApiError);
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({
        message: 'Something went wrong. Please try again.',
        code: API_ERROR_CODES.internal,
      } satisfies ApiError);
    });
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({
        message: `No route ${request.method} ${request.url.split('?')[0]}`,
        code: API_ERROR_CODES.notFound,
      } satisfies ApiError),
    );
  },
  { name: 'error-handler' },
);
