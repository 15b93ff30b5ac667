import { useLingui } from '@lingui/react';
import { Text } from '@mantine/core';
import { NO_CAMPAIGN_FOUND } from '@portal/domain/tasks';
import { translateMessage } from '@/lib/i18n/translate-message';

/** SPEC §8: the task or invite of the link does not exist (or is not the creator's). */
export function NoCampaignFound() {
  useLingui();
  return (
    <Text size="lg" fw={500}>
      {translateMessage(NO_CAMPAIGN_FOUND)}
    </Text>
  );
}
