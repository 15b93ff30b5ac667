import { Trans } from '@lingui/react/macro';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import { PushDeviceToggle } from '@/features/notifications/components/push-device-toggle';
import { MarketingEmailsToggle } from '@/features/privacy/components/marketing-emails-toggle';

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

/** `/notification-settings`: per kind of notification, e-mail and push on or off (the sidebar's Settings group). */
export function NotificationSettingsRoute() {
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>
        <Trans>Notification settings</Trans>
      </Title>
      <Text>
        <Trans>
          Choose how you hear about each kind of news. Your notification centre (the bell) always lists everything.
        </Trans>
      </Text>
      <NotificationSettings pushDevice={<PushDeviceToggle />} />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="news-and-offers">
        <Stack gap="sm">
          <Title order={2} size="h4" id="news-and-offers">
            <Trans>News and offers</Trans>
          </Title>
          <MarketingEmailsToggle />
        </Stack>
      </Paper>
    </Stack>
  );
}
