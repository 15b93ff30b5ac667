import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DetailedError, Upload } from 'tus-js-client';
import {
  FIRST_CHUNK_BYTES,
  isRetryableStatus,
  nextChunkBytes,
  RESUMABLE_THRESHOLD_BYTES,
  retrySchedule,
  UPLOAD_POLICIES,
  UPLOAD_RETRIES,
  type CampaignUploadPurpose,
} from '@portal/domain/uploads';
import type { CodedMessage, UntranslatedMessage } from '../i18n/translate-message';
import { tokenManager } from '../token-manager';
import { resumableUploads } from './resumable-uploads';

const UPLOADS_ENDPOINT = '/api/uploads';

/** SPEC §8 storage statuses, for an answer without a text body of its own. */
const STATUS_MESSAGES: Record<number, MessageDescriptor> = {
  401: msg`You are not signed in`,
  402: msg`The storage quota is exceeded`,
  403: msg`You are not allowed to upload this file`,
  404: msg`The upload was not found`,
  413: msg`File is too large`,
};

/** What a creator's files are for: a field of one of their tasks, in the task's campaign. */
export interface TaskUploadTarget {
  purpose: CampaignUploadPurpose;
  campaignId: string;
  taskId: string;
}

/** What an upload is for: a creator's files under their campaign, or a brand logo (admins), under none. */
export type UploadTarget = TaskUploadTarget | { purpose: 'logo' };

export interface UploadCallbacks {
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  /** The file's address (the object key the server gave it) and the upload's URL. */
  onSuccess: (address: string, uploadUrl: string) => void;
  /** Why it failed, and whether the server refused the file itself (trying again cannot help). */
  onError: (message: UntranslatedMessage, refused: boolean) => void;
}

/** A started upload, paused by aborting and resumed by starting again (tus keeps the offset). */
export interface UploadHandle {
  pause: () => Promise<void>;
  /** Starts again after a pause or a failure, from the bytes the server already has. */
  resume: () => void;
  /** Aborts and asks the server to delete what it holds. */
  cancel: () => Promise<void>;
}

/** The address of an upload: its key, base64url-encoded as the last segment of its URL. */
export function addressFromUploadUrl(url: string): string {
  const segment = url.split('/').pop() ?? '';
  const base64 = segment.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** A refusal's body as the API words its errors (`{ message, code, params }`), or null. */
function codedBody(body: string): CodedMessage | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { message, code, params } = parsed as Record<string, unknown>;
    if (typeof message !== 'string' || typeof code !== 'string') return null;
    return typeof params === 'object' && params !== null
      ? { code, message, params: params as CodedMessage['params'] }
      : { code, message };
  } catch {
    return null;
  }
}

/**
 * Why an upload failed, untranslated (the field shows it in the language of the moment): the
 * server's refusal of the upload (by its code), or a clear message for its status.
 */
export function uploadErrorMessage(error: Error): UntranslatedMessage {
  const response = 'originalResponse' in error ? (error as DetailedError).originalResponse : null;
  if (!response) {
    return error.message || msg`Upload failed`;
  }
  const body = response.getBody().trim();
  const status = response.getStatus();
  if (body !== '' && !body.startsWith('{')) {
    return body;
  }
  return codedBody(body) ?? STATUS_MESSAGES[status] ?? msg`Upload failed (${status})`;
}

/** The server's answers about the file itself (empty, too large, a type its field does not take). */
const FILE_REFUSED_STATUSES: readonly number[] = [400, 413, 415];

/** Whether the server refused the file itself: the same bytes would be refused again. */
export function isFileRefused(error: Error): boolean {
  const response = 'originalResponse' in error ? (error as DetailedError).originalResponse : null;
  return response !== null && FILE_REFUSED_STATUSES.includes(response.getStatus());
}

/**
 * A chunk sent from an offset the server no longer has (409 to a PATCH: a paused chunk it was
 * still writing moved it). Not a refusal: tus asks the offset again (HEAD) and goes on from there.
 */
