/** The two places files go (SPEC §7). */
export const UPLOAD_KINDS = ['submissions', 'reports'] as const;
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
  kind: UploadKind;
  campaignId: string;
  userId: string;
  id: string;
  fileName: string;
}) {
  return `${parts.kind}/${parts.campaignId}/${parts.userId}/${parts.id}-${safeFileName(parts.fileName)}`;
}

/** SPEC §9: files over 256 KB take the resumable path; smaller ones go in one request. */
export const RESUMABLE_THRESHOLD_BYTES = 256 * 1024;
