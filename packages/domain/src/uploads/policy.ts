import { LOGO_UPLOAD_KIND, type UploadKind } from './keys.ts';

/** A format a file may have: its name for people, the types its bytes sniff as, and its file name endings. */
interface FileFormat {
  name: string;
  types: readonly string[];
  extensions: readonly string[];
}

const PNG: FileFormat = { name: 'PNG', types: ['image/png', 'image/apng'], extensions: ['.png', '.apng'] };
const JPEG: FileFormat = { name: 'JPEG', types: ['image/jpeg'], extensions: ['.jpg', '.jpeg'] };
const WEBP: FileFormat = { name: 'WebP', types: ['image/webp'], extensions: ['.webp'] };
const HEIC: FileFormat = { name: 'HEIC', types: ['image/heic', 'image/heif'], extensions: ['.heic', '.heif'] };
const GIF: FileFormat = { name: 'GIF', types: ['image/gif'], extensions: ['.gif'] };
const MP4: FileFormat = { name: 'MP4', types: ['video/mp4'], extensions: ['.mp4'] };
const MOV: FileFormat = { name: 'MOV', types: ['video/quicktime'], extensions: ['.mov'] };
const WEBM: FileFormat = { name: 'WebM', types: ['video/webm'], extensions: ['.webm'] };
const PDF: FileFormat = { name: 'PDF', types: ['application/pdf'], extensions: ['.pdf'] };

const IMAGES = [PNG, JPEG, WEBP, HEIC, GIF];
const VIDEOS = [MP4, MOV, WEBM];

/** What a file is uploaded for: the field it is attached to, or a brand logo. */
export const UPLOAD_PURPOSES = ['screenshot', 'report', 'draft', 'message', 'logo'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/** The purposes of a creator's files, each under a campaign. */
export type CampaignUploadPurpose = Exclude<UploadPurpose, 'logo'>;

interface UploadPolicy {
  /** Where files of this purpose are kept (the first part of their key). */
  kind: UploadKind;
  images: readonly FileFormat[];
  videos: readonly FileFormat[];
  /** Other files it takes (a message's PDF). */
  documents?: readonly FileFormat[];
  /** The file, as a refusal names it. */
  noun: string;
}

/**
 * Which formats each purpose takes, judged by a file's bytes once it is uploaded (never by its
 * name or the type the browser claims): screenshots and reports are images, draft files images or
 * videos, a brand logo an image every browser shows.
 */
export const UPLOAD_POLICIES: Record<UploadPurpose, UploadPolicy> = {
  screenshot: { kind: 'submissions', images: IMAGES, videos: [], noun: 'A screenshot' },
  report: { kind: 'reports', images: IMAGES, videos: [], noun: 'A report file' },
  draft: { kind: 'submissions', images: IMAGES, videos: VIDEOS, noun: 'A draft file' },
  // A message's files sit with the task's submissions, under its campaign.
  message: { kind: 'submissions', images: IMAGES, videos: VIDEOS, documents: [PDF], noun: 'A file' },
  logo: { kind: LOGO_UPLOAD_KIND, images: [PNG, JPEG, GIF, WEBP], videos: [], noun: 'A brand logo' },
};

const formatsOf = (purpose: UploadPurpose) => [
  ...UPLOAD_POLICIES[purpose].images,
  ...UPLOAD_POLICIES[purpose].videos,
  ...(UPLOAD_POLICIES[purpose].documents ?? []),
];

/** "PNG, JPEG or GIF" */
const names = (formats: readonly FileFormat[]) => {
  const all = formats.map((format) => format.name);
  return all.length > 1 ? `${all.slice(0, -1).join(', ')} or ${all.at(-1)}` : (all[0] ?? '');
};

/** Whether a file whose bytes sniff as `type` may be uploaded for `purpose`. */
export function isAcceptedType(purpose: UploadPurpose, type: string | null | undefined): boolean {
  return !!type && formatsOf(purpose).some((format) => format.types.includes(type));
}

/** The `accept` attribute of a file picker for `purpose`: the types and the file name endings. */
export function acceptAttribute(purpose: UploadPurpose): string {
  return formatsOf(purpose)
    .flatMap((format) => [...format.types, ...format.extensions])
    .join(',');
}

/** The most files one field sends (a submission's screenshots, draft files or report files). */
export const MAX_FILES_PER_FIELD = 20;

/** What a picker for `purpose` says it takes: "Images (PNG, …) or videos (MP4, …)". */
export function acceptedFilesNote(purpose: UploadPurpose): string {
  const { images, videos, documents = [] } = UPLOAD_POLICIES[purpose];
  const note = `Images (${names(images)})`;
  if (documents.length > 0) return `${note}, videos (${names(videos)}) or ${names(documents)} files`;
  return videos.length > 0 ? `${note} or videos (${names(videos)})` : note;
}

/** Why a file of another format is refused for `purpose`. */
export function refusedFileMessage(purpose: UploadPurpose): string {
  const { images, videos, documents = [], noun } = UPLOAD_POLICIES[purpose];
  const image = `an image (${names(images)})`;
  if (documents.length > 0) return `${noun} must be ${image}, a video (${names(videos)}) or a ${names(documents)} file`;
  return `${noun} must be ${videos.length > 0 ? `${image} or a video (${names(videos)})` : image}`;
}
