import { logoUrlForUpload } from '@portal/domain/admin';
import type { UntranslatedMessage } from '@/lib/i18n/translate-message';
import { startUpload } from '@/lib/uploads/start-upload';

export interface LogoUploadCallbacks {
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  /** The logo's public address, for `brandLogoUrl`. */
  onSuccess: (logoUrl: string) => void;
  onError: (message: UntranslatedMessage) => void;
}

/**
 * Uploads a brand logo through the shared upload starter (tus, purpose `logo`, no campaign).
 * Answers a function that stops the upload and has the server delete what it holds.
 */
export function uploadLogo(file: File, callbacks: LogoUploadCallbacks): () => void {
  const upload = startUpload(
    file,
    { purpose: 'logo' },
    {
      onProgress: callbacks.onProgress,
      onSuccess: (_address, uploadUrl) => callbacks.onSuccess(logoUrlForUpload(uploadUrl)),
      onError: callbacks.onError,
    },
  );
  return () => void upload.cancel().catch(() => undefined);
}
