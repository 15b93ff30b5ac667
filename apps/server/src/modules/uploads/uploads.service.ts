import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  CAMPAIGN_UPLOAD_KINDS,
  LOGO_UPLOAD_KIND,
  logoKey,
  objectKey,
  type CampaignUploadKind,
  type UploadKind,
} from '@portal/domain/uploads';
import type { Db } from '../../db/client.ts';
import { tasks } from '../../db/schema/campaigns.ts';
import { files } from '../../db/schema/files.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** The only keys an upload may have: the ones `newUploadKey` makes. */
const KEY_PATTERN = new RegExp(
  `^(${CAMPAIGN_UPLOAD_KINDS.join('|')})/(${UUID})/([A-Za-z0-9_-]+)/${UUID}-[\\p{L}\\p{N}._-]+$`,
  'u',
);
/** A brand logo's key: `logos/{adminUserId}/{uuid}-{safe name}`. */
const LOGO_KEY_PATTERN = new RegExp(`^${LOGO_UPLOAD_KIND}/([A-Za-z0-9_-]+)/${UUID}-[\\p{L}\\p{N}._-]+$`, 'u');

export interface ParsedKey {
  kind: UploadKind;
  /** Null for a brand logo. */
  campaignId: string | null;
  ownerId: string;
}

/** Reads a key back into its parts; null for anything the server would not have made. */
export function parseKey(key: string): ParsedKey | null {
  if (key.includes('..')) return null;
  const match = KEY_PATTERN.exec(key);
  if (match)
    return { kind: match[1] as CampaignUploadKind, campaignId: match[2] as string, ownerId: match[3] as string };
  const logo = LOGO_KEY_PATTERN.exec(key);
  if (logo) return { kind: LOGO_UPLOAD_KIND, campaignId: null, ownerId: logo[1] as string };
  return null;
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
 * The key of a new upload, chosen by the server: a submission or report only for a creator with
 * a task in the campaign, and only under their own folder of it; a brand logo only for an admin,
 * under no campaign.
 */
export async function newUploadKey(
  db: Db,
  caller: { id: string; role: string },
  metadata: Record<string, string | null | undefined>,
): Promise<string> {
  const fileName = metadata.filename ?? 'file';
  if (metadata.kind === LOGO_UPLOAD_KIND) {
    if (caller.role !== 'admin') throw new UploadRefused(403, 'Only admins can upload brand logos');
    if (metadata.campaignId) throw new UploadRefused(400, 'A brand logo belongs to no campaign: leave campaignId out');
    return logoKey({ userId: caller.id, id: randomUUID(), fileName });
  }
  const kind = CAMPAIGN_UPLOAD_KINDS.find((candidate) => candidate === metadata.kind);
  const campaignId = metadata.campaignId ?? '';
  if (!kind || !new RegExp(`^${UUID}$`).test(campaignId)) {
    throw new UploadRefused(400, 'Say what the file is for: kind (submissions or reports) and campaignId');
  }
  const [task] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.userId, caller.id), eq(tasks.campaignId, campaignId)));
  if (!task) throw new UploadRefused(403, 'You have no task in this campaign');
  return objectKey({ kind, campaignId, userId: caller.id, id: randomUUID(), fileName });
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

/** A finished brand logo by its key; null for any other key, or one not finished. */
export async function finishedLogo(db: Db, key: string): Promise<{ key: string } | null> {
  if (parseKey(key)?.kind !== LOGO_UPLOAD_KIND) return null;
  const [logo] = await db
    .select({ key: files.key })
    .from(files)
    .where(and(eq(files.key, key), eq(files.kind, LOGO_UPLOAD_KIND), isNotNull(files.completedAt)));
  return logo ?? null;
}
