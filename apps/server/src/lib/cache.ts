import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * The server's one way to keep answers: a creator's task list, who a token speaks for, a token's
 * checked claims, a back-office page. One rule: an answer is kept with the version of what it
 * was read from, and served only while that version is current. Nothing is looked for and
 * deleted when data changes: the change makes a new version, and what was kept under the old one
 * is never served again (it makes room for others, least recently used first).
 *
 * Where versions come from:
 * - `createVersions`: one per key (a creator, a user), ended by the after-commit hook once a
 *   change to it has committed (db/commits.ts), and by its own lifetime; in Redis when instances
 *   share one, so that a change made through any instance is seen by all.
 * - the database's snapshot (db/snapshot.ts), new with any commit.
 * - none: what never changes (a signed token's claims) is kept until its own end.
 */

export interface Cache<Value> {
  /** What is kept under `key` and `version`, while not past its end; undefined otherwise. */
  get(key: string, version: string): Value | undefined;
  /** Whether anything is kept under `key`, whatever its version: worth finding out the current one. */
  has(key: string): boolean;
  /** Keeps `value` under `key` and `version`, until `until` (epoch milliseconds) when given. */
  keep(key: string, version: string, value: Value, until?: number): void;
  /**
   * As `get`, without waiting; else `load` it and keep it, once for all callers asking for one
   * key and version at once. `version` must be read before what `load` reads: a change
   * committed in between then ends it, rather than leaving what was read before the change.
   */
  read(key: string, version: string, load: () => Promise<Value>): Value | Promise<Value>;
}

interface Entry<Value> {
  version: string;
  value: Value;
  size: number;
  until: number;
}

/**
 * Answers kept in this process, at most `maxSize` in all (each counting `sizeOf`, 1 by default),
 * the least recently used going first.
 */
export function createCache<Value extends NonNullable<unknown> | null>({
  maxSize,
  sizeOf = () => 1,
}: {
  maxSize: number;
  sizeOf?: (value: Value) => number;
}): Cache<Value> {
  /** Least recently used first. */
  const entries = new Map<string, Entry<Value>>();
  let size = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    size -= entry.size;
  };
  const get = (key: string, version: string): Value | undefined => {
    const entry = entries.get(key);
    if (entry?.version !== version) return undefined;
    if (entry.until <= Date.now()) {
      forget(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry.value;
  };
  const keep = (key: string, version: string, value: Value, until = Infinity) => {
    forget(key);
    const entry = { version, value, size: sizeOf(value), until };
    if (entry.size > maxSize) return;
    entries.set(key, entry);
    size += entry.size;
    for (const [oldest] of entries) {
      if (size <= maxSize) break;
      forget(oldest);
    }
  };
  /** Loads under way, by version and key. */
  const loading = new Map<string, Promise<Value>>();
  return {
    get,
    has: (key) => entries.has(key),
    keep,
    read(key, version, load) {
      const kept = get(key, version);
      if (kept !== undefined) return kept;
      const id = JSON.stringify([version, key]);
      const running = loading.get(id);
      if (running) return running;
      const loaded = load()
        .then((value) => {
          keep(key, version, value);
          return value;
        })
        .finally(() => loading.delete(id));
      loading.set(id, loaded);
      return loaded;
    },
  };
}

export interface Versions {
  /**
   * The current version of each key, made when missing; null when they cannot be read (nothing
   * may be kept then). Without waiting when they live in this process.
   */
  current(keys: readonly string[]): string[] | Promise<string[] | null>;
  /** Ends these keys' versions: what was kept under them is read afresh, on every instance. */
  drop(keys: readonly string[]): Promise<void>;
}

const newVersion = () => randomBytes(9).toString('base64url');

/** Versions kept in this process at most; past it they all start afresh (a fresh read each, never a stale one). */
const MAX_VERSIONS = 200_000;

/**
 * Versions named `name`, each lasting `lifetimeMs` however often it is read (a drop lost while
 * Redis was unreachable is served stale no longer than that): in Redis when instances share
 * one, else in this process. `warn` hears of Redis failures, which never fail the caller: of the
 * first after a success, so an outage is one line, not one per call that fell back.
 */
export function createVersions({
  redis,
  name,
  lifetimeMs,
  warn,
}: {
  redis: Redis | null;
  name: string;
  lifetimeMs: number;
  warn: (error: unknown) => void;
}): Versions {
  if (!redis) {
    const versions = new Map<string, { version: string; until: number }>();
    const current = (key: string, now: number) => {
      const found = versions.get(key);
      if (found && found.until > now) return found.version;
      if (versions.size >= MAX_VERSIONS) versions.clear();
      const made = { version: newVersion(), until: now + lifetimeMs };
      versions.set(key, made);
      return made.version;
    };
    return {
      current: (keys) => {
        const now = Date.now();
        return keys.map((key) => current(key, now));
      },
      drop: async (keys) => {
        for (const key of keys) versions.delete(key);
      },
    };
  }

  const keyOf = (key: string) => `portal:${name}-version:${key}`;
  const current = async (keys: readonly string[]): Promise<string[] | null> => {
    const names = keys.map(keyOf);
    let found = await redis.mget(names);
    if (found.some((version) => version === null)) {
      const batch = redis.multi();
      names.forEach((key, index) => {
        if (found[index] === null) batch.set(key, newVersion(), 'PX', lifetimeMs, 'NX');
      });
      // Another instance may have made one first: read what won.
      found = (await batch.mget(names).exec())?.at(-1)?.[1] as (string | null)[];
    }
    return found.every((version) => version !== null) ? found : null;
  };
  let failing = false;
  const succeeded = <T>(value: T) => {
    failing = false;
    return value;
  };
  const failed = (error: unknown) => {
    if (!failing) warn(error);
    failing = true;
    return null;
  };
  return {
    current: (keys) => current(keys).then(succeeded, failed),
    drop: async (keys) => {
      if (keys.length === 0) return;
      await redis.del(keys.map(keyOf)).then(succeeded, failed);
    },
  };
}
