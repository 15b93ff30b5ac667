import { Trans } from '@lingui/react/macro';
import { Alert, Anchor } from '@mantine/core';
import { IconBrandTelegram } from '@tabler/icons-react';
import { useChatGroup } from '../api/get-chat-group';

/** The invitation to the community chat group of the creator's country; nothing when it has none. */
export function ChatGroupBanner({ country }: { country: string | null }) {
  const chatGroup = useChatGroup(country);

  if (!country || !chatGroup.data) {
    return null;
  }
  return (
    <Alert variant="light" color="blue" icon={<IconBrandTelegram aria-hidden="true" />}>
      <Anchor href={chatGroup.data} target="_blank" rel="noopener noreferrer" fw={600}>
        <Trans>Join the {country} creators community chat group</Trans>
      </Anchor>
    </Alert>
  );
}
