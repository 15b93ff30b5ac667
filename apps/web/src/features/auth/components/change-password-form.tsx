import { Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ChangePasswordSchema } from '@portal/domain/auth';
import { maxLengthOf } from '@portal/domain/validation';
import { PasswordField } from '@/components/password-field';
import { focusFirstInvalidField } from '@/lib/focus-first-invalid-field';
import type { ChangePassword } from '@portal/domain/auth';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordForm() {
  const form = useForm<ChangePassword>({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(ChangePasswordSchema, { sync: true }),
  });
  const passwordChange = useChangePassword({ onSuccess: () => form.reset() });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => passwordChange.mutate(values), focusFirstInvalidField(form))}>
      <Stack>
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          maxLength={maxLengthOf(ChangePasswordSchema.shape.currentPassword)}
          key={form.key('currentPassword')}
          {...form.getInputProps('currentPassword')}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          maxLength={maxLengthOf(ChangePasswordSchema.shape.newPassword)}
          key={form.key('newPassword')}
          {...form.getInputProps('newPassword')}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          maxLength={maxLengthOf(ChangePasswordSchema.shape.confirmPassword)}
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={passwordChange.isPending} style={{ alignSelf: 'flex-start' }}>
          Update Password
        </Button>
      </Stack>
    </form>
  );
}
