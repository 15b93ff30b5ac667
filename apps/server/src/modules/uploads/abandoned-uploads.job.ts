import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import { files } from '../../db/schema/files.ts';
import type { BlobStore } from './blob-store.ts';

/** At most this many abandoned uploads go per run; the next run takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Removes uploads nobody finished in time (the store's `abandonedAfterMs`): their stored bytes
 * and their rows. The rows say which they are (the stores' own listing does not reach into the
 * nested key folders). A finished file is never touched. Returns how many went.
 */
export async function sweepAbandonedUploads(db: Db, store: BlobStore, now: Date = new Date()): Promise<number> {
  const abandoned = await db
    .select({ key: files.key })
    .from(files)
    .where(and(isNull(files.completedAt), lt(files.createdAt, new Date(now.getTime() - store.abandonedAfterMs))))
    .limit(SWEEP_BATCH);
  for (const { key } of abandoned) {
    // Already gone from the store (a sweep cut short) is as good as removed.
    await store.datastore.remove(key).catch(() => undefined);
    await db.delete(files).where(and(eq(files.key, key), isNull(files.completedAt)));
  }
  return abandoned.length;
}

/** Runs the sweep now and then every `intervalMs` (hourly). Returns the function that stops it. */
export function startAbandonedUploadSweep(
  db: Db,
  store: BlobStore,
  log: Logger,
  intervalMs = 60 * 60 * 1000,
): () => Promise<void> {
  return startPeriodicJob(
    'upload sweep',
    async () => {
      const removed = await sweepAbandonedUploads(db, store);
      if (removed > 0) log.info({ removed }, 'abandoned uploads removed');
    },
    log,
    intervalMs,
  );
}
