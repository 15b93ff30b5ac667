import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis, RedisOptions } from 'ioredis';
import { dependencyErrors } from '../lib/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis every instance shares (rate-limit counters, the session cache); null without REDIS_URL. */
    redis: Redis | null;
  }
}

/**
 * Redis is a shared cache and counter store that every caller falls back from (to the database,
 * or to counting in this process), so a command fails fast rather than waiting for Redis: a
 * signed-in call waits for one at most COMMAND_TIMEOUT_MS.
 */
const COMMAND_TIMEOUT_MS = 150;
/** Reconnection attempts, a little further apart each time, never more than this: Redis back is used within it. */
const MAX_RECONNECT_DELAY_MS = 1_000;
/** How long a start waits for Redis before it serves without it (it connects later). */
const START_WAIT_MS = 2_000;
/** How often the connection is checked: one that answers nothing is dropped within about this. */
const WATCH_MS = 1_000;

/**
 * The client's behaviour while Redis is unreachable (options documented in ioredis's
 * CommonRedisOptions): no command waits in a queue for a connection (`enableOfflineQueue`) or
 * for a retry (`maxRetriesPerRequest`), nor longer than `commandTimeout` for its answer; a
 * connection not made within `connectTimeout` is given up, and the client keeps reconnecting
 * (`retryStrategy`), so once Redis is back everything uses it again without a restart.
 */
const REDIS_OPTIONS: RedisOptions = {
  enableAutoPipelining: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: COMMAND_TIMEOUT_MS,
  connectTimeout: 1_000,
  retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
};

/**
 * Drops a connection that stopped answering (a network that loses every packet leaves it open
 * for minutes), so that calls fail at once while the client reconnects instead of each waiting
 * COMMAND_TIMEOUT_MS. ioredis's own `socketTimeout` is not used: its timer outlives the
 * connection it was set for and can drop the next one, right after Redis is back.
 */
function dropWhenSilent(redis: Redis, warn: (error: unknown) => void): () => void {
  const timer = setInterval(() => {
    if (redis.status !== 'ready') return;
    redis.ping().catch((error: unknown) => {
      if (redis.status !== 'ready') return;
      warn(error);
      redis.disconnect(true);
    });
  }, WATCH_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * One Redis connection for the whole app, closed with it, and a dependency of /readyz that marks
 * the instance degraded, not unready, while it fails: every part using it falls back and stays
 * safe (docs/deployment.md).
 */
export const redisPlugin = fp(
  async (app: FastifyInstance, options: { url?: string }) => {
    // Loaded only when configured: an instance without Redis starts without its client's code.
    const redis = options.url ? new (await import('ioredis')).Redis(options.url, REDIS_OPTIONS) : null;
    app.decorate('redis', redis);
    if (!redis) return;
    // Heard, so a lost connection is logged (its calls fail and fall back) rather than unhandled.
    redis.on('error', (error: Error) => {
      dependencyErrors.inc({ dependency: 'redis' });
      app.log.warn({ err: error }, 'redis connection error');
    });
    const stopWatching = dropWhenSilent(redis, (error) => {
      dependencyErrors.inc({ dependency: 'redis' });
      app.log.warn({ err: error }, 'redis not answering: reconnecting');
    });
    app.addHook('onClose', async () => {
      stopWatching();
      await redis.quit().catch(() => redis.disconnect());
    });
    app.readiness.add({ name: 'redis', required: false, check: async () => void (await redis.ping()) });
    // Commands sent before the connection is ready fail (no offline queue): wait for it, a while.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, START_WAIT_MS);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  },
  { name: 'redis' },
);
