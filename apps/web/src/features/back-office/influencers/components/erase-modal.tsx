import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { Influencer } from '@portal/domain/admin';
import { EraseAccountSchema } from '@portal/domain/privacy';
import { DialogActions } from '@/components/dialog-actions';
import { translateDomainMessage } from '@/lib/i18n/translate-errors';
import type { UntranslatedMessage } from '@/lib/i18n/translate-message';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useEraseInfluencer } from '../api/erase-influencer';

interface EraseModalProps {
  /** The influencer whose account to erase; the modal is closed when null. */
  influencer: Influencer | null;
  onClose: () => void;
}

/** Erases an influencer's account at once, at their request, with the reason kept in the audit trail. */
export function EraseModal({ influencer, onClose }: EraseModalProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<UntranslatedMessage | null>(null);
  const erase = useEraseInfluencer();

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const submit = useOneAtATime(async (userId: string) => {
    const parsed = EraseAccountSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? msg`Please give the reason for erasing this account`);
      return;
    }
    await erase
      .mutateAsync({ userId, reason: parsed.data.reason })
      .then(close)
      .catch(() => undefined);
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (influencer) {
      void submit(influencer.id);
    }
  };

  const name = influencer?.fullName ?? '';
  return (
    <Modal opened={influencer !== null} onClose={close} title={t`Erase ${name}'s account?`} centered>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              Only at the creator&apos;s own request. Their personal data, messages and files are erased now and cannot
              be recovered; their tasks in progress are withdrawn. Payments made stay in the books as &quot;Deleted
              creator&quot;.
            </Trans>
          </Text>
          <Textarea
            label={t`Reason`}
            description={t`For example: how and when the creator asked. Kept in the audit trail.`}
            required
            minRows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            error={error && translateDomainMessage(error)}
            data-autofocus
          />
          <DialogActions onCancel={close}>
            <Button type="submit" color="red" loading={erase.isPending}>
              <Trans>Erase account</Trans>
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
