import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { DataExportCard } from '@/features/privacy/components/data-export-card';

/**
 * "Your data": what the creator can do with the personal data the portal holds about them. Each
 * right is a card of features/privacy, one under the other.
 */
export function MyDataRoute() {
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>
        <Trans>Your data</Trans>
      </Title>
      <Text>
        <Trans>This is where you see and take a copy of the personal data Creator Portal holds about you.</Trans>
      </Text>
      <DataExportCard />
    </Stack>
  );
}
