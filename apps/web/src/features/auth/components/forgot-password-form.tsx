import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ForgotPasswordSchema, type ForgotPassword } from '@portal/domain/auth';
import { maxLengthOf } from '@portal/domain/validation';
import { FormFailure } from '@/components/form-failure';
import { focusFirstInvalidField } from '@/lib/focus-first-invalid-field';
import { translateErrors } from '@/lib/i18n/translate-errors';
import { useFormFailure } from '@/lib/use-form-failure';
import { useRequestPasswordReset } from '../api/request-password-reset';

export function ForgotPasswordForm() {
  const failure = useFormFailure();
  const { t } = useLingui();
  const passwordResetRequest = useRequestPasswordReset();
  const form = useForm<ForgotPassword>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: (values) => translateErrors(schemaResolver(ForgotPasswordSchema, { sync: true })(values)),
  });

  return (
    <form
      noValidate
      aria-describedby={failure.describedBy}
      onSubmit={form.onSubmit(
        failure.watching(({ email }: ForgotPassword) => passwordResetRequest.mutateAsync(email).catch(() => undefined)),
        focusFirstInvalidField(form),
      )}
    >
      <Stack>
        <FormFailure id={failure.id} failure={failure.failure} />
        {passwordResetRequest.isSuccess && (
          <Alert color="teal" role="status">
            {/* The same answer whether or not the address is known, so accounts cannot be probed. */}
            <Trans>
              Success - if the email address you entered is valid you will receive instructions on how to reset your
              password by email.
            </Trans>
          </Alert>
        )}
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="email"
          maxLength={maxLengthOf(ForgotPasswordSchema.shape.email)}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={passwordResetRequest.isPending} fullWidth>
          <Trans>Send Reset Instructions</Trans>
        </Button>
      </Stack>
    </form>
  );
}
