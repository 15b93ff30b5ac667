import { and, eq, isNotNull, isNull, lt, not, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { filesApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../../lib/jobs.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { files } from '../../db/schema/files.ts';
import { messageFiles } from '../../db/schema/messages.ts';
import { attachments } from '../../db/schema/submissions.ts';
import type { BlobStore } from './blob-store.ts';

/** At most this many abandoned uploads go per run; the next run takes the rest. */
const SWEEP_BATCH = 500;

/** How long a finished file attached to nothing is kept: time enough to send the form it was picked in. */
export const UNATTACHED_FILE_KEPT_MS = 24 * 60 * 60 * 1000;

/** The path a brand logo is served at, before its key (base64url): what a campaign's logo address ends with. */
const LOGO_PATH_PREFIX = filesApi.logo.path.replace(':encodedKey', '');

/**
 * Whether a file is part of something: a submission or report, a message, or a campaign's logo
 * (whose address holds the key base64url-encoded, as PostgreSQL's base64 without padding or line
 * breaks and with `-_` for `+/`).
 */
const isAttached = sql`(
  exists (select 1 from ${attachments} where ${attachments.fileKey} = ${files.key})
  or exists (select 1 from ${messageFiles} where ${messageFiles.fileKey} = ${files.key})
  or exists (
    select 1 from ${campaigns}
    where ${campaigns.brandLogoUrl} like '%' || ${LOGO_PATH_PREFIX}
      || translate(encode(convert_to(${files.key}, 'UTF8'), 'base64'), E'+/=\n', '-_')
  )
)`;

/**
 * Removes uploads nobody finished in time (the store's `abandonedAfterMs`) and finished files
 * attached to nothing `UNATTACHED_FILE_KEPT_MS` after they finished: their stored bytes and their
 * rows. The rows say which they are (the stores' own listing does not reach into the nested key
 * folders). An attached file is never touched. Returns how many went.
 */
export async function sweepAbandonedUploads(db: Db, store: BlobStore, now: Date = new Date()): Promise<number> {
  return (await sweepUnfinishedUploads(db, store, now)) + (await sweepUnattachedFiles(db, store, now));
}

async function sweepUnfinishedUploads(db: Db, store: BlobStore, now: Date): Promise<number> {
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

async function sweepUnattachedFiles(db: Db, store: BlobStore, now: Date): Promise<number> {
  const unattached = and(
    isNotNull(files.completedAt),
    lt(files.completedAt, new Date(now.getTime() - UNATTACHED_FILE_KEPT_MS)),
    not(isAttached),
  );
  const candidates = await db.select({ key: files.key }).from(files).where(unattached).limit(SWEEP_BATCH);
  let removed = 0;
  for (const { key } of candidates) {
    // The row goes first, and only while still unattached: bytes are never removed under a file
    // that a submission sent meanwhile points to (its foreign key also stops the delete).
    const [gone] = await db
      .delete(files)
      .where(and(eq(files.key, key), unattached))
      .returning({ key: files.key });
    if (!gone) continue;
    await store.datastore.remove(key).catch(() => undefined);
    removed += 1;
  }
  return removed;
}

/**
 * The sweep, hourly. A run retried, or taken over from a crashed instance, removes nothing it
 * should not: a row goes only while still unattached, and removing bytes twice is harmless.
 */
export function abandonedUploadJob(db: Db, store: BlobStore, log: Logger): JobDefinition {
  return {
    name: 'uploads.sweep',
    schedule: { cron: '17 * * * *' },
    run: async () => {
      const removed = await sweepAbandonedUploads(db, store);
      if (removed > 0) log.info({ removed }, 'abandoned uploads and unattached files removed');
    },
  };
}
