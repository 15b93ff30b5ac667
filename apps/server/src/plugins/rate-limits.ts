import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_ERROR_CODES } from '@portal/domain/api';
import { HttpError } from '../lib/http-error.ts';
import { sharedRateStore } from './shared-rate-store.ts';

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
 * throttles (identity-throttle.ts). Counters are shared through Redis when REDIS_URL is set
 * (shared-rate-store.ts: the general limit's synced in the background, the others' on every call).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitOptions) => {
    const nameSpace = 'portal:rate:';
    const shared = app.redis ? sharedRateStore(app.redis, nameSpace) : null;
    if (shared) {
      shared.start();
      app.addHook('onClose', async () => shared.stop());
    }
    await app.register(rateLimit, {
      global: true,
      max: options.generalPerMinute,
      timeWindow: 60_000,
      // The route's pattern, not the raw URL, which an encoded path (/%61pi/...) would disguise.
      allowList: (request) => !request.routeOptions.url?.startsWith('/api/'),
      ...(shared ? { store: shared.Store } : {}),
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
