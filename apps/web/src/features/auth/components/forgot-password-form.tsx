import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ForgotPasswordSchema, type ForgotPassword } from '@portal/domain/auth';
import { maxLengthOf } from '@portal/domain/validation';
import { focusFirstInvalidField } from '@/lib/focus-first-invalid-field';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** The same answer whether or not the address is known, so accounts cannot be probed. */
const RESET_REQUESTED_MESSAGE =
  'Success - if the email address you entered is valid you will receive instructions on how to reset your password by email.';

export function ForgotPasswordForm() {
  const passwordResetRequest = useRequestPasswordReset();
  const form = useForm<ForgotPassword>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(ForgotPasswordSchema, { sync: true }),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ email }) => passwordResetRequest.mutate(email), focusFirstInvalidField(form))}
    >
      <Stack>
        {passwordResetRequest.isSuccess && (
          <Alert color="teal" role="status">
            {RESET_REQUESTED_MESSAGE}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={maxLengthOf(ForgotPasswordSchema.shape.email)}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={passwordResetRequest.isPending} fullWidth>
          Send Reset Instructions
        </Button>
      </Stack>
    </form>
  );
}
