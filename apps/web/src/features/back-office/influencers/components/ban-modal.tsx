import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { BanSchema, MAX_BAN_REASON_LENGTH, type Influencer } from '@portal/domain/admin';
import { DialogActions } from '@/components/dialog-actions';
import { translateDomainMessage } from '@/lib/i18n/translate-errors';
import type { UntranslatedMessage } from '@/lib/i18n/translate-message';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useBanInfluencer } from '../api/ban-influencer';

interface BanModalProps {
  /** The influencer to ban; the modal is closed when null. */
  influencer: Influencer | null;
  onClose: () => void;
}

/** Bans an influencer, with a required reason. */
export function BanModal({ influencer, onClose }: BanModalProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<UntranslatedMessage | null>(null);
  const ban = useBanInfluencer();

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const submit = useOneAtATime(async (userId: string) => {
    const parsed = BanSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? msg`Please give a reason for the ban`);
      return;
    }
    await ban
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
    <Modal opened={influencer !== null} onClose={close} title={t`Ban ${name}`} centered>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Text size="sm">
            <Trans>A banned influencer can no longer sign in. The reason is kept with the ban.</Trans>
          </Text>
          <Textarea
            label={t`Reason`}
            required
            minRows={3}
            maxLength={MAX_BAN_REASON_LENGTH}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            error={error && translateDomainMessage(error)}
            data-autofocus
          />
          <DialogActions onCancel={close}>
            <Button type="submit" color="red" loading={ban.isPending}>
              <Trans>Ban influencer</Trans>
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
