import { DetailedError, Upload } from 'tus-js-client';
import {
  isRetryableStatus,
  RESUMABLE_THRESHOLD_BYTES,
  retrySchedule,
  UPLOAD_POLICIES,
  type CampaignUploadPurpose,
} from '@portal/domain/uploads';
import { tokenManager } from '../token-manager';

const UPLOADS_ENDPOINT = '/api/uploads';
const RESUMABLE_CHUNK_BYTES = 5 * 1024 * 1024;
const RETRIES = 6;

/** SPEC §8 storage statuses, for an answer without a text body of its own. */
const STATUS_MESSAGES: Record<number, string> = {
  401: 'You are not signed in',
  402: 'The storage quota is exceeded',
  403: 'You are not allowed to upload this file',
  404: 'The upload was not found',
  413: 'File is too large',
};

/** What an upload is for: a creator's files under their campaign, or a brand logo (admins), under none. */
export type UploadTarget = { purpose: CampaignUploadPurpose; campaignId: string } | { purpose: 'logo' };

export interface UploadCallbacks {
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  /** The file's address (the object key the server gave it) and the upload's URL. */
  onSuccess: (address: string, uploadUrl: string) => void;
  onError: (message: string) => void;
}

/** A started upload, paused by aborting and resumed by starting again (tus keeps the offset). */
export interface UploadHandle {
  pause: () => Promise<void>;
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

/** The server's text for a refused upload, or a clear message for its status. */
export function uploadErrorMessage(error: Error): string {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response) {
    return error.message || 'Upload failed';
  }
  const body = response.getBody().trim();
  const status = response.getStatus();
  if (body !== '' && !body.startsWith('{')) {
    return body;
  }
  return STATUS_MESSAGES[status] ?? `Upload failed (${status})`;
}

const shouldRetry = (error: DetailedError) =>
  !error.originalResponse || isRetryableStatus(error.originalResponse.getStatus());

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
 * Starts a tus upload of one file to its target (SPEC §7 file storage): small files in one
 * request, larger ones resumable in chunks, remembered so that a reload resumes them.
 */
export function startUpload(file: File, target: UploadTarget, callbacks: UploadCallbacks): UploadHandle {
  const resumable = file.size > RESUMABLE_THRESHOLD_BYTES;
  const upload: Upload = new Upload(file, {
    endpoint: UPLOADS_ENDPOINT,
    metadata: uploadMetadata(file, target),
    retryDelays: retrySchedule(RETRIES),
    onShouldRetry: shouldRetry,
    onBeforeRequest: async (request) => {
      request.setHeader('Authorization', `Bearer ${await tokenManager.getToken()}`);
    },
    ...(resumable
      ? { chunkSize: RESUMABLE_CHUNK_BYTES, storeFingerprintForResuming: true, removeFingerprintOnSuccess: true }
      : { uploadDataDuringCreation: true, storeFingerprintForResuming: false }),
    onProgress: callbacks.onProgress,
    onSuccess: () => {
      const uploadUrl = upload.url ?? '';
      callbacks.onSuccess(addressFromUploadUrl(uploadUrl), uploadUrl);
    },
    onError: (error) => callbacks.onError(uploadErrorMessage(error)),
  });

  const begin = async () => {
    if (resumable) {
      const [previous] = await upload.findPreviousUploads();
      if (previous) {
        upload.resumeFromPreviousUpload(previous);
      }
    }
    upload.start();
  };
  void begin().catch((error: unknown) => callbacks.onError(error instanceof Error ? error.message : String(error)));

  return {
    pause: () => upload.abort(false),
    resume: () => upload.start(),
    cancel: () => upload.abort(true),
  };
}
