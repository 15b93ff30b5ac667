import { DetailedError, Upload } from 'tus-js-client';
import { LOGO_KIND, logoUrlForUpload } from '@portal/domain/admin';
import { isRetryableStatus, retrySchedule } from '@portal/domain/uploads';
import { tokenManager } from '@/lib/token-manager';
import { uploadErrorMessage } from '@/lib/uploads/start-upload';

const UPLOADS_ENDPOINT = '/api/uploads';
const RETRIES = 4;

export interface LogoUploadCallbacks {
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  /** The logo's public address, for `brandLogoUrl`. */
  onSuccess: (logoUrl: string) => void;
  onError: (message: string) => void;
}

const shouldRetry = (error: DetailedError) =>
  !error.originalResponse || isRetryableStatus(error.originalResponse.getStatus());

/**
 * Uploads a brand logo through the upload endpoint (tus) with metadata `kind: 'logos'` and no
 * campaign; the shared `startUpload` is for a creator's files, which always name their campaign.
 * A logo is small, so it goes in one request. Answers a function that stops the upload.
 */
export function uploadLogo(file: File, callbacks: LogoUploadCallbacks): () => void {
  const upload: Upload = new Upload(file, {
    endpoint: UPLOADS_ENDPOINT,
    metadata: { kind: LOGO_KIND, filename: file.name, filetype: file.type },
    retryDelays: retrySchedule(RETRIES),
    onShouldRetry: shouldRetry,
    onBeforeRequest: async (request) => {
      request.setHeader('Authorization', `Bearer ${await tokenManager.getToken()}`);
    },
    uploadDataDuringCreation: true,
    storeFingerprintForResuming: false,
    onProgress: callbacks.onProgress,
    onSuccess: () => callbacks.onSuccess(logoUrlForUpload(upload.url ?? '')),
    onError: (error) => callbacks.onError(uploadErrorMessage(error)),
  });
  upload.start();
  return () => void upload.abort(true).catch(() => undefined);
}
