import { Trans } from '@lingui/react/macro';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { NotificationList } from '@/features/notifications/components/notification-list';

/** `/notifications`: the notification centre (issue 17), the bell's page. */
export function NotificationsRoute() {
  return (
    <Stack gap="lg" maw={760}>
      <Group justify="space-between" align="baseline">
        <Title order={1}>
          <Trans>Notifications</Trans>
        </Title>
        <Anchor component={Link} href={paths.notificationSettings.getHref()}>
          <Trans>Notification settings</Trans>
        </Anchor>
      </Group>
      <NotificationList />
    </Stack>
  );
}
