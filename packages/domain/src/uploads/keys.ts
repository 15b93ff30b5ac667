/** The two places a creator's files go (SPEC §7), each under a campaign. */
export const CAMPAIGN_UPLOAD_KINDS = ['submissions', 'reports'] as const;
export type CampaignUploadKind = (typeof CAMPAIGN_UPLOAD_KINDS)[number];

/** Brand logos: uploaded by admins, under no campaign, and public once finished. */
export const LOGO_UPLOAD_KIND = 'logos';

/** Every kind of upload. */
export const UPLOAD_KINDS = [...CAMPAIGN_UPLOAD_KINDS, LOGO_UPLOAD_KIND] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const MAX_NAME_LENGTH = 100;

/**
 * A file name safe to put in an object key: Unicode normalised (NFKC, so look-alike forms fold),
 * reduced to letters, digits, dot, dash and underscore, no leading dots (no `..`, no hidden
 * files), and at most 100 characters keeping the extension. Never empty.
 */
export function safeFileName(name: string): string {
  const base = name.normalize('NFKC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/-+\./g, '.')
    .replace(/^[.-]+/, '')
    .replace(/[.-]+$/, '');
  if (cleaned === '') return 'file';
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/**
 * The object key the server gives an upload: `{kind}/{campaignId}/{userId}/{uuid}-{safe name}`.
 * Every part but the name is the server's own; the name is made safe first.
 */
export function objectKey(parts: {
  kind: CampaignUploadKind;
  campaignId: string;
  userId: string;
  id: string;
  fileName: string;
}) {
  return `${parts.kind}/${parts.campaignId}/${parts.userId}/${parts.id}-${safeFileName(parts.fileName)}`;
}

/** The object key of a brand logo: `logos/{adminUserId}/{uuid}-{safe name}`. */
export function logoKey(parts: { userId: string; id: string; fileName: string }) {
  return `${LOGO_UPLOAD_KIND}/${parts.userId}/${parts.id}-${safeFileName(parts.fileName)}`;
}

/** SPEC §9: files over 256 KB take the resumable path; smaller ones go in one request. */
export const RESUMABLE_THRESHOLD_BYTES = 256 * 1024;

/** SPEC §9: a resumable upload's first chunk is 256 KB; each next one doubles, up to 32 MB. */
export const FIRST_CHUNK_BYTES = 256 * 1024;
export const MAX_CHUNK_BYTES = 32 * 1024 * 1024;

export const nextChunkBytes = (previous: number) => Math.min(previous * 2, MAX_CHUNK_BYTES);
