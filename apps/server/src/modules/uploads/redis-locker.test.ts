import { randomUUID } from 'node:crypto';
import { ERRORS } from '@tus/server';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { RedisLocker } from './redis-locker.ts';

// Each locker has its own connection, as each instance does; CI provides Redis at REDIS_URL.
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('the Redis locker tus uses across instances', () => {
  const connections: Redis[] = [];
  const instance = (options: ConstructorParameters<typeof RedisLocker>[1] = {}) => {
    const redis = new Redis(redisUrl ?? '', { maxRetriesPerRequest: 1 });
    connections.push(redis);
    return { redis, locker: new RedisLocker(redis, options) };
  };
  afterAll(() => {
    for (const redis of connections) redis.disconnect();
  });
  const never = () => new AbortController().signal;

  it('asks the holder on another instance to let go, and hands the lock over once it does', async () => {
    const upload = randomUUID();
    const holder = instance().locker.newLock(upload);
    const letGo = vi.fn();
    await holder.lock(never(), letGo);

    let acquired = false;
    const waiter = instance()
      .locker.newLock(upload)
      .lock(never(), () => undefined)
      .then(() => {
        acquired = true;
      });
    await expect.poll(() => letGo.mock.calls.length, { timeout: 10_000 }).toBe(1);
    expect(acquired).toBe(false);

    await holder.unlock();
    await waiter;
    expect(acquired).toBe(true);
  });

  it('keeps one upload locked while its holder works, past the lock expiry', async () => {
    const upload = randomUUID();
    const holder = instance({ ttlMs: 300, pollMs: 50 }).locker.newLock(upload);
    await holder.lock(never(), () => undefined);
    const late = instance({ acquireTimeoutMs: 1_000, pollMs: 50 }).locker.newLock(upload);
    await expect(late.lock(never(), () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await holder.unlock();
    await late.lock(never(), () => undefined);
    await late.unlock();
  });

  it('frees the lock of an instance that died holding it once its expiry passes', async () => {
    const upload = randomUUID();
    const crashed = instance({ ttlMs: 500, pollMs: 50 });
    await crashed.locker.newLock(upload).lock(never(), () => undefined);
    crashed.redis.disconnect();

    const next = instance({ acquireTimeoutMs: 10_000, pollMs: 50 }).locker.newLock(upload);
    await next.lock(never(), () => undefined);
    await next.unlock();
  });

  it('gives up waiting when the request is aborted', async () => {
    const upload = randomUUID();
    const holder = instance().locker.newLock(upload);
    await holder.lock(never(), () => undefined);
    const stop = new AbortController();
    const waiting = instance()
      .locker.newLock(upload)
      .lock(stop.signal, () => undefined);
    stop.abort();
    await expect(waiting).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await holder.unlock();
  });
});
