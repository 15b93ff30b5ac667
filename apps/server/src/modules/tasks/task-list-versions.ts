import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * The versions the task lists' bytes are kept under (task-lists.ts): each creator's and the one
 * they all share, in Redis when instances share one, in this process otherwise.
 */

/**
 * A version lives this long, however often it is read: a write whose drop was lost (Redis
 * unreachable at that moment) is served stale no longer than this.
 */
const VERSION_TTL_MS = 10 * 60_000;
/** The key of the version every creator's list shares (campaigns' terms and questions). */
export const ALL = '*';

const newVersion = () => randomBytes(9).toString('base64url');

export type Found = [string, string] | null;

export interface Versions {
  /**
   * The creator's version and the shared one, made when missing; null when they cannot be read.
   * Without waiting when they are in this process.
   */
  read(userId: string): Found | Promise<Found>;
  drop(keys: readonly string[]): Promise<void>;
}

export function memoryVersions(): Versions {
  const versions = new Map<string, { version: string; until: number }>();
  const current = (key: string) => {
    const now = Date.now();
    const found = versions.get(key);
    if (found && found.until > now) return found.version;
    // Bounded: a new version for everyone costs one fresh read each, never a stale one.
    if (versions.size >= 200_000) versions.clear();
    const made = { version: newVersion(), until: now + VERSION_TTL_MS };
    versions.set(key, made);
    return made.version;
  };
  return {
    read: (userId) => [current(userId), current(ALL)],
    drop: async (keys) => {
      for (const key of keys) versions.delete(key);
    },
  };
}

export function redisVersions(redis: Redis, warn: (error: unknown) => void): Versions {
  const keyOf = (name: string) => `portal:task-list-version:${name}`;
  const read = async (userId: string): Promise<Found> => {
    const keys = [keyOf(userId), keyOf(ALL)];
    let found = await redis.mget(keys);
    if (found.some((version) => version === null)) {
      const batch = redis.multi();
      keys.forEach((key, index) => {
        if (found[index] === null) batch.set(key, newVersion(), 'PX', VERSION_TTL_MS, 'NX');
      });
      // Another instance may have made one first: read what won.
      found = (await batch.mget(keys).exec())?.at(-1)?.[1] as (string | null)[];
    }
    const [own, shared] = found;
    return own && shared ? [own, shared] : null;
  };
  return {
    read: (userId) =>
      read(userId).catch((error: unknown) => {
        warn(error);
        return null;
      }),
    drop: async (keys) => {
      if (keys.length === 0) return;
      await redis.del(keys.map(keyOf)).catch(warn);
    },
  };
}
