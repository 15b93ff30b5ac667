import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { ExtensionQueue } from '@/features/back-office/queues/components/extension-queue';
import { QueueNav } from '@/features/back-office/queues/components/queue-nav';

/** `/admin/queues/extensions`: deadline extension requests waiting for a campaign manager's decision. */
export function AdminExtensionsRoute() {
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Review queues</Trans>
      </Title>
      <QueueNav current="extensions" />
      <Title order={2} size="h3">
        <Trans>Deadline extensions</Trans>
      </Title>
      <ExtensionQueue />
    </Stack>
  );
}
