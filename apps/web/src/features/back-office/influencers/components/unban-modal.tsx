import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text } from '@mantine/core';
import type { Influencer } from '@portal/domain/admin';
import { DialogActions } from '@/components/dialog-actions';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useUnbanInfluencer } from '../api/unban-influencer';

interface UnbanModalProps {
  /** The influencer whose ban to lift; the modal is closed when null. */
  influencer: Influencer | null;
  onClose: () => void;
}

/** Asks before lifting a ban. */
export function UnbanModal({ influencer, onClose }: UnbanModalProps) {
  const { t } = useLingui();
  const unban = useUnbanInfluencer();
  const confirm = useOneAtATime(async (userId: string) => {
    await unban
      .mutateAsync(userId)
      .then(onClose)
      .catch(() => undefined);
  });

  const name = influencer?.fullName ?? '';
  return (
    <Modal opened={influencer !== null} onClose={onClose} title={t`Unban ${name}?`} centered>
      <Stack gap="md">
        <Text size="sm">
          <Trans>They will be able to sign in again.</Trans>
        </Text>
        <DialogActions onCancel={onClose}>
          <Button loading={unban.isPending} onClick={() => influencer && void confirm(influencer.id)}>
            <Trans>Lift ban</Trans>
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
