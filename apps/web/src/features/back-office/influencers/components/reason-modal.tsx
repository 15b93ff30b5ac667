import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { Influencer } from '@portal/domain/admin';
import { DialogActions } from '@/components/dialog-actions';
import { translateDomainMessage } from '@/lib/i18n/translate-errors';
import type { UntranslatedMessage } from '@/lib/i18n/translate-message';
import { useOneAtATime } from '@/lib/use-one-at-a-time';

/** A reason checked by the domain's schema: the reason to send, or the message of why not. */
type ParsedReason =
  { success: true; data: { reason: string } } | { success: false; error: { issues: { message: string }[] } };

interface ReasonModalProps {
  /** The influencer the action is about; the modal is closed when null. */
  influencer: Influencer | null;
  onClose: () => void;
  title: (name: string) => string;
  explanation: ReactNode;
  reasonDescription?: string;
  maxLength: number;
  parse: (input: { reason: string }) => ParsedReason;
  /** What an empty reason says when the schema gives no message. */
  reasonRequired: MessageDescriptor;
  action: { run: (input: { userId: string; reason: string }) => Promise<unknown>; pending: boolean };
  submitLabel: ReactNode;
}

/**
 * A back-office action on an influencer's account that takes a written reason (a ban, an
 * erasure): what it does, the reason checked by the domain's schema, and a red button.
 */
export function ReasonModal(props: ReasonModalProps) {
  const { influencer, onClose, action } = props;
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<UntranslatedMessage | null>(null);

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const submit = useOneAtATime(async (userId: string) => {
    const parsed = props.parse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? props.reasonRequired);
      return;
    }
    await action
      .run({ userId, reason: parsed.data.reason })
      .then(close)
      .catch(() => undefined);
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (influencer) {
      void submit(influencer.id);
    }
  };

  return (
    <Modal opened={influencer !== null} onClose={close} title={props.title(influencer?.fullName ?? '')} centered>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Text size="sm">{props.explanation}</Text>
          <Textarea
            label={t`Reason`}
            description={props.reasonDescription}
            required
            minRows={3}
            maxLength={props.maxLength}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            error={error && translateDomainMessage(error)}
            data-autofocus
          />
          <DialogActions onCancel={close}>
            <Button type="submit" color="red" loading={action.pending}>
              {props.submitLabel}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
