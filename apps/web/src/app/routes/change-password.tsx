import { Paper, Stack, Title } from '@mantine/core';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';

export function ChangePasswordRoute() {
  return (
    <Stack gap="lg" maw={480}>
      <Title order={1}>Change Password</Title>
      <Paper withBorder radius="md" p="lg">
        <ChangePasswordForm />
      </Paper>
    </Stack>
  );
}
