import { Stack, Title } from '@mantine/core';

export function AdminQueuesRoute() {
  return (
    <Stack gap="lg">
      <Title order={1}>Review queues</Title>
    </Stack>
  );
}
