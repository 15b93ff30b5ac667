import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  CAMPAIGN_UPLOAD_KINDS,
  isAcceptedType,
  LOGO_UPLOAD_KIND,
  logoKey,
  objectKey,
  refusedFileMessage,
  UPLOAD_POLICIES,
  UPLOAD_PURPOSES,
  type CampaignUploadKind,
  type UploadKind,
  type UploadPurpose,
} from '@portal/domain/uploads';
import type { Db, Tx } from '../../db/client.ts';
import { campaigns, tasks } from '../../db/schema/campaigns.ts';
import { files } from '../../db/schema/files.ts';
import { users } from '../../db/schema/identity.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { BlobStore } from './blob-store.ts';

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

type UploadMetadata = Record<string, string | null | undefined>;

/**
 * An upload that names no purpose (`purpose` in its metadata) may be any file its kind takes; the
 * field it is then attached to checks its type again.
 */
const WIDEST_PURPOSE: Record<UploadKind, UploadPurpose> = { submissions: 'draft', reports: 'report', logos: 'logo' };

/** What an upload of `kind` is for: the purpose its metadata names, or the widest of its kind. */
export function uploadPurpose(kind: UploadKind, metadata: UploadMetadata | null | undefined): UploadPurpose {
  const named = metadata?.purpose;
  if (named === null || named === undefined) return WIDEST_PURPOSE[kind];
  const purpose = UPLOAD_PURPOSES.find((candidate) => candidate === named && UPLOAD_POLICIES[candidate].kind === kind);
  if (!purpose) throw HttpError.of(400, 'upload-purpose-invalid', { kind, purpose: String(named) });
  return purpose;
}

/** NUL and the other control characters: no file name has them, and PostgreSQL refuses NUL. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * The key of a new upload, chosen by the server: a submission or report only for a creator with
 * a task in the campaign, and only under their own folder of it; a brand logo only for an admin,
 * under no campaign. Refused before anything is kept: a file name with control characters, and a
 * purpose its kind does not have.
 */
export async function newUploadKey(
  db: Db,
  caller: { id: string; role: string },
  metadata: UploadMetadata,
): Promise<string> {
  const fileName = metadata.filename ?? 'file';
  if (CONTROL_CHARACTER.test(fileName)) throw HttpError.of(400, 'upload-file-name-invalid');
  if (metadata.kind === LOGO_UPLOAD_KIND) {
    if (caller.role !== 'admin') throw HttpError.of(403, 'logo-upload-admins-only');
    if (metadata.campaignId) throw HttpError.of(400, 'logo-has-no-campaign');
    uploadPurpose(LOGO_UPLOAD_KIND, metadata);
    return logoKey({ userId: caller.id, id: randomUUID(), fileName });
  }
  const kind = CAMPAIGN_UPLOAD_KINDS.find((candidate) => candidate === metadata.kind);
  const campaignId = metadata.campaignId ?? '';
  if (!kind || !new RegExp(`^${UUID}$`).test(campaignId)) {
    throw HttpError.of(400, 'upload-target-missing');
  }
  uploadPurpose(kind, metadata);
  // A campaign manager may attach files to a message on any task of a campaign.
  if (caller.role === 'admin' && kind === UPLOAD_POLICIES.message.kind && metadata.purpose === 'message') {
    const [campaign] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId));
    if (!campaign) throw HttpError.of(403, 'upload-campaign-not-found');
    return objectKey({ kind, campaignId, userId: caller.id, id: randomUUID(), fileName });
  }
  const [task] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.userId, caller.id), eq(tasks.campaignId, campaignId)));
  if (!task) throw HttpError.of(403, 'no-task-in-campaign');
  return objectKey({ kind, campaignId, userId: caller.id, id: randomUUID(), fileName });
}

/** At most this many uploads one person has begun and neither finished nor canceled. */
export const MAX_UNFINISHED_UPLOADS = 20;

export interface UploadLimits {
  /** The largest file; an upload that does not say its size yet counts as this large. */
  maxUploadBytes: number;
  /** The most bytes one person's files may add up to: finished or not, attached or not. */
  quotaBytes: number;
}

/** How many first bytes file-type reads a type from (its own default sample size). */
const SNIFF_BYTES = 4100;

const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));

/**
 * Refuses a new upload of `ownerId`, `sizeBytes` the length it declared (undefined when it will
 * say later): an empty file, one more unfinished upload than a person may have under way, and one
 * that would take the bytes of all their files (finished ones too) past their quota.
 */
