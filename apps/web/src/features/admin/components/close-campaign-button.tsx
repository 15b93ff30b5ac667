import { Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DialogActions } from '@/components/dialog-actions';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useCloseCampaign } from '../api/campaign-actions';

/** Close campaign, after a confirmation saying what closing does. */
export function CloseCampaignButton({ campaignId, title }: { campaignId: string; title: string }) {
  const [confirming, confirmation] = useDisclosure(false);
  const closing = useCloseCampaign({ onSuccess: confirmation.close });
  const close = useOneAtATime(() => closing.mutateAsync(campaignId).catch(() => undefined));

  return (
    <>
      <Button variant="light" color="red" onClick={confirmation.open}>
        Close campaign
      </Button>
      <Modal opened={confirming} onClose={confirmation.close} title={`Close “${title}”?`} centered>
        <Stack gap="md">
          <Text size="sm">
            Closing stops new applications, invitations and invite links. Tasks already under way go on. A closed
            campaign cannot be edited or opened again.
          </Text>
          <DialogActions onCancel={confirmation.close} cancelLabel="Keep open">
            <Button color="red" onClick={() => void close()} loading={closing.isPending}>
              Close campaign
            </Button>
          </DialogActions>
        </Stack>
      </Modal>
    </>
  );
}
