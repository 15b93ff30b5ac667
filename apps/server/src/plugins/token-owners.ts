import { and, eq, gt } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/identity.ts';
import { accountDeletions } from '../db/schema/privacy.ts';
import { createCache, createVersions } from '../lib/cache.ts';

/**
 * How long a user's version lasts, so how long a token's user and session may be served from
 * what was kept: a session ended through the identity service, or a ban made where no app
 * listens (the CLI), is seen within it.
 */
const SESSION_CHECK_CACHE_MS = 3_000;
/** Sessions kept in this process at most. */
const KEPT_SESSIONS = 10_000;

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
  /**
   * The account's deletion, when one was asked for: erased after `eraseAfter` (epoch milliseconds),
   * or `erased` already.
   */
  deletion: { eraseAfter: number; erased: boolean } | null;
}

/**
 * Who a token's session belongs to: read from the database, and kept per user and session under
 * the user's version (lib/cache.ts), which lasts SESSION_CHECK_CACHE_MS and is in Redis when
 * instances share one. `forget` ends it at once, on every instance: the after-commit hook calls
 * it for a committed ban, lifted ban, change of role or account deletion, which take effect on the
 * next call.
 */
export function tokenOwners(db: Db, redis: Redis | null, warn: (error: unknown) => void) {
  const versions = createVersions({ redis, name: 'token-owner', lifetimeMs: SESSION_CHECK_CACHE_MS, warn });
  const kept = createCache<TokenOwner | null>({ maxSize: KEPT_SESSIONS });
  const keyOf = (userId: string, sessionId: string | undefined) => `${userId} ${sessionId ?? ''}`;

  /**
   * A token of the built-in identity service names its session, which must still be open. A
   * banned user hears that they are banned, whatever their session.
   */
  const read = async (userId: string, sessionId: string | undefined): Promise<TokenOwner | null> => {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        banned: users.banned,
        banExpires: users.banExpires,
        sessionId: sessions.id,
        eraseAfter: accountDeletions.eraseAfter,
        erasedAt: accountDeletions.erasedAt,
      })
      .from(users)
      .leftJoin(
        sessions,
        and(eq(sessions.id, sessionId ?? ''), eq(sessions.userId, users.id), gt(sessions.expiresAt, new Date())),
      )
      .leftJoin(accountDeletions, eq(accountDeletions.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) return null;
    const { sessionId: openSession, banExpires, eraseAfter, erasedAt, ...owner } = row;
    return {
      ...owner,
      banExpires: banExpires?.getTime() ?? null,
      sessionOpen: openSession !== null,
      deletion: eraseAfter ? { eraseAfter: eraseAfter.getTime(), erased: erasedAt !== null } : null,
    };
  };
  /** Kept under the version when there is one; read afresh every time when Redis cannot say. */
  const underVersion = (userId: string, sessionId: string | undefined, version: string[] | null) =>
    version
      ? kept.read(keyOf(userId, sessionId), version.join(), () => read(userId, sessionId))
      : read(userId, sessionId);

  return {
    /**
     * The owner when this process holds it under the current version, without waiting (the
     * versions live in this process); undefined otherwise.
     */
    known(userId: string, sessionId: string | undefined): TokenOwner | null | undefined {
      const version = versions.current([userId]);
      return version instanceof Promise ? undefined : kept.get(keyOf(userId, sessionId), version.join());
    },
    /** The owner; calls of one session arriving together make one read. */
    get: async (userId: string, sessionId: string | undefined): Promise<TokenOwner | null> =>
      underVersion(userId, sessionId, await versions.current([userId])),
    /** Reads the user afresh on their next call, on every instance. */
    forget: (userId: string) => versions.drop([userId]),
  };
}
