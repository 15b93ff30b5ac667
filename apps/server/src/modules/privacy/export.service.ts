import { and, asc, desc, eq, inArray, lt, or, sql, isNull } from 'drizzle-orm';
import { DATA_EXPORT_LIFETIME_DAYS, type DataExport, type DataExportList } from '@portal/domain/privacy';
import type { Db } from '../../db/client.ts';
import { dataExports } from '../../db/schema/privacy.ts';
import { users } from '../../db/schema/identity.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';

/** Where the ZIP of an export is kept in the blob store. */
export const exportFileKey = (userId: string, exportId: string) => `exports/${userId}/${exportId}.zip`;

/** How long a built export can be fetched, from the moment it is ready. */
export const EXPORT_LIFETIME_MS = DATA_EXPORT_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ExportRow = typeof dataExports.$inferSelect;

/** A row as its creator sees it: a ready export past its expiry is `expired`; a pending one shows no claim. */
function exportOf(row: ExportRow, now: Date): DataExport {
  const ready = row.status === 'ready';
  const expired = ready && row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
  return {
    id: row.id,
    status: expired ? 'expired' : row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: ready ? (row.readyAt?.toISOString() ?? null) : null,
    expiresAt: ready ? (row.expiresAt?.toISOString() ?? null) : null,
    sizeBytes: ready ? row.sizeBytes : null,
  };
}

/**
 * Asks for a new export of `userId`'s data, or answers the one still pending: one at a time per
 * creator. The creator's own row is locked first, so two requests at once make one export.
 */
export async function requestDataExport(db: Db, userId: string, now: Date): Promise<DataExport> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [pending] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending')))
      .limit(1);
    if (pending) return exportOf(pending, now);
    const [created] = await tx.insert(dataExports).values({ userId, requestedAt: now }).returning();
    if (!created) throw new Error('data export not recorded');
    return exportOf(created, now);
  });
}

/** The creator's exports, newest first. */
export async function listDataExports(db: Db, userId: string, now: Date): Promise<DataExportList> {
  const rows = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(50);
  return { items: rows.map((row) => exportOf(row, now)) };
}

/**
 * The stored ZIP of the caller's ready export `exportId`: 404 for anyone else's, an unknown one or
 * one not built; 410 once it has expired (its file is deleted by the retention job).
 */
export async function dataExportFile(
  db: Db,
  userId: string,
  exportId: string,
  now: Date,
): Promise<{ fileKey: string; sizeBytes: number | null; requestedAt: Date }> {
  if (!UUID.test(exportId)) throw notFound('data-export-not-found');
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, userId), eq(dataExports.status, 'ready')));
  if (!row) throw notFound('data-export-not-found');
  // Expired first: the retention job deletes an expired ZIP and clears its key.
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) throw HttpError.of(410, 'data-export-expired');
  if (!row.fileKey) throw notFound('data-export-not-found');
  return { fileKey: row.fileKey, sizeBytes: row.sizeBytes, requestedAt: row.requestedAt };
}

/** How long a builder's claim on a pending export lasts unless renewed: a crashed builder's export is taken again this soon. */
export const EXPORT_CLAIM_SECONDS = 60;

/**
 * Claims the oldest pending export no other builder holds, on any instance: while an export is
 * pending its `ready_at` is the builder's claim (until when it holds it), pushed on by `renewClaim`
 * while it builds; the row is locked while claimed (`FOR UPDATE SKIP LOCKED`), so two builders
 * never take the same one.
 */
export async function claimPendingExport(db: Db): Promise<{ id: string; userId: string } | null> {
  const free = and(
    eq(dataExports.status, 'pending'),
    or(isNull(dataExports.readyAt), lt(dataExports.readyAt, sql`now()`)),
  );
  const [claimed] = await db
    .update(dataExports)
    .set({ readyAt: sql`now() + make_interval(secs => ${EXPORT_CLAIM_SECONDS})` })
    .where(
      inArray(
        dataExports.id,
        db
          .select({ id: dataExports.id })
          .from(dataExports)
          .where(free)
          .orderBy(asc(dataExports.requestedAt))
          .limit(1)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({ id: dataExports.id, userId: dataExports.userId });
  return claimed ?? null;
}

/** Pushes the claim on a pending export EXPORT_CLAIM_SECONDS on (its builder is alive). */
export async function renewClaim(db: Db, exportId: string): Promise<void> {
  await db
    .update(dataExports)
    .set({ readyAt: sql`now() + make_interval(secs => ${EXPORT_CLAIM_SECONDS})` })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')));
}

/** Marks a pending export failed (the creator may ask again); false when it was no longer pending. */
export async function markExportFailed(db: Db, exportId: string): Promise<boolean> {
  const failed = await db
    .update(dataExports)
    .set({ status: 'failed', readyAt: null })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')))
    .returning({ id: dataExports.id });
  return failed.length > 0;
}
