import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ChangePasswordSchema, PASSWORD_PROBLEMS } from '@portal/domain/auth';
import { maxLengthOf } from '@portal/domain/validation';
import { FormFailure } from '@/components/form-failure';
import { PasswordField } from '@/components/password-field';
import { focusFirstInvalidField } from '@/lib/focus-first-invalid-field';
import { translateDomainMessage, translateErrors } from '@/lib/i18n/translate-errors';
import type { ChangePassword } from '@portal/domain/auth';
import { useFormFailure } from '@/lib/use-form-failure';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordForm() {
  const failure = useFormFailure();
  const { t } = useLingui();
  const form = useForm<ChangePassword>({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => translateErrors(schemaResolver(ChangePasswordSchema, { sync: true })(values)),
  });
  const passwordChange = useChangePassword({
    onSuccess: () => form.reset(),
    onPasswordsMismatch: () => {
      form.setFieldError('confirmPassword', translateDomainMessage(PASSWORD_PROBLEMS.mismatch.message));
      form.getInputNode('confirmPassword')?.focus();
    },
  });

  return (
    <form
      noValidate
      aria-describedby={failure.describedBy}
      onSubmit={form.onSubmit(
        failure.watching((values: ChangePassword) => passwordChange.mutateAsync(values).catch(() => undefined)),
        focusFirstInvalidField(form),
      )}
    >
      <Stack>
        <FormFailure id={failure.id} failure={failure.failure} />
        <PasswordField
          label={t`Current Password`}
          autoComplete="current-password"
          maxLength={maxLengthOf(ChangePasswordSchema.shape.currentPassword)}
          key={form.key('currentPassword')}
          {...form.getInputProps('currentPassword')}
        />
        <PasswordField
          label={t`New Password`}
          autoComplete="new-password"
          maxLength={maxLengthOf(ChangePasswordSchema.shape.newPassword)}
          key={form.key('newPassword')}
          {...form.getInputProps('newPassword')}
        />
        <PasswordField
          label={t`Confirm New Password`}
          autoComplete="new-password"
          maxLength={maxLengthOf(ChangePasswordSchema.shape.confirmPassword)}
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={passwordChange.isPending} style={{ alignSelf: 'flex-start' }}>
          <Trans>Update Password</Trans>
        </Button>
      </Stack>
    </form>
  );
}
