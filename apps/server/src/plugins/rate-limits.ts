import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_ERROR_CODES } from '@portal/domain/api';
import { HttpError } from '../lib/http-error.ts';

export interface RateLimitOptions {
  /** Requests per minute per client address on any route. */
  generalPerMinute: number;
}

/** A wait in whole minutes, as a 429 says it: '1 minute', '15 minutes'. */
export function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return count === 1 ? '1 minute' : `${count} minutes`;
}

/**
 * A general per-address limit on every API route (the page and its files are not counted: a cold
 * page load alone is 40-odd requests, and everyone behind one NAT shares an address); `createRateLimit` is then there for the identity
 * throttles (identity-throttle.ts). Counters live in Redis when REDIS_URL is set, so every
 * instance shares them.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitOptions) => {
    await app.register(rateLimit, {
      global: true,
      max: options.generalPerMinute,
      timeWindow: 60_000,
      // The route's pattern, not the raw URL, which an encoded path (/%61pi/...) would disguise.
      allowList: (request) => !request.routeOptions.url?.startsWith('/api/'),
      redis: app.redis ?? undefined,
      nameSpace: 'portal:rate:',
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          `Too many requests. Please try again in ${minutes(context.ttl / 1000)}.`,
          API_ERROR_CODES.rateLimited,
        ),
    });
  },
  { name: 'rate-limits', dependencies: ['redis'] },
);
