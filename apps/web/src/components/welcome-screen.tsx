import { Center, Loader, Stack, Text, Title } from '@mantine/core';

/** Shown while the stored session is being checked (auth state unknown). */
export function WelcomeScreen() {
  return (
    <Center component="main" mih="100vh">
      <Stack align="center" gap="md">
        <Title order={1}>Welcome to Creator Portal</Title>
        <Loader aria-hidden="true" />
        <Text c="dimmed" role="status">
          Loading your account…
        </Text>
      </Stack>
    </Center>
  );
}
