import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { startRedisProxy } from '../testing/redis-proxy.ts';
import { localAttemptCounters, redisAttemptCounters } from './attempt-counters.ts';

const MINUTE = 60_000;

describe('attempt counters of one process', () => {
  afterEach(() => vi.useRealTimers());

  it('let the limit through at once, then refuse until the window opened by the first attempt ends', async () => {
    vi.useFakeTimers({ now: 7 * MINUTE + 1234 });
    const counters = localAttemptCounters();
    const answers = await Promise.all(Array.from({ length: 5 }, () => counters.reserve('account', 3, 15 * MINUTE)));
    expect(answers.filter((answer) => answer.granted)).toHaveLength(3);
    expect(answers.at(-1)).toEqual({ granted: false, retryAfterSeconds: 15 * 60 });

    vi.advanceTimersByTime(14 * MINUTE);
    expect(await counters.reserve('account', 3, 15 * MINUTE)).toEqual({ granted: false, retryAfterSeconds: 60 });
    vi.advanceTimersByTime(MINUTE);
    expect((await counters.reserve('account', 3, 15 * MINUTE)).granted).toBe(true);
  });

  it('give a released attempt back to its own window only', async () => {
    vi.useFakeTimers({ now: 0 });
    const counters = localAttemptCounters();
    const first = await counters.reserve('account', 1, MINUTE);
    expect((await counters.reserve('account', 1, MINUTE)).granted).toBe(false);
    if (!first.granted) throw new Error('the first attempt was refused');
    await first.release();
    const second = await counters.reserve('account', 1, MINUTE);
    expect(second.granted).toBe(true);

    // A late release, once a new window has opened, leaves the new window's count as it is.
    vi.advanceTimersByTime(MINUTE);
    expect((await counters.reserve('account', 1, MINUTE)).granted).toBe(true);
    if (second.granted) await second.release();
    expect((await counters.reserve('account', 1, MINUTE)).granted).toBe(false);
  });
});

// Shared counters need a real Redis; CI provides one at REDIS_URL.
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('attempt counters shared through Redis', () => {
  const redis = new Redis(redisUrl ?? '');
  afterAll(() => redis.quit());
  const prefix = `portal:attempts-test:${randomBytes(6).toString('hex')}:`;

  it('let the limit through across instances at once, and say how long the window has left', async () => {
    const instances = [redisAttemptCounters(redis, prefix), redisAttemptCounters(redis, prefix)];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (instances[i % 2] ?? instances[0])?.reserve('account', 5, 15 * MINUTE)),
    );
    expect(answers.filter((answer) => answer?.granted)).toHaveLength(5);
    const refused = answers.find((answer) => answer && !answer.granted);
    expect(refused && !refused.granted && refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
  });

  it('give a released attempt back to its own window only', async () => {
    const counters = redisAttemptCounters(redis, prefix);
    const window = 200;
    const first = await counters.reserve('late', 1, window);
    if (!first.granted) throw new Error('the first attempt was refused');
    await first.release();
    const second = await counters.reserve('late', 1, window);
    expect(second.granted).toBe(true);
    expect((await counters.reserve('late', 1, window)).granted).toBe(false);

    await expect.poll(() => redis.exists(`${prefix}late`)).toBe(0);
    expect((await counters.reserve('late', 1, MINUTE)).granted).toBe(true);
    if (second.granted) await second.release();
    expect((await counters.reserve('late', 1, MINUTE)).granted).toBe(false);
  });

  it('count in process while Redis is unreachable, and in Redis again once it is back', async () => {
    const proxy = await startRedisProxy(redisUrl ?? '');
    const flaky = new Redis(proxy.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => 50 });
    flaky.on('error', () => undefined);
    try {
      const counters = redisAttemptCounters(flaky, prefix);
      const other = redisAttemptCounters(redis, prefix);
      proxy.cut();
      const during = await Promise.all(Array.from({ length: 4 }, () => counters.reserve('outage', 3, MINUTE)));
      expect(during.map((answer) => answer.granted)).toEqual([true, true, true, false]);
      expect((await other.reserve('outage', 3, MINUTE)).granted).toBe(true);

      proxy.restore();
      await expect.poll(() => flaky.status).toBe('ready');
      // What this process counted meanwhile still refuses here until its window ends.
      expect((await counters.reserve('outage', 3, MINUTE)).granted).toBe(false);
      expect((await counters.reserve('after', 2, MINUTE)).granted).toBe(true);
      expect((await other.reserve('after', 2, MINUTE)).granted).toBe(true);
      expect((await counters.reserve('after', 2, MINUTE)).granted).toBe(false);
    } finally {
      flaky.disconnect();
      await proxy.close();
    }
  });
});
