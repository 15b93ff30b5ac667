import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DialogActions } from '@/components/dialog-actions';

interface PaymentReferenceModalProps {
  opened: boolean;
  title: string;
  /** What is being paid, to whom. */
  description: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reference: string) => void;
}

/** Confirms a payment made outside the portal, with the transfer's reference when there is one. */
export function PaymentReferenceModal({
  opened,
  title,
  description,
  pending,
  onCancel,
  onConfirm,
}: PaymentReferenceModalProps) {
  const { t } = useLingui();
  const [reference, setReference] = useState('');

  const close = () => {
    setReference('');
    onCancel();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm(reference.trim());
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{description}</Text>
          <TextInput
            label={t`Payment reference (optional)`}
            description={t`E.g. the bank transfer's reference`}
            maxLength={200}
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
            data-autofocus
          />
          <DialogActions onCancel={close}>
            <Button type="submit" loading={pending}>
              <Trans>Confirm payment</Trans>
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
