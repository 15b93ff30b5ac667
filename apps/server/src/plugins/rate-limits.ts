import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { localCount, sharedRateStore } from './shared-rate-store.ts';

export interface RateLimitOptions {
  /** Requests per minute per client address on any route. */
  generalPerMinute: number;
}

/** A wait in whole minutes, as a 429 names it: at least one. */
export const minutes = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

const tooMany = (seconds: number) => HttpError.of(429, 'rate-limited', { minutes: minutes(seconds) });

const GENERAL_WINDOW_MS = 60_000;

/**
 * A general per-address limit on every API route (the page and its files are not counted: a cold
 * page load alone is 40-odd requests, and everyone behind one NAT shares an address), counted in
 * process and, when REDIS_URL is set, synced to Redis in the background (shared-rate-store.ts). It
 * is a plain hook that never waits: it runs on every call. @fastify/rate-limit is there for a
 * route's limit of its own (`config.rateLimit`), counted in Redis on every call when it is set,
 * and in process while Redis fails.
 * The identity throttles count in attempt-counters.ts.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitOptions) => {
    const nameSpace = 'portal:rate:';
    const shared = app.redis ? sharedRateStore(app.redis, nameSpace) : null;
    if (shared) {
      shared.start();
      app.addHook('onClose', async () => shared.stop());
    }
    const count = shared?.count ?? localCount();
    const max = options.generalPerMinute;

    const generalLimit: onRequestHookHandler = (request, reply, done) => {
      // An IPv6 client is counted by its /64, as the plugin does: it may hold the whole range.
      const address = request.ip.includes(':') ? normalizeIP(request.ip) : request.ip;
      const { current, ttl } = count(address, GENERAL_WINDOW_MS);
      const seconds = Math.ceil(ttl / 1000);
      reply
        .header('x-ratelimit-limit', max)
        .header('x-ratelimit-remaining', Math.max(0, max - current))
        .header('x-ratelimit-reset', seconds);
      if (current <= max) {
        done();
        return;
      }
      reply.header('retry-after', seconds);
      done(tooMany(ttl / 1000));
    };
    app.addHook('onRoute', (route: RouteOptions) => {
      // The route's pattern, not the raw URL, which an encoded path (/%61pi/...) would disguise.
      if (!route.url.startsWith('/api/') || route.config?.rateLimit !== undefined) return;
      const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
      // A new list: the HEAD route fastify adds for a GET copies the options before this ran.
      if (!hooks.includes(generalLimit)) route.onRequest = [...hooks, generalLimit];
    });

    await app.register(rateLimit, {
      global: false,
      ...(shared ? { store: shared.Store } : {}),
      skipOnError: true,
      errorResponseBuilder: (_request, context) => tooMany(context.ttl / 1000),
    });
  },
  { name: 'rate-limits', dependencies: ['redis'] },
);
