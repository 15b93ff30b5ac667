import type { Redis } from 'ioredis';

/** How long a token's user and session may be served from the cache: a revoked session dies within it. */
const SESSION_CHECK_CACHE_MS = 3_000;

export interface TokenOwner {
  id: string;
  email: string;
  name: string;
  role: string;
  banned: boolean;
  /** Epoch milliseconds, or null for a ban without end. */
  banExpires: number | null;
  /** The session the token names is still open. */
  sessionOpen: boolean;
}

interface CachedOwner {
  owner: TokenOwner | null;
  /** Epoch milliseconds after which it must be read again. */
  until: number;
}

/**
 * Who a token's session belongs to, remembered for SESSION_CHECK_CACHE_MS per user and session:
 * in Redis when the instances share one (a session ended through any instance is forgotten by
 * all within that time), else in this process. `forget` drops a user's entries at once, for a
 * change the back office makes and promises to apply on the next call (a ban).
 */
export function tokenOwnerCache(redis: Redis | null) {
  const fresh = (entry: CachedOwner | undefined) => (entry && entry.until > Date.now() ? entry.owner : undefined);
  if (redis) {
    const keyOf = (userId: string) => `portal:token-owner:${userId}`;
    return {
      get: async (userId: string, sessionId: string) => {
        const cached = await redis.hget(keyOf(userId), sessionId).catch(() => null);
        return fresh(cached ? (JSON.parse(cached) as CachedOwner) : undefined);
      },
      set: async (userId: string, sessionId: string, owner: TokenOwner | null) => {
        const entry: CachedOwner = { owner, until: Date.now() + SESSION_CHECK_CACHE_MS };
        await redis
          .multi()
          .hset(keyOf(userId), sessionId, JSON.stringify(entry))
          .pexpire(keyOf(userId), SESSION_CHECK_CACHE_MS)
          .exec()
          .catch(() => undefined);
      },
      forget: async (userId: string) => {
        // Unreachable, Redis serves no stale entry either: every read falls back to the database.
        await redis.del(keyOf(userId)).catch(() => undefined);
      },
    };
  }
  const entries = new Map<string, Map<string, CachedOwner>>();
  const peek = (userId: string, sessionId: string) => fresh(entries.get(userId)?.get(sessionId));
  return {
    /** As `get`, without waiting: only this process's cache has it. */
    peek,
    get: async (userId: string, sessionId: string) => peek(userId, sessionId),
    set: async (userId: string, sessionId: string, owner: TokenOwner | null) => {
      // Bounded: a burst of distinct users cannot grow it without end.
      if (entries.size >= 10_000) entries.clear();
      const sessionsOfUser = entries.get(userId) ?? new Map<string, CachedOwner>();
      sessionsOfUser.set(sessionId, { owner, until: Date.now() + SESSION_CHECK_CACHE_MS });
      entries.set(userId, sessionsOfUser);
    },
    forget: async (userId: string) => {
      entries.delete(userId);
    },
  };
}
