import { Trans } from '@lingui/react/macro';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { DialogActions } from '@/components/dialog-actions';

interface ConfirmBatchDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, with the batch's count and total. */
  description: string;
  /** Fields the confirmation needs (a reference). */
  children?: ReactNode;
  /** Why the last try failed, and what to do. */
  failure: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The last step before money moves: what, how many and how much, confirmed or cancelled. */
export function ConfirmBatchDialog({
  opened,
  title,
  description,
  children,
  failure,
  confirmLabel,
  pending,
  onCancel,
  onConfirm,
}: ConfirmBatchDialogProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{description}</Text>
          {children}
          {failure && (
            <Alert color="red" variant="light" role="alert" title={<Trans>Not sent</Trans>}>
              {failure}
            </Alert>
          )}
          <DialogActions onCancel={onCancel}>
            <Button type="submit" loading={pending}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