const isOffsetConflict = (error: DetailedError) =>
  error.originalRequest?.getMethod() === 'PATCH' && error.originalResponse?.getStatus() === 409;

const shouldRetry = (error: DetailedError) =>
  !error.originalResponse || isRetryableStatus(error.originalResponse.getStatus()) || isOffsetConflict(error);

/**
 * The tus metadata of an upload: where it is kept and what it is for (the server checks the file's
 * bytes against that), its campaign when it has one, and the file's name.
 */
export function uploadMetadata(file: File, target: UploadTarget): Record<string, string> {
  return {
    kind: UPLOAD_POLICIES[target.purpose].kind,
    purpose: target.purpose,
    ...('campaignId' in target ? { campaignId: target.campaignId } : {}),
    filename: file.name,
  };
}

/**
 * The key under which a resumable upload is remembered: the file (name, type, size, modification
 * time) and what it is for (purpose, campaign and task), so that the same file picked for another
 * task or field starts a new upload instead of resuming one that belongs elsewhere.
 */
export function uploadFingerprint(file: File, target: UploadTarget): string {
  const scope = 'taskId' in target ? [target.campaignId, target.taskId] : [];
  return ['portal', target.purpose, ...scope, file.name, file.type, file.size, file.lastModified].join('/');
}

/**
 * Starts a tus upload of one file to its target (SPEC §7 file storage): small files in one
 * request, larger ones resumable, remembered so that a reload resumes them. SPEC §9: a resumable
 * upload's chunks start at 256 KB and double after each one up to 32 MB. tus-js-client takes one
 * `chunkSize` and reads it from `upload.options` before every PATCH, so each finished chunk sets the
 * next size there.
 */
let tusClient: Promise<typeof import('tus-js-client')> | undefined;
// tus-js-client (16 KB gzipped) is fetched when the first file is picked, not with the page.
const loadTusClient = () => (tusClient ??= import('tus-js-client'));

export function startUpload(file: File, target: UploadTarget, callbacks: UploadCallbacks): UploadHandle {
  const resumable = file.size > RESUMABLE_THRESHOLD_BYTES;
  const created = loadTusClient().then(({ Upload: TusUpload }) => {
    const upload: Upload = new TusUpload(file, {
      endpoint: UPLOADS_ENDPOINT,
      metadata: uploadMetadata(file, target),
      retryDelays: retrySchedule(UPLOAD_RETRIES),
      onShouldRetry: shouldRetry,
      onBeforeRequest: async (request) => {
        request.setHeader('Authorization', `Bearer ${await tokenManager.getToken()}`);
      },
      ...(resumable
        ? {
            chunkSize: FIRST_CHUNK_BYTES,
            onChunkComplete: () => {
              upload.options.chunkSize = nextChunkBytes(upload.options.chunkSize ?? FIRST_CHUNK_BYTES);
            },
            fingerprint: (fingerprinted: File) => Promise.resolve(uploadFingerprint(fingerprinted, target)),
            urlStorage: resumableUploads,
            storeFingerprintForResuming: true,
            removeFingerprintOnSuccess: true,
          }
        : { uploadDataDuringCreation: true, storeFingerprintForResuming: false }),
      onProgress: callbacks.onProgress,
      onSuccess: () => {
        const uploadUrl = upload.url ?? '';
        callbacks.onSuccess(addressFromUploadUrl(uploadUrl), uploadUrl);
      },
      onError: (error) => callbacks.onError(uploadErrorMessage(error), isFileRefused(error)),
    });
    return upload;
  });

  const begin = async () => {
    const upload = await created;
    if (resumable) {
      const [previous] = await upload.findPreviousUploads();
      if (previous) {
        upload.resumeFromPreviousUpload(previous);
      }
    }
    upload.start();
  };
  void begin().catch((error: unknown) =>
    callbacks.onError(error instanceof Error ? error.message : String(error), false),
  );

  return {
    pause: async () => (await created).abort(false),
    resume: () => void created.then((upload) => upload.start()),
    cancel: async () => (await created).abort(true),
  };
}
