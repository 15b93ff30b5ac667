import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  MAX_FILES_PER_FIELD,
  nextUploadState,
  type CampaignUploadPurpose,
  type UploadEvent,
  type UploadState,
} from '@portal/domain/uploads';
import type { UntranslatedMessage } from '../i18n/translate-message';
import { findInterruptedUploads, forgetInterruptedUploads, type InterruptedUpload } from './resumable-uploads';
import type { UploadCallbacks, UploadHandle, UploadTarget } from './start-upload';

/**
 * Starts an upload once the upload code has arrived: it (with its rules, then tus-js-client) is
 * fetched when the first file is picked, not with the form.
 */
function startUpload(file: File, target: UploadTarget, callbacks: UploadCallbacks): UploadHandle {
  const started = import('./start-upload').then((uploads) => uploads.startUpload(file, target, callbacks));
  started.catch((error: unknown) => callbacks.onError(error instanceof Error ? error.message : String(error), false));
  return {
    pause: async () => (await started).pause(),
    resume: () =>
      void started.then(
        (upload) => upload.resume(),
        () => undefined,
      ),
    cancel: async () => (await started).cancel(),
  };
}

/** One file of an upload field, with its SPEC §4 upload state. */
export interface FileUpload {
  id: string;
  name: string;
  state: UploadState;
  bytesSent: number;
  bytesTotal: number;
  /** The file's address once it succeeded. */
  address: string | null;
  /** Why it failed, translated when shown. */
  error: UntranslatedMessage | null;
  /** The server refused the file itself (its type, size or emptiness): it can only be removed. */
  refused: boolean;
  /** A local address of the picked image, for its thumbnail (null for other files). */
  preview: string | null;
}

/** Still under way: a submit waits for these (a paused file is not finished either). */
const UNFINISHED: readonly UploadState[] = ['running', 'pausing', 'paused', 'canceling'];

/** The task whose files a field uploads, in the task's campaign. */
interface UploadingTask {
  id: string;
  associatedCampaign: string;
}

/**
 * The files an upload field of a task holds for `purpose`, each uploaded on its own with its own
 * state machine, at most 20; and the field's uploads that a reload or a closed tab interrupted.
 */
export function useFileUploads(purpose: CampaignUploadPurpose, task: UploadingTask) {
  const { id: taskId, associatedCampaign: campaignId } = task;
  const [files, setFiles] = useState<FileUpload[]>([]);
  /** How many of the files picked last were left out for the limit of 20. */
  const [leftOut, setLeftOut] = useState(0);
  const [interrupted, setInterrupted] = useState<InterruptedUpload[]>([]);
  const handles = useRef(new Map<string, UploadHandle>());
  const nextId = useRef(0);

  // Read once, before this page starts uploads of its own (those are remembered the same way).
  useEffect(() => {
    let current = true;
    void findInterruptedUploads({ purpose, campaignId }).then((found) => {
      if (current) setInterrupted(found);
    });
    return () => {
      current = false;
    };
  }, [purpose, campaignId]);

  const update = useCallback((id: string, change: (file: FileUpload) => Partial<FileUpload>) => {
    setFiles((current) => current.map((file) => (file.id === id ? { ...file, ...change(file) } : file)));
  }, []);

  const send = useCallback(
    (id: string, event: UploadEvent, extra: Partial<FileUpload> = {}) =>
      update(id, (file) => ({ state: nextUploadState(file.state, event), ...extra })),
    [update],
  );

  const add = useCallback(
    (picked: readonly File[]) => {
      const room = Math.max(0, MAX_FILES_PER_FIELD - files.length);
      const added = picked.slice(0, room);
      setLeftOut(picked.length - added.length);
      // A file picked again resumes its interrupted upload: it is no longer waiting to be picked.
      const names = new Set(added.map((file) => file.name));
      setInterrupted((current) => current.filter((upload) => !names.has(upload.fileName)));
      const started = added.map((file) => {
        nextId.current += 1;
        const id = `upload-${nextId.current}`;
        handles.current.set(
          id,
          startUpload(
            file,
            { purpose, campaignId, taskId },
            {
              onProgress: (bytesSent, bytesTotal) => update(id, () => ({ bytesSent, bytesTotal })),
              onSuccess: (address) => send(id, 'succeed', { address }),
              onError: (error, refused) => send(id, 'fail', { error, refused }),
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
          refused: false,
          preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
        } satisfies FileUpload;
      });
      setFiles((current) => [...current, ...started]);
    },
    [files.length, purpose, campaignId, taskId, update, send],
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

  /** Tries a failed upload again, from the bytes the server already has. */
  const retry = useCallback(
    (id: string) => {
      send(id, 'retry', { error: null });
      handles.current.get(id)?.resume();
    },
    [send],
  );

  /** Stops offering the interrupted uploads: they will not be resumed. */
  const forgetInterrupted = useCallback(() => {
    setInterrupted([]);
    void forgetInterruptedUploads(interrupted);
  }, [interrupted]);

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
      if (file?.preview) URL.revokeObjectURL(file.preview);
      setFiles((current) => current.filter((candidate) => candidate.id !== id));
    },
    [files],
  );

  // Leaving the page stops the transfers; resumable ones resume on the next visit.
  useEffect(() => {
    const current = handles.current;
    return () => current.forEach((handle) => void handle.pause().catch(() => undefined));
  }, []);

  // The thumbnails' local copies are let go with the page.
  const previews = useRef<string[]>([]);
  useEffect(() => {
    previews.current = files.flatMap((file) => (file.preview ? [file.preview] : []));
  }, [files]);
  useEffect(() => {
    const current = previews;
    return () => current.current.forEach((preview) => URL.revokeObjectURL(preview));
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
    leftOut,
    interrupted,
    add,
    pause,
    resume,
    retry,
    cancel,
    remove,
    forgetInterrupted,
  };
}

export type FileUploads = ReturnType<typeof useFileUploads>;
