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
  // Loaded when first asked for, it is first drawn open.
  useOpenerFocusReturn(opened);
  return (
    <Modal opened={opened} onClose={onClose} title="Are you sure you want to accept this task?" centered>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={confirming}>
          Confirm
        </Button>
      </Group>
    </Modal>
  );
}
