import { useLingui } from '@lingui/react/macro';
import { Button, CloseButton, FileButton, Group, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { acceptAttribute } from '@portal/domain/uploads';
import { translateMessage, type UntranslatedMessage } from '@/lib/i18n/translate-message';
import type { UploadHandle } from '@/lib/uploads/start-upload';

/** A file picked for a message, uploaded at once through the upload module (tus). */
interface Attachment {
  id: string;
  name: string;
  percent: number;
  /** Its address once uploaded. */
  address: string | null;
  error: UntranslatedMessage | null;
}

/**
 * The files of a message being written, each uploaded as soon as it is picked. The upload module
 * (with tus-js-client) is fetched with the first file. A compact picker rather than the submission
 * forms' upload field: a message's files are few and never resumed after a reload.
 */
export function useAttachments(target: { taskId: string; campaignId: string }) {
  const { taskId, campaignId } = target;
  const [files, setFiles] = useState<Attachment[]>([]);
  const handles = useRef(new Map<string, UploadHandle>());

  const add = useCallback(
    (picked: File[]) => {
      for (const file of picked) {
        const id = crypto.randomUUID();
        const update = (change: Partial<Attachment>) =>
          setFiles((current) => current.map((one) => (one.id === id ? { ...one, ...change } : one)));
        setFiles((current) => [...current, { id, name: file.name, percent: 0, address: null, error: null }]);
        import('@/lib/uploads/start-upload').then(
          ({ startUpload }) => {
            const handle = startUpload(
              file,
              { purpose: 'message', campaignId, taskId },
              {
                onProgress: (sent, total) => update({ percent: total > 0 ? Math.round((sent / total) * 100) : 0 }),
                onSuccess: (address) => update({ address, percent: 100 }),
                onError: (error) => update({ error }),
              },
            );
            handles.current.set(id, handle);
          },
          (error: unknown) => update({ error: error instanceof Error ? error.message : String(error) }),
        );
      }
    },
    [taskId, campaignId],
  );

  const remove = useCallback((id: string) => {
    void handles.current
      .get(id)
      ?.cancel()
      .catch(() => undefined);
    handles.current.delete(id);
    setFiles((current) => current.filter((one) => one.id !== id));
  }, []);

  /** Forgets the files once their message is sent (they stay uploaded: the message holds them). */
  const clear = useCallback(() => {
    handles.current.clear();
    setFiles([]);
  }, []);

  // Leaving the page stops the transfers under way.
  useEffect(() => {
    const current = handles.current;
    return () => current.forEach((handle) => void handle.pause().catch(() => undefined));
  }, []);

  return {
    files,
    add,
    remove,
    clear,
    addresses: files.flatMap((one) => (one.address ? [one.address] : [])),
    uploading: files.some((one) => one.address === null && one.error === null),
  };
}

export type Attachments = ReturnType<typeof useAttachments>;

/** The button to pick files, and each picked file with its progress, its failure, and a way to take it off. */
export function AttachmentPicker({ attachments }: { attachments: Attachments }) {
  const { t } = useLingui();
  return (
    <Stack gap={4}>
      {attachments.files.map((file) => {
        const name = file.name;
        return (
          <Group key={file.id} gap="xs" wrap="nowrap">
            <Text size="sm" truncate>
              {name}
            </Text>
            <Text size="xs" c={file.error ? 'red' : 'dimmed'}>
              {file.error ? translateMessage(file.error) : file.address ? t`Uploaded` : `${file.percent}%`}
            </Text>
            <CloseButton size="sm" aria-label={t`Remove ${name}`} onClick={() => attachments.remove(file.id)} />
          </Group>
        );
      })}
      {/* The picker offers the formats a message takes; the server still reads each file's type from its bytes. */}
      <FileButton onChange={attachments.add} multiple accept={acceptAttribute('message')}>
        {(props) => (
          <Button {...props} variant="default" size="compact-sm" style={{ alignSelf: 'flex-start' }}>
            {t`Attach files`}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
