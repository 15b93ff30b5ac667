import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { MessageSide } from '@portal/domain/messages';
import { useSendMessage } from '../api/send-message';
import { AttachmentPicker, useAttachments } from './message-attachments';
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
  const uploads = useAttachments({ taskId, campaignId });
  const send = useSendMessage(side, taskId, {
    onSuccess: () => {
      forgetDraft(side, taskId);
      setDraft({ body: '', clientKey: newClientKey(), attachments: [], sending: false });
      uploads.clear();
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

  return (
    <Stack
      component="form"
      gap="xs"
      onSubmit={(event) => {
        event.preventDefault();
        if (empty || uploads.uploading || send.isPending) return;
        sendDraft({ ...draft, attachments });
      }}
    >
      <Textarea
        label={t`Your message`}
        rows={3}
        value={draft.body}
        onChange={(event) => keep({ ...draft, body: event.currentTarget.value })}
      />
      <AttachmentPicker attachments={uploads} />
      <Group justify="flex-end">
        <Button type="submit" loading={send.isPending} disabled={empty || uploads.uploading}>
          {t`Send`}
        </Button>
      </Group>
    </Stack>
  );
}
