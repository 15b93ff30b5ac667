import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Modal, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { translateMessage, type UntranslatedMessage } from '@/lib/i18n/translate-message';

interface BudgetApprovalDialogProps {
  /** The server's reason, with the amounts already counted, this approval's and the budget. */
  reason: UntranslatedMessage;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Approving an application past the campaign's budget: the amounts, and a box to tick to go ahead. */
export function BudgetApprovalDialog({ reason, pending, onCancel, onConfirm }: BudgetApprovalDialogProps) {
  const { t } = useLingui();
  const [confirmed, setConfirmed] = useState(false);
  return (
    <Modal opened onClose={onCancel} title={t`Approve past the budget?`} centered>
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
          {translateMessage(reason)}
        </Alert>
        <Checkbox
          label={t`Approve even though it goes past the budget`}
          checked={confirmed}
          onChange={(event) => setConfirmed(event.currentTarget.checked)}
        />
        <DialogActions onCancel={onCancel}>
          <Button onClick={onConfirm} disabled={!confirmed} loading={pending}>
            <Trans>Approve application</Trans>
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
