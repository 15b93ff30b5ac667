import { useCallback, useEffect, useRef, useState } from 'react';
import type { UntranslatedMessage } from '@/lib/i18n/translate-message';
import { uploadLogo } from '../api/upload-logo';

export type LogoUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; percent: number }
  | { status: 'error'; fileName: string; message: UntranslatedMessage };

/** One logo upload at a time: its progress, then the logo's address handed to `onUploaded`. */
export function useLogoUpload(onUploaded: (logoUrl: string) => void) {
  const [state, setState] = useState<LogoUploadState>({ status: 'idle' });
  const stop = useRef<(() => void) | null>(null);

  const cancel = useCallback(() => {
    stop.current?.();
    stop.current = null;
    setState({ status: 'idle' });
  }, []);

  const start = useCallback(
    (file: File) => {
      stop.current?.();
      setState({ status: 'uploading', fileName: file.name, percent: 0 });
      stop.current = uploadLogo(file, {
        onProgress: (sent, total) =>
          setState({
            status: 'uploading',
            fileName: file.name,
            percent: total > 0 ? Math.round((sent / total) * 100) : 0,
          }),
        onSuccess: (logoUrl) => {
          stop.current = null;
          setState({ status: 'idle' });
          onUploaded(logoUrl);
        },
        onError: (message) => {
          stop.current = null;
          setState({ status: 'error', fileName: file.name, message });
        },
      });
    },
    [onUploaded],
  );

  // Leaving the form stops an upload under way.
  useEffect(() => () => stop.current?.(), []);

  return { state, start, cancel };
}
