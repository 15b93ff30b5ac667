import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Keys counted at once in this process; past it the expired ones go, then the oldest. */
const MAX_COUNTERS = 100_000;

/** An attempt counted before it is made: give it back (`release`) when it did not count against the limit. */
type Reservation = { granted: true; release: () => Promise<void> } | { granted: false; retryAfterSeconds: number };

/**
 * Counters that count an attempt before it is made, so that however many arrive at once, no more
 * than the limit go ahead. A key's window opens with its first attempt and lasts `timeWindow` ms, so
 * a locked-out person waits the whole window, and a late release gives its count back only to the
 * window it was taken from.
 */
interface AttemptCounters {
  reserve(key: string, max: number, timeWindow: number): Promise<Reservation>;
}

/** Counters of this process, which can also say whether a key's window is full without counting. */
interface LocalAttemptCounters extends AttemptCounters {
  /** The seconds left of `key`'s window when it holds `max` attempts already; null otherwise. */
  fullFor(key: string, max: number): number | null;
}

/** The counts of this process alone. */
export function localAttemptCounters(): LocalAttemptCounters {
  const counts = new Map<string, { count: number; end: number }>();
  let sweptAt = 0;
  const startCount = (key: string, end: number, now: number) => {
    if (counts.size >= MAX_COUNTERS) {
      // A sweep walks every key: at most once a second, however fast new keys come.
      if (now - sweptAt >= 1000) {
        sweptAt = now;
        for (const [other, counted] of counts) if (counted.end <= now) counts.delete(other);
      }
      if (counts.size >= MAX_COUNTERS) counts.delete(counts.keys().next().value as string);
    }
    const counted = { count: 0, end };
    counts.set(key, counted);
    return counted;
  };
  const full = (key: string, max: number, now: number) => {
    const existing = counts.get(key);
    const current = existing && existing.end > now ? existing : null;
    return { current, secondsLeft: current && current.count >= max ? (current.end - now) / 1000 : null };
  };
  return {
    fullFor: (key, max) => full(key, max, Date.now()).secondsLeft,
    async reserve(key, max, timeWindow) {
      const now = Date.now();
      const { current, secondsLeft } = full(key, max, now);
      if (secondsLeft !== null) return { granted: false, retryAfterSeconds: secondsLeft };
      const counted = current ?? startCount(key, now + timeWindow, now);
      counted.count += 1;
      return {
        granted: true,
        release: async () => {
          counted.count = Math.max(0, counted.count - 1);
        },
      };
    },
  };
}

/**
 * Takes one attempt of KEYS[1] unless ARGV[1] are taken: {1, its window's id}, or {0, the
 * milliseconds its window has left}. A new window (ARGV[2] ms) takes the id ARGV[3].
 */
const RESERVE = `local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
if count >= tonumber(ARGV[1]) then return {0, redis.call('PTTL', KEYS[1])} end
if redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('HSET', KEYS[1], 'window', ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
redis.call('HINCRBY', KEYS[1], 'count', 1)
return {1, redis.call('HGET', KEYS[1], 'window')}`;

/** Gives an attempt back to KEYS[1], if its window is still the one (ARGV[1]) it was taken from. */
const RELEASE = `if redis.call('HGET', KEYS[1], 'window') == ARGV[1] and tonumber(redis.call('HGET', KEYS[1], 'count')) > 0 then
  redis.call('HINCRBY', KEYS[1], 'count', -1)
end
return 0`;

/**
 * The counts every instance sharing `redis` makes together, each reservation one atomic script.
 * While Redis cannot be reached (a command fails fast: plugins/redis.ts), this process counts
 * alone rather than letting every attempt through; it asks Redis again at the next attempt, so
 * counting goes back to Redis as soon as it answers. What was counted here meanwhile is not added
 * to Redis: a key this process filled keeps being refused here until its own window ends, and
 * Redis counts on from what it held before.
 */
export function redisAttemptCounters(redis: Redis, prefix: string): AttemptCounters {
  const local = localAttemptCounters();
  return {
    async reserve(key, max, timeWindow) {
      const filledHere = local.fullFor(key, max);
      if (filledHere !== null) return { granted: false, retryAfterSeconds: filledHere };
      const slot = `${prefix}${key}`;
      const answer = await redis.eval(RESERVE, 1, slot, max, timeWindow, randomUUID()).then(
        (reply) => reply as [number, number | string],
        () => null,
      );
      if (answer === null) return local.reserve(key, max, timeWindow);
      const [granted, detail] = answer;
      if (granted !== 1) return { granted: false, retryAfterSeconds: Math.max(1, Number(detail)) / 1000 };
      // A release Redis does not hear leaves the attempt counted: the safe side.
      const release = async () => void (await redis.eval(RELEASE, 1, slot, String(detail)).catch(() => undefined));
      return { granted: true, release };
    },
  };
}
