import { Trans } from '@lingui/react/macro';
import { Paper, Stack, Title } from '@mantine/core';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';

export function ChangePasswordRoute() {
  return (
    <Stack gap="lg" maw={480}>
      <Title order={1}>
        <Trans>Change Password</Trans>
      </Title>
      <Paper withBorder radius="md" p="lg">
        <ChangePasswordForm />
      </Paper>
    </Stack>
  );
}
