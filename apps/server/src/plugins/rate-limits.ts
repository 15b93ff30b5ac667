import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { API_ERROR_CODES } from '@portal/domain/api';
import { HttpError } from '../lib/http-error.ts';
import { IDENTITY_BASE_PATH } from './identity.ts';

export interface RateLimitOptions {
  redisUrl?: string;
  /** Requests per minute per client address on any route. */
  generalPerMinute: number;
  signIn: { perIp: number; perAccount: number; windowSeconds: number };
}

const SIGN_IN_PATH = `${IDENTITY_BASE_PATH}/sign-in/email`;

function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return count === 1 ? '1 minute' : `${count} minutes`;
}

function signInEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * A general per-address limit on every route, and a sign-in throttle that counts failed attempts
 * per address and per account (so spreading guesses over many addresses does not help). Counters
 * live in Redis when REDIS_URL is set, so every instance shares them.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitOptions) => {
    const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));

    await app.register(rateLimit, {
      global: true,
      max: options.generalPerMinute,
      timeWindow: 60_000,
      redis,
      nameSpace: 'portal:rate:',
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          `Too many requests. Please try again in ${minutes(context.ttl / 1000)}.`,
          API_ERROR_CODES.rateLimited,
        ),
    });

    const timeWindow = options.signIn.windowSeconds * 1000;
    const failuresPerIp = app.createRateLimit({
      max: options.signIn.perIp,
      timeWindow,
      keyGenerator: (request) => `sign-in:ip:${request.ip}`,
    });
    const failuresPerAccount = app.createRateLimit({
      max: options.signIn.perAccount,
      timeWindow,
      keyGenerator: (request) => `sign-in:account:${signInEmail(request)}`,
    });
    const isSignIn = (request: FastifyRequest) =>
      request.method === 'POST' && request.url.split('?')[0] === SIGN_IN_PATH;

    app.addHook('preHandler', async (request) => {
      if (!isSignIn(request)) return;
      for (const limiter of [failuresPerIp, failuresPerAccount]) {
        const state = await limiter(request, { increment: false });
        if (!state.isAllowed && state.remaining === 0) {
          throw new HttpError(
            429,
            `Too many sign-in attempts. Please try again in ${minutes(state.ttlInSeconds)}.`,
            API_ERROR_CODES.rateLimited,
          );
        }
      }
    });
    app.addHook('onResponse', async (request, reply) => {
      if (!isSignIn(request) || reply.statusCode !== 401) return;
      await Promise.all([failuresPerIp(request), failuresPerAccount(request)]);
    });
  },
  { name: 'rate-limits' },
);
