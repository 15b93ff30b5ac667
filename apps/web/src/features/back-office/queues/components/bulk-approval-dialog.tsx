import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { DialogActions } from '@/components/dialog-actions';

interface BulkApprovalDialogProps {
  count: number;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Approving the selected items: the count, and what approving each one does. */
export function BulkApprovalDialog({ count, pending, onCancel, onConfirm }: BulkApprovalDialogProps) {
  return (
    <Modal
      opened
      onClose={onCancel}
      title={plural(count, { one: 'Approve # item?', other: 'Approve # items?' })}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Each one is approved on its own, as its Approve button would: its creator is told once the undo window has
            passed. Items another manager has moved on in the meantime are skipped, and you are told why.
          </Trans>
        </Text>
        <DialogActions onCancel={onCancel}>
          <Button onClick={onConfirm} loading={pending} data-autofocus>
            {plural(count, { one: 'Approve # item', other: 'Approve # items' })}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
