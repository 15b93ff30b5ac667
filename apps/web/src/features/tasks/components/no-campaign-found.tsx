import { Text } from '@mantine/core';
import { NO_CAMPAIGN_FOUND } from '@portal/domain/tasks';

/** SPEC §8: the task or invite of the link does not exist (or is not the creator's). */
export function NoCampaignFound() {
  return (
    <Text size="lg" fw={500}>
      {NO_CAMPAIGN_FOUND}
    </Text>
  );
}
