import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis every instance shares (rate-limit counters, the session cache); null without REDIS_URL. */
    redis: Redis | null;
  }
}

/** One Redis connection for the whole app, closed with it. */
export const redisPlugin = fp(
  async (app: FastifyInstance, options: { url?: string }) => {
    // Loaded only when configured: an instance without Redis starts without its client's code.
    const redis = options.url
      ? new (await import('ioredis')).Redis(options.url, { maxRetriesPerRequest: 1, enableAutoPipelining: true })
      : null;
    // Heard, so a lost connection is logged (its calls fail and fall back) rather than unhandled.
    redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'redis connection error'));
    app.decorate('redis', redis);
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  },
  { name: 'redis' },
);
