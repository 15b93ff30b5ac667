import { Stack, Title } from '@mantine/core';

export function AdminPayoutsRoute() {
  return (
    <Stack gap="lg">
      <Title order={1}>Payouts</Title>
    </Stack>
  );
}
