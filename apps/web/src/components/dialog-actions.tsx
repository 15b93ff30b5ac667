import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface DialogActionsProps {
  /** Closes the dialog without doing anything. */
  onCancel: () => void;
  /** 'Cancel' unless given. */
  cancelLabel?: string;
  /** The confirming button. */
  children: ReactNode;
}

/** A dialog's buttons, at its end: the way out, then the action. */
export function DialogActions({ onCancel, cancelLabel, children }: DialogActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel ?? <Trans>Cancel</Trans>}
      </Button>
      {children}
    </Group>
  );
}
