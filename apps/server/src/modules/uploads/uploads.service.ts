import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { objectKey, UPLOAD_KINDS, type UploadKind } from '@portal/domain/uploads';
import type { Db } from '../../db/client.ts';
import { tasks } from '../../db/schema/campaigns.ts';
import { files } from '../../db/schema/files.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** The only keys an upload may have: the ones `newUploadKey` makes. */
const KEY_PATTERN = new RegExp(
  `^(${UPLOAD_KINDS.join('|')})/(${UUID})/([A-Za-z0-9_-]+)/${UUID}-[\\p{L}\\p{N}._-]+$`,
  'u',
);

export interface ParsedKey {
  kind: UploadKind;
  campaignId: string;
  ownerId: string;
}

/** Reads a key back into its parts; null for anything the server would not have made. */
export function parseKey(key: string): ParsedKey | null {
  const match = KEY_PATTERN.exec(key);
  if (!match || key.includes('..')) return null;
  return { kind: match[1] as UploadKind, campaignId: match[2] as string, ownerId: match[3] as string };
}

export class UploadRefused extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The key of a new upload, chosen by the server: only for a creator with a task in the campaign,
 * and only under their own folder of it.
 */
export async function newUploadKey(
  db: Db,
  userId: string,
  metadata: Record<string, string | null | undefined>,
): Promise<string> {
  const kind = UPLOAD_KINDS.find((candidate) => candidate === metadata.kind);
  const campaignId = metadata.campaignId ?? '';
  if (!kind || !new RegExp(`^${UUID}$`).test(campaignId)) {
    throw new UploadRefused(400, 'Say what the file is for: kind (submissions or reports) and campaignId');
  }
  const [task] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.campaignId, campaignId)));
  if (!task) throw new UploadRefused(403, 'You have no task in this campaign');
  return objectKey({ kind, campaignId, userId, id: randomUUID(), fileName: metadata.filename ?? 'file' });
}

export async function recordUploadStarted(
  db: Db,
  key: string,
  file: { fileName: string; contentType: string | null },
): Promise<void> {
  const parsed = parseKey(key);
  if (!parsed) throw new UploadRefused(400, 'Unknown upload');
  await db.insert(files).values({ key, ...parsed, ...file });
}

export async function recordUploadFinished(db: Db, key: string, sizeBytes: number): Promise<void> {
  await db.update(files).set({ completedAt: new Date(), sizeBytes }).where(eq(files.key, key));
}

/**
 * Which of `keys` are complete uploads of `ownerId` for `campaignId` and `kind`: a submission may
 * reference only those (issue 5: never another user's file, never an unfinished one).
 */
export async function usableFiles(
  db: Db,
  ownerId: string,
  campaignId: string,
  kind: UploadKind,
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: files.key })
    .from(files)
    .where(
      and(
        inArray(files.key, keys),
        eq(files.ownerId, ownerId),
        eq(files.campaignId, campaignId),
        eq(files.kind, kind),
        isNotNull(files.completedAt),
      ),
    );
  return new Set(rows.map((row) => row.key));
}
