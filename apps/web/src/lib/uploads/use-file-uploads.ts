import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  nextUploadState,
  type CampaignUploadPurpose,
  type UploadEvent,
  type UploadState,
} from '@portal/domain/uploads';
import { startUpload, type UploadHandle } from './start-upload';

/** One file of an upload field, with its SPEC §4 upload state. */
export interface FileUpload {
  id: string;
  name: string;
  state: UploadState;
  bytesSent: number;
  bytesTotal: number;
  /** The file's address once it succeeded. */
  address: string | null;
  /** Why it failed. */
  error: string | null;
}

/** Still under way: a submit waits for these (a paused file is not finished either). */
const UNFINISHED: readonly UploadState[] = ['running', 'pausing', 'paused', 'canceling'];

/** The files an upload field holds for `purpose`, each uploaded on its own with its own state machine. */
export function useFileUploads(purpose: CampaignUploadPurpose, campaignId: string) {
  const [files, setFiles] = useState<FileUpload[]>([]);
  const handles = useRef(new Map<string, UploadHandle>());
  const nextId = useRef(0);

  const update = useCallback((id: string, change: (file: FileUpload) => Partial<FileUpload>) => {
    setFiles((current) => current.map((file) => (file.id === id ? { ...file, ...change(file) } : file)));
  }, []);

  const send = useCallback(
    (id: string, event: UploadEvent, extra: Partial<FileUpload> = {}) =>
      update(id, (file) => ({ state: nextUploadState(file.state, event), ...extra })),
    [update],
  );

  const add = useCallback(
    (added: readonly File[]) => {
      const started = added.map((file) => {
        nextId.current += 1;
        const id = `upload-${nextId.current}`;
        handles.current.set(
          id,
          startUpload(
            file,
            { purpose, campaignId },
            {
              onProgress: (bytesSent, bytesTotal) => update(id, () => ({ bytesSent, bytesTotal })),
              onSuccess: (address) => send(id, 'succeed', { address }),
              onError: (error) => send(id, 'fail', { error }),
            },
          ),
        );
        return {
          id,
          name: file.name,
          state: 'running',
          bytesSent: 0,
          bytesTotal: file.size,
          address: null,
          error: null,
        } satisfies FileUpload;
      });
      setFiles((current) => [...current, ...started]);
    },
    [purpose, campaignId, update, send],
  );

  const pause = useCallback(
    async (id: string) => {
      send(id, 'pause');
      await handles.current.get(id)?.pause();
      send(id, 'paused');
    },
    [send],
  );

  const resume = useCallback(
    (id: string) => {
      send(id, 'resume');
      handles.current.get(id)?.resume();
    },
    [send],
  );

  const cancel = useCallback(
    async (id: string) => {
      send(id, 'cancel');
      await handles.current
        .get(id)
        ?.cancel()
        .catch(() => undefined);
      send(id, 'canceled');
    },
    [send],
  );

  /** Takes a file off the list; one not finished is stopped and deleted on the server. */
  const remove = useCallback(
    (id: string) => {
      const file = files.find((candidate) => candidate.id === id);
      if (file && file.state !== 'success') {
        void handles.current
          .get(id)
          ?.cancel()
          .catch(() => undefined);
      }
      handles.current.delete(id);
      setFiles((current) => current.filter((candidate) => candidate.id !== id));
    },
    [files],
  );

  // Leaving the page stops the transfers; resumable ones resume on the next visit.
  useEffect(() => {
    const current = handles.current;
    return () => current.forEach((handle) => void handle.pause().catch(() => undefined));
  }, []);

  const addresses = useMemo(
    () => files.flatMap((file) => (file.state === 'success' && file.address ? [file.address] : [])),
    [files],
  );

  return {
    purpose,
    files,
    addresses,
    uploading: files.some((file) => UNFINISHED.includes(file.state)),
    add,
    pause,
    resume,
    cancel,
    remove,
  };
}

export type FileUploads = ReturnType<typeof useFileUploads>;
