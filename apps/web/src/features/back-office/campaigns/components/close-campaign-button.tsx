import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DialogActions } from '@/components/dialog-actions';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useCloseCampaign } from '../api/campaign-actions';

/** Close campaign, after a confirmation saying what closing does. */
export function CloseCampaignButton({ campaignId, title }: { campaignId: string; title: string }) {
  const { t } = useLingui();
  const [confirming, confirmation] = useDisclosure(false);
  const closing = useCloseCampaign({ onSuccess: confirmation.close });
  const close = useOneAtATime(() => closing.mutateAsync(campaignId).catch(() => undefined));

  return (
    <>
      <Button variant="light" color="red" onClick={confirmation.open}>
        <Trans>Close campaign</Trans>
      </Button>
      <Modal opened={confirming} onClose={confirmation.close} title={t`Close “${title}”?`} centered>
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              Closing stops new applications, invitations and invite links. Tasks already under way go on. A closed
              campaign cannot be edited or opened again.
            </Trans>
          </Text>
          <DialogActions onCancel={confirmation.close} cancelLabel={t`Keep open`}>
            <Button color="red" onClick={() => void close()} loading={closing.isPending}>
              <Trans>Close campaign</Trans>
            </Button>
          </DialogActions>
        </Stack>
      </Modal>
    </>
  );
}
