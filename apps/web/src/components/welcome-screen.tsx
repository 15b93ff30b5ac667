import { Trans } from '@lingui/react/macro';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';

/** Shown while the stored session is being checked (auth state unknown). */
export function WelcomeScreen() {
  return (
    <Center component="main" mih="100vh">
      <Stack align="center" gap="md">
        <Title order={1}>
          <Trans>Welcome to Creator Portal</Trans>
        </Title>
        <Loader aria-hidden="true" />
        <Text c="dimmed" role="status">
          <Trans>Loading your account…</Trans>
        </Text>
      </Stack>
    </Center>
  );
}
