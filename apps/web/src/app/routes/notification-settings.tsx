import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';

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
      <NotificationSettings />
    </Stack>
  );
}
