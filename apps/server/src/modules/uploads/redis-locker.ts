import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Redis } from 'ioredis';

export interface RedisLockerOptions {
  /** How long a request waits for an upload's lock before giving up (tus's own default). */
  acquireTimeoutMs?: number;
  /** How long a lock outlives its holder's last renewal: a crashed instance's locks free after it. */
  ttlMs?: number;
  /** How often a holder renews its lock and looks for a request to let go, and a waiter asks again. */
  pollMs?: number;
}

/**
 * Takes the lock, clearing requests made to its previous holder, or else asks its holder to let
 * go: one atomic step, so a waiter never finds its own request waiting for it once it holds the lock.
 */
const ACQUIRE = `
if redis.call('set', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then
  redis.call('del', KEYS[2])
  return 1
end
redis.call('set', KEYS[2], '1', 'PX', ARGV[2])
return 0`;

/** Renews a lock still held: -1 when it was lost, 1 when another request asks for it, else 0. */
const RENEW = `
if redis.call('get', KEYS[1]) ~= ARGV[1] then return -1 end
redis.call('pexpire', KEYS[1], ARGV[2])
return redis.call('exists', KEYS[2])`;

/** Frees a lock only for its holder: one that expired may have gone to someone else. */
const RELEASE = `
if redis.call('get', KEYS[1]) == ARGV[1] then
  redis.call('del', KEYS[1])
end
return 0`;

/**
 * tus's locker across instances: an upload's lock is a Redis key (SET NX with an expiry the holder
 * keeps renewing). A request that finds the lock held asks its holder to let go, as tus's own
 * in-process locker does, so an upload whose connection died on one instance resumes on another:
 * the holder cancels its stalled request and unlocks.
 */
export class RedisLocker implements Locker {
  private readonly acquireTimeoutMs: number;
  private readonly ttlMs: number;
  private readonly pollMs: number;

  constructor(
    private readonly redis: Redis,
    options: RedisLockerOptions = {},
  ) {
    this.acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
    this.ttlMs = options.ttlMs ?? 10_000;
    this.pollMs = options.pollMs ?? 100;
  }

  newLock(id: string): Lock {
    const key = `tus-lock:${id}`;
    const releaseKey = `${key}:release`;
    const token = randomUUID();
    const { redis, acquireTimeoutMs, ttlMs, pollMs } = this;
    let renewal: NodeJS.Timeout | undefined;

    const holdUntilUnlocked = (requestRelease: RequestRelease) => {
      let released = false;
      const letGo = () => {
        if (released) return;
        released = true;
        void Promise.resolve(requestRelease()).catch(() => undefined);
      };
      renewal = setInterval(() => {
        redis.eval(RENEW, 2, key, releaseKey, token, ttlMs).then(
          (state) => {
            if (state !== 0) letGo();
          },
          // Redis unreachable: the lock expires unless a later renewal reaches it.
          () => undefined,
        );
      }, pollMs);
      renewal.unref();
    };

    return {
      async lock(signal, requestRelease) {
        const deadline = Date.now() + acquireTimeoutMs;
        while (!signal.aborted && Date.now() < deadline) {
          if ((await redis.eval(ACQUIRE, 2, key, releaseKey, token, ttlMs)) === 1) {
            holdUntilUnlocked(requestRelease);
            return;
          }
          await sleep(pollMs, undefined, { signal }).catch(() => undefined);
        }
        throw ERRORS.ERR_LOCK_TIMEOUT;
      },
      async unlock() {
        clearInterval(renewal);
        await redis.eval(RELEASE, 1, key, token);
      },
    };
  }
}