async function refuseBeyondLimits(
  db: Db | Tx,
  ownerId: string,
  sizeBytes: number | undefined,
  limits: UploadLimits,
): Promise<void> {
  if (sizeBytes === 0) throw HttpError.of(400, 'file-empty');
  const [held] = await db
    .select({
      unfinished: sql<number>`count(*) filter (where ${files.completedAt} is null)`.mapWith(Number),
      // A file whose bytes retention deleted takes none.
      bytes:
        sql<number>`coalesce(sum(coalesce(${files.sizeBytes}, ${limits.maxUploadBytes})) filter (where ${files.erasedAt} is null), 0)`.mapWith(
          Number,
        ),
    })
    .from(files)
    .where(eq(files.ownerId, ownerId));
  if ((held?.unfinished ?? 0) >= MAX_UNFINISHED_UPLOADS) {
    throw HttpError.of(402, 'too-many-unfinished-uploads', { count: MAX_UNFINISHED_UPLOADS });
  }
  if ((held?.bytes ?? 0) + (sizeBytes ?? limits.maxUploadBytes) > limits.quotaBytes) {
    throw HttpError.of(402, 'upload-quota-exceeded', { megabytes: megabytes(limits.quotaBytes) });
  }
}

/**
 * Refuses, before the store is asked for anything, an upload `recordUploadStarted` would refuse;
 * nothing is kept. Another start at the same moment may still take the last place: recording
 * checks again.
 */
export async function checkUploadAllowed(
  db: Db,
  key: string,
  sizeBytes: number | undefined,
  limits: UploadLimits,
): Promise<void> {
  const parsed = parseKey(key);
  if (!parsed) throw HttpError.of(400, 'upload-unknown');
  await refuseBeyondLimits(db, parsed.ownerId, sizeBytes, limits);
}

/**
 * Records a new upload the store has made, `sizeBytes` the length it declared (undefined when it
 * will say later), refused as `checkUploadAllowed` says.
 */
export async function recordUploadStarted(
  db: Db,
  key: string,
  file: { fileName: string; sizeBytes: number | undefined },
  limits: UploadLimits,
): Promise<void> {
  const parsed = parseKey(key);
  if (!parsed) throw HttpError.of(400, 'upload-unknown');
  await db.transaction(async (tx) => {
    // One upload of a person starts at a time, so two at once cannot both take the last place.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, parsed.ownerId)).for('update');
    await refuseBeyondLimits(tx, parsed.ownerId, file.sizeBytes, limits);
    await tx.insert(files).values({ key, ...parsed, fileName: file.fileName, sizeBytes: file.sizeBytes ?? null });
  });
}

/**
 * Completes an upload whose last byte arrived, if its bytes are a format its purpose takes: the
 * type is read from them (file-type), never from the name or the type the uploader claimed. A
 * refused file is removed at once, bytes and row.
 */
export async function recordUploadFinished(
  db: Db,
  store: BlobStore,
  upload: { id: string; sizeBytes: number; metadata: UploadMetadata | undefined },
): Promise<void> {
  const parsed = parseKey(upload.id);
  if (!parsed) throw HttpError.of(400, 'upload-unknown');
  const purpose = uploadPurpose(parsed.kind, upload.metadata);
  const head = await store.head(upload.id, SNIFF_BYTES);
  const type = head ? (await fileTypeFromBuffer(head))?.mime : undefined;
  if (!isAcceptedType(purpose, type)) {
    await store.datastore.remove(upload.id);
    await forgetUpload(db, upload.id);
    throw HttpError.refusing(415, refusedFileMessage(purpose));
  }
  await db
    .update(files)
    .set({ completedAt: new Date(), sizeBytes: upload.sizeBytes, contentType: type })
    .where(eq(files.key, upload.id));
}

/** Drops the row of an upload that will never finish (canceled or refused); a finished file stays. */
export async function forgetUpload(db: Db, key: string): Promise<void> {
  await db.delete(files).where(and(eq(files.key, key), isNull(files.completedAt)));
}

/**
 * Drops the row of an upload whose start was never answered, finished (sent whole with its start)
 * or not: nobody was told its key, so nothing can be attached to it.
 */
export async function forgetUnansweredStart(db: Db, key: string): Promise<void> {
  await db.delete(files).where(eq(files.key, key));
}

/**
 * The complete uploads among `keys` of `ownerId` for `campaignId` and `kind`, each with the type
 * its bytes showed: a submission may reference only those (issue 5: never another user's file,
 * never an unfinished one, nor one whose bytes retention deleted).
 */
export async function usableFiles(
  db: Db,
  ownerId: string,
  campaignId: string,
  kind: UploadKind,
  keys: string[],
): Promise<Map<string, string | null>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: files.key, contentType: files.contentType })
    .from(files)
    .where(
      and(
        inArray(files.key, keys),
        eq(files.ownerId, ownerId),
        eq(files.campaignId, campaignId),
        eq(files.kind, kind),
        isNotNull(files.completedAt),
        isNull(files.erasedAt),
      ),
    );
  return new Map(rows.map((row) => [row.key, row.contentType]));
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
