import { useLingui } from '@lingui/react';
import { Title } from '@mantine/core';
import { NO_CAMPAIGN_FOUND } from '@portal/domain/tasks';
import { translateDomainMessage } from '@/lib/i18n/translate-errors';

/** SPEC §8: the task or invite of the link does not exist (or is not the creator's). The page's heading and title. */
export function NoCampaignFound() {
  useLingui();
  return (
    <Title order={1} size="h3">
      {translateDomainMessage(NO_CAMPAIGN_FOUND)}
    </Title>
  );
}
