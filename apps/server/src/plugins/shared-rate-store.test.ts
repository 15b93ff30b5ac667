import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { startRedisProxy } from '../testing/redis-proxy.ts';
import { sharedRateStore } from './shared-rate-store.ts';

// Shared counters need a real Redis; CI provides one at REDIS_URL.
const redisUrl = process.env.REDIS_URL;

type Incr = (key: string, done: (error: Error | null, result?: { current: number }) => void, window: number) => void;
const MINUTE = 60_000;

describe.skipIf(!redisUrl)('the rate-limit store shared through Redis', () => {
  const redis = new Redis(redisUrl ?? '');
  afterAll(() => redis.quit());
  const prefix = `portal:rate-test:${randomBytes(6).toString('hex')}:`;
  let now = 10 * MINUTE;
  const clock = () => now;
  const count = (store: { incr: Incr }, key = 'address') =>
    new Promise<number>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result?.current ?? 0)), MINUTE),
    );

  it("counts the general limit in process, and each instance hears the others' counts when it syncs", async () => {
    const first = sharedRateStore(redis, prefix, clock);
    const second = sharedRateStore(redis, prefix, clock);
    const one = new first.Store({}) as unknown as { incr: Incr };
    const two = new second.Store({}) as unknown as { incr: Incr };
    expect([await count(one), await count(one), await count(one)]).toEqual([1, 2, 3]);
    expect(await count(two)).toBe(1);

    await first.sync();
    await second.sync();
    expect(await count(two)).toBe(5);
    expect(await count(one)).toBe(4);
    await first.sync();
    expect(await count(one)).toBe(6);

    now += MINUTE;
    await first.sync();
    expect(await count(one)).toBe(1);
  });

  it("counts a route's limit of its own in Redis on every call", async () => {
    const [first, second] = [sharedRateStore(redis, prefix, clock), sharedRateStore(redis, prefix, clock)];
    const child = (shared: typeof first) =>
      (new shared.Store({}) as unknown as { child: (options: object) => { incr: Incr } }).child({ routeInfo: {} });
    expect(await count(child(first), 'unsubscribe')).toBe(1);
    expect(await count(child(second), 'unsubscribe')).toBe(2);
  });

  it("counts a route's limit of its own in process while Redis is unreachable, never letting calls through uncounted", async () => {
    const proxy = await startRedisProxy(redisUrl ?? '');
    const unreachable = new Redis(proxy.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    unreachable.on('error', () => undefined);
    try {
      proxy.cut();
      const shared = sharedRateStore(unreachable, prefix, clock);
      const child = (new shared.Store({}) as unknown as { child: (options: object) => { incr: Incr } }).child({
        routeInfo: {},
      });
      expect([await count(child, 'files'), await count(child, 'files'), await count(child, 'files')]).toEqual([
        1, 2, 3,
      ]);
    } finally {
      unreachable.disconnect();
      await proxy.close();
    }
  });
});
