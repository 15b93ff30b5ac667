import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { DeletionRequestSchema, type AccountDeletion, type DeletionRequest } from '@portal/domain/privacy';
import { DialogActions } from '@/components/dialog-actions';
import { PasswordField } from '@/components/password-field';
import { ApiClientError } from '@/lib/api-client';
import { focusFirstInvalidField } from '@/lib/focus-first-invalid-field';
import { formatDate } from '@/lib/format-date';
import { translateDomainMessage, translateErrors } from '@/lib/i18n/translate-errors';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';
import { useRequestDeletion } from '../api/deletion';

/** The field of the form a refusal of the server is about. */
const FIELD_OF_REFUSAL: Record<string, keyof DeletionRequest> = {
  'invalid-password': 'password',
  'deletion-confirmation-mismatch': 'confirmation',
};

interface DeleteAccountCardProps {
  /** The account's e-mail address, shown as what to type to confirm. */
  email?: string;
  /**
   * Called once the deletion is asked for: every session has ended, so the page signs out here
   * (the account can be restored by signing in again before the date).
   */
  onDeleted: (deletion: AccountDeletion) => void;
}

/**
 * "Delete my account": a danger zone whose button opens a confirmation asking for the password
 * and the account's e-mail address typed again. The account is erased after a grace period;
 * signing in before then offers to cancel.
 */
export function DeleteAccountCard({ email, onDeleted }: DeleteAccountCardProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [opened, setOpened] = useState(false);
  const request = useRequestDeletion();
  const form = useForm<DeletionRequest>({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmation: '' },
    validate: (values) => translateErrors(schemaResolver(DeletionRequestSchema, { sync: true })(values)),
  });

  const close = () => {
    form.reset();
    setOpened(false);
  };

  const submit = async (values: DeletionRequest) => {
    try {
      const deletion = await request.mutateAsync(values);
      const date = formatDate(deletion.eraseAfter);
      notify.success(msg`Your account will be deleted on ${date}. Sign in before then to cancel the deletion.`);
      close();
      onDeleted(deletion);
    } catch (error) {
      const field = error instanceof ApiClientError ? FIELD_OF_REFUSAL[error.code] : undefined;
      if (field && error instanceof ApiClientError) {
        form.setFieldError(field, translateDomainMessage(error.reason));
        form.getInputNode(field)?.focus();
      } else {
        notifyMutationFailure(msg`Your account could not be deleted`)(error as Error);
      }
    }
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          <Trans>Delete my account</Trans>
        </Title>
        <Text size="sm">
          <Trans>
            Your profile, payment details, identity document, messages and files are erased after a grace period.
            Payments already made are kept for the accounts, without your name. You are signed out everywhere at once;
            signing in again before the date lets you cancel.
          </Trans>
        </Text>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={() => setOpened(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Delete my account</Trans>
        </Button>
      </Stack>
      <Modal opened={opened} onClose={close} title={t`Delete your account?`} centered>
        <form noValidate onSubmit={form.onSubmit((values) => submit(values), focusFirstInvalidField(form))}>
          <Stack gap="md">
            <Text size="sm">
              <Trans>
                Tasks in progress are withdrawn and the brands are told. This cannot be undone once the grace period is
                over.
              </Trans>
            </Text>
            <PasswordField
              label={t`Password`}
              autoComplete="current-password"
              required
              data-autofocus
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <TextInput
              label={t`Type your e-mail address to confirm`}
              description={email ? t`Type ${email} exactly as shown.` : undefined}
              autoComplete="off"
              spellCheck={false}
              required
              key={form.key('confirmation')}
              {...form.getInputProps('confirmation')}
            />
            <DialogActions onCancel={close}>
              <Button type="submit" color="red" loading={request.isPending}>
                <Trans>Delete my account</Trans>
              </Button>
            </DialogActions>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
