import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ResetPasswordSchema, type ResetPassword } from '@portal/domain/auth';
import { maxLengthOf } from '@portal/domain/validation';
import { FormFailure } from '@/components/form-failure';
import { PasswordField } from '@/components/password-field';
import { focusFirstInvalidField } from '@/lib/focus-first-invalid-field';
import { translateErrors } from '@/lib/i18n/translate-errors';
import { useFormFailure } from '@/lib/use-form-failure';
import { useResetPassword } from '../api/reset-password';

interface ResetPasswordFormProps {
  /** The token of the e-mailed reset link. */
  token: string;
  onPasswordReset: () => void;
}

export function ResetPasswordForm({ token, onPasswordReset }: ResetPasswordFormProps) {
  const failure = useFormFailure();
  const { t } = useLingui();
  const passwordReset = useResetPassword({ onSuccess: onPasswordReset });
  const form = useForm<ResetPassword>({
    mode: 'uncontrolled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: (values) => translateErrors(schemaResolver(ResetPasswordSchema, { sync: true })(values)),
  });

  return (
    <form
      noValidate
      aria-describedby={failure.describedBy}
      onSubmit={form.onSubmit(
        failure.watching(({ newPassword }: ResetPassword) =>
          passwordReset.mutateAsync({ newPassword, token }).catch(() => undefined),
        ),
        focusFirstInvalidField(form),
      )}
    >
      <Stack>
        <FormFailure id={failure.id} failure={failure.failure} />
        <PasswordField
          label={t`New Password`}
          autoComplete="new-password"
          maxLength={maxLengthOf(ResetPasswordSchema.shape.newPassword)}
          key={form.key('newPassword')}
          {...form.getInputProps('newPassword')}
        />
        <PasswordField
          label={t`Confirm Password`}
          autoComplete="new-password"
          maxLength={maxLengthOf(ResetPasswordSchema.shape.confirmPassword)}
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={passwordReset.isPending} fullWidth>
          <Trans>Reset Password</Trans>
        </Button>
      </Stack>
    </form>
  );
}
