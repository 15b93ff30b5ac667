import type { Redis } from 'ioredis';

/** Keys counted at once in this process; past it the expired ones go, then the oldest. */
const MAX_COUNTERS = 100_000;

/** An attempt counted before it is made: give it back (`release`) when it did not count against the limit. */
type Reservation = { granted: true; release: () => Promise<void> } | { granted: false; retryAfterSeconds: number };

/**
 * Counters that count an attempt before it is made, so that however many arrive at once, no more
 * than the limit go ahead. Windows are fixed, of `timeWindow` ms since the epoch, so every instance
 * agrees on them and a late release gives its count back to the window it was taken from.
 */
interface AttemptCounters {
  reserve(key: string, max: number, timeWindow: number): Promise<Reservation>;
}

const windowOf = (now: number, timeWindow: number) => {
  const index = Math.floor(now / timeWindow);
  return { index, end: (index + 1) * timeWindow };
};

/** The counts of this process alone. */
export function localAttemptCounters(): AttemptCounters {
  const counts = new Map<string, { count: number; end: number }>();
  let sweptAt = 0;
  const startCount = (slot: string, end: number, now: number) => {
    if (counts.size >= MAX_COUNTERS) {
      // A sweep walks every key: at most once a second, however fast new keys come.
      if (now - sweptAt >= 1000) {
        sweptAt = now;
        for (const [other, counted] of counts) if (counted.end <= now) counts.delete(other);
      }
      if (counts.size >= MAX_COUNTERS) counts.delete(counts.keys().next().value as string);
    }
    const counted = { count: 0, end };
    counts.set(slot, counted);
    return counted;
  };
  return {
    async reserve(key, max, timeWindow) {
      const now = Date.now();
      const { index, end } = windowOf(now, timeWindow);
      const slot = `${key}:${index}`;
      const existing = counts.get(slot);
      if (existing && existing.count >= max) return { granted: false, retryAfterSeconds: (end - now) / 1000 };
      const counted = existing ?? startCount(slot, end, now);
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

const RESERVE = `local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current >= tonumber(ARGV[1]) then return 0 end
redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

const RELEASE = `if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * The counts every instance sharing `redis` makes together, each reservation one atomic script.
 * While Redis cannot be reached, this process counts alone rather than letting every attempt through.
 */
export function redisAttemptCounters(redis: Redis, prefix: string): AttemptCounters {
  const local = localAttemptCounters();
  return {
    async reserve(key, max, timeWindow) {
      const now = Date.now();
      const { index, end } = windowOf(now, timeWindow);
      const slot = `${prefix}${key}:${index}`;
      const granted = await redis.eval(RESERVE, 1, slot, max, Math.max(1, end - now)).then(
        (answer) => answer === 1,
        () => null,
      );
      if (granted === null) return local.reserve(key, max, timeWindow);
      if (!granted) return { granted: false, retryAfterSeconds: (end - now) / 1000 };
      return { granted: true, release: async () => void (await redis.eval(RELEASE, 1, slot)) };
    },
  };
}
