import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** How often this process adds its general-limit counts to Redis and hears the others'. */
const SYNC_MS = 250;
/** Addresses counted at once; past it the oldest is forgotten, as the plugin's own local store does. */
const MAX_COUNTERS = 100_000;

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Counts one call of `key` in its fixed window of `timeWindow` ms: the count so far and the ms left. */
export type GeneralCount = (key: string, timeWindow: number) => { current: number; ttl: number };

/** What the plugin hands `child`: a route's limit (its route) or one of `createRateLimit` (none). */
interface RouteLimit {
  routeInfo: { method?: string | string[]; url?: string };
}

/** A store as the plugin calls it (its types name the route options, not what it passes). */
interface Store {
  incr(key: string, done: Answer, timeWindow: number): void;
  read?(key: string, done: Answer): void;
  child(options: RouteLimit): Store;
}

/** The keys of a child's counters, as the plugin's own Redis store names them. */
const childPrefix = (prefix: string, { routeInfo }: RouteLimit) =>
  `${prefix}${String(routeInfo.method)}${String(routeInfo.url)}-`;

interface Counter {
  /** Which fixed window (of `timeWindow` ms since the epoch) it counts; every instance agrees on it. */
  window: number;
  timeWindow: number;
  /** Every instance's count as of the last sync, this one's included. */
  shared: number;
  /** This process's count since. */
  unsynced: number;
}

/** The counts of this process alone, each key's window from its first call. */
export function localCount(): GeneralCount {
  const counters = new Map<string, { start: number; count: number }>();
  return (key, timeWindow) => {
    const now = Date.now();
    let counter = counters.get(key);
    if (!counter || counter.start + timeWindow <= now) {
      counters.delete(key);
      if (counters.size >= MAX_COUNTERS) counters.delete(counters.keys().next().value as string);
      counter = { start: now, count: 0 };
      counters.set(key, counter);
    }
    counter.count += 1;
    return { current: counter.count, ttl: counter.start + timeWindow - now };
  };
}

/**
 * Counts in Redis on every call: a route's own limit holds across instances, not just between
 * syncs. While Redis fails (fast: plugins/redis.ts) the call is counted in `fallback`, this
 * process's, so the limit holds per instance; Redis counts again from its next answer, and what
 * was counted here meanwhile stays here, forgotten when its window ends.
 */
function exactStore(redis: Redis, prefix: string, fallback: GeneralCount): Store {
  const count = (key: string, timeWindow: number) =>
    redis.eval(
      `local current = redis.call('INCR', KEYS[1])
      if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) return {current, tonumber(ARGV[1])} end
      return {current, redis.call('PTTL', KEYS[1])}`,
      1,
      prefix + key,
      timeWindow,
    ) as Promise<[number, number]>;
  const answer = (found: Promise<[number | string | null, number]>, done: Answer) =>
    found.then(
      ([current, ttl]) => done(null, { current: Number(current ?? 0), ttl: Math.max(ttl, 0) }),
      (error: Error) => done(error),
    );
  return {
    incr: (key, done, timeWindow) =>
      void answer(count(key, timeWindow), (error, result) =>
        error ? done(null, fallback(prefix + key, timeWindow)) : done(null, result),
      ),
    read: (key, done) =>
      void answer(
        redis
          .multi()
          .get(prefix + key)
          .pttl(prefix + key)
          .exec()
          .then((results) => [results?.[0]?.[1] as string | null, Number(results?.[1]?.[1] ?? 0)]),
        done,
      ),
    child: (options) => exactStore(redis, childPrefix(prefix, options), fallback),
  };
}

/**
 * Counting when instances share a Redis. The general per-address limit (`count`) is counted in
 * this process and added to Redis in the background, so no call waits for a round trip; each
 * instance sees the others' counts as of its last sync (SYNC_MS), and keeps counting its own
 * while Redis is unreachable, adding them at its first sync once Redis is back if their window
 * has not ended. A route's limit of its own is a child of the plugin's store
 * (`Store`), counted in Redis on every call.
 */
export function sharedRateStore(redis: Redis, prefix: string, clock: () => number = Date.now) {
  const counters = new Map<string, Counter>();
  const fallback = localCount();
  let syncing: Promise<void> | null = null;

  const syncOnce = async () => {
    const now = clock();
    const batch = redis.pipeline();
    const sent: [Counter, number][] = [];
    for (const [key, counter] of counters) {
      if (Math.floor(now / counter.timeWindow) !== counter.window) {
        counters.delete(key);
      } else if (counter.unsynced > 0) {
        const redisKey = `${prefix}${key}:${counter.window}`;
        batch.incrby(redisKey, counter.unsynced).pexpire(redisKey, counter.timeWindow * 2);
        sent.push([counter, counter.unsynced]);
      }
    }
    if (sent.length === 0) return;
    const results = await batch.exec().catch(() => null);
    sent.forEach(([counter, count], index) => {
      const [error, total] = results?.[index * 2] ?? [new Error('not sent')];
      if (error) return;
      counter.unsynced -= count;
      counter.shared = Number(total);
    });
  };
  /** Adds this process's counts to Redis and reads every instance's; one at a time. */
  const sync = () => {
    syncing ??= syncOnce().finally(() => (syncing = null));
    return syncing;
  };

  const count: GeneralCount = (key, timeWindow) => {
    const now = clock();
    const window = Math.floor(now / timeWindow);
    let counter = counters.get(key);
    if (counter?.window !== window) {
      if (!counter && counters.size >= MAX_COUNTERS) counters.delete(counters.keys().next().value as string);
      counter = { window, timeWindow, shared: 0, unsynced: 0 };
      counters.set(key, counter);
    }
    counter.unsynced += 1;
    return { current: counter.shared + counter.unsynced, ttl: (window + 1) * timeWindow - now };
  };

  /** The plugin's store: its children count the limits of their own in Redis. */
  class GeneralStore implements Store {
    incr(key: string, done: Answer, timeWindow: number) {
      done(null, count(key, timeWindow));
    }

    child(options: RouteLimit) {
      return exactStore(redis, childPrefix(prefix, options), fallback);
    }
  }

  let timer: NodeJS.Timeout | null = null;
  return {
    Store: GeneralStore as unknown as FastifyRateLimitStoreCtor,
    count,
    sync,
    start: () => {
      timer ??= setInterval(() => void sync(), SYNC_MS).unref();
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
