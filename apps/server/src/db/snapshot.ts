import { sql } from 'drizzle-orm';
import { createCache, type Cache } from '../lib/cache.ts';
import { rowsOf, type Db } from './client.ts';

/**
 * Snapshot text: which transactions a statement saw (`xmin:xmax:in-progress`). A later statement
 * with the same text sees the same rows: no transaction has started writing or ended since.
 */
export const SNAPSHOT = sql<string>`pg_current_snapshot()::text`;

export interface Snapshot {
  text: string;
  /** The database's clock, epoch milliseconds. */
  at: number;
}

/** The read each database's callers join: not started yet, so it sees whatever they saw committed. */
const queued = new WeakMap<Db, Promise<Snapshot>>();
/** The read under way, which a caller arriving now may not join: it may have started before their write. */
const running = new WeakMap<Db, Promise<unknown>>();

async function read(db: Db): Promise<Snapshot> {
  const [row] = rowsOf<{ text: string; at: number }>(
    await db.execute(sql`select ${SNAPSHOT} as text, (extract(epoch from now()) * 1000)::float8 as at`),
  );
  return { text: row?.text ?? '', at: Number(row?.at ?? 0) };
}

/**
 * The database's snapshot and clock as of a statement started after this call: callers arriving
 * together share one statement (on PGlite every statement waits its turn at a fixed cost), and
 * one arriving during a read waits for the next.
 */
export function currentSnapshot(db: Db): Promise<Snapshot> {
  const joinable = queued.get(db);
  if (joinable) return joinable;
  const start = () => {
    queued.delete(db);
    running.set(db, next);
    return read(db);
  };
  const before = running.get(db) ?? Promise.resolve();
  const next: Promise<Snapshot> = before.then(start, start);
  queued.set(db, next);
  return next;
}

/** Answers kept per database at most: one per query asked for since the last write, mostly. */
const MAX_KEPT_ANSWERS = 1_000;

/**
 * Answers kept per database (lib/cache.ts), each under the snapshot it was read in: a caller
 * serves one again while `currentSnapshot` is still that one, as nothing it read can have changed.
 */
export function keptBySnapshot<Answer extends NonNullable<unknown> | null>(): (db: Db) => Cache<Answer> {
  const byDatabase = new WeakMap<Db, Cache<Answer>>();
  return (db) => {
    const kept = byDatabase.get(db) ?? createCache<Answer>({ maxSize: MAX_KEPT_ANSWERS });
    byDatabase.set(db, kept);
    return kept;
  };
}
