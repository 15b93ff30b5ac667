import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal } from '@mantine/core';
import { useOpenerFocusReturn } from '@/lib/use-opener-focus-return';

interface AcceptConfirmationProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  confirming: boolean;
}

/** SPEC §4: the confirmation before a task is accepted. */
export function AcceptConfirmation({ opened, onClose, onConfirm, confirming }: AcceptConfirmationProps) {
  const { t } = useLingui();
  // Loaded when first asked for, it is first drawn open.
  useOpenerFocusReturn(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={t`Are you sure you want to accept this task?`} centered>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onConfirm} loading={confirming}>
          <Trans>Confirm</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
