import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { MESSAGE_MAX_LENGTH, type MessageSide } from '@portal/domain/messages';
import { UploadField } from '@/components/upload-field';
import { useFileUploads } from '@/lib/uploads/use-file-uploads';
import { useSendMessage } from '../api/send-message';
import { forgetDraft, newClientKey, readDraft, saveDraft, type MessageDraft } from './message-draft';

interface MessageComposerProps {
  side: MessageSide;
  taskId: string;
  /** The task's campaign, which its files are uploaded under. */
  campaignId: string;
  onSent?: () => void;
}

/**
 * Writes and sends a message with files. The draft and its key are kept in the tab's session: a
 * reload keeps the text, and a message that was on its way is sent again with the same key, so the
 * server answers the message it may already have, never a second one.
 */
export function MessageComposer({ side, taskId, campaignId, onSent }: MessageComposerProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<MessageDraft>(
    () => readDraft(side, taskId) ?? { body: '', clientKey: newClientKey(), attachments: [], sending: false },
  );
  const uploads = useFileUploads('message', { id: taskId, associatedCampaign: campaignId });
  const send = useSendMessage(side, taskId, {
    onSuccess: () => {
      forgetDraft(side, taskId);
      setDraft({ body: '', clientKey: newClientKey(), attachments: [], sending: false });
      uploads.files.forEach((file) => uploads.remove(file.id));
      onSent?.();
    },
  });

  const keep = (next: MessageDraft) => {
    setDraft(next);
    saveDraft(side, taskId, next);
  };

  const sendDraft = (message: MessageDraft) => {
    keep({ ...message, sending: true });
    send.mutate(
      { body: message.body, attachments: message.attachments, clientKey: message.clientKey },
      { onError: () => keep({ ...message, sending: false }) },
    );
  };

  // A message left on its way by a reload goes again, once, with its own key.
  const resent = useRef(false);
  useEffect(() => {
    if (resent.current || !draft.sending) return;
    resent.current = true;
    sendDraft(draft);
    // Only at the first render: later sends are the button's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const attachments = [...new Set([...draft.attachments, ...uploads.addresses])];
  const empty = draft.body.trim() === '' && attachments.length === 0;
  const tooLong = draft.body.trim().length > MESSAGE_MAX_LENGTH;

  return (
    <Stack
      component="form"
      gap="xs"
      onSubmit={(event) => {
        event.preventDefault();
        if (empty || tooLong || uploads.uploading || send.isPending) return;
        sendDraft({ ...draft, attachments });
      }}
    >
      <Textarea
        label={t`Your message`}
        rows={3}
        value={draft.body}
        error={tooLong ? t`A message can be at most ${MESSAGE_MAX_LENGTH} characters` : undefined}
        onChange={(event) => keep({ ...draft, body: event.currentTarget.value })}
      />
      <UploadField label={t`Attach files`} uploads={uploads} />
      <Group justify="flex-end">
        <Button type="submit" loading={send.isPending} disabled={empty || tooLong || uploads.uploading}>
          {t`Send`}
        </Button>
      </Group>
    </Stack>
  );
}
