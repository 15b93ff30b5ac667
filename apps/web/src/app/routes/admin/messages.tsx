import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { MessageQueue } from '@/features/back-office/queues/components/message-queue';

/** `/admin/messages`: the creators waiting for an answer from the brand, the longest waiting first. */
export function AdminMessagesRoute() {
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Messages</Trans>
      </Title>
      <MessageQueue />
    </Stack>
  );
}
