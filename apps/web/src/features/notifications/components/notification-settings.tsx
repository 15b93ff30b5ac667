import { Trans, useLingui } from '@lingui/react/macro';
import { Fieldset, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '@portal/domain/notifications';
import { LoadError } from '@/components/load-error';
import { usePreferences, useSavePreferences } from '../api/notifications';
import { NOTIFICATION_KIND_TEXT } from '../notification-wording';
import classes from './notifications.module.css';

interface NotificationSettingsProps {
  /**
   * The place for turning push on for this device (Web Push subscription, issue 17): shown above
   * the kinds, since the push switches reach only the devices subscribed there.
   */
  pushDevice?: ReactNode;
}

/**
 * The creator's choices, per kind of notification: e-mail on or off, push on or off. Each switch
 * saves at once; the notification centre lists every kind whatever the choice.
 */
export function NotificationSettings({ pushDevice }: NotificationSettingsProps) {
  const { t, i18n } = useLingui();
  const preferences = usePreferences();
  const save = useSavePreferences();
  // The choice being saved, shown at once; the saved answer replaces it (or, on failure, the last saved one does).
  const [pending, setPending] = useState<NotificationPreferences | null>(null);
  const shown = pending ?? preferences.data;
  const channelLabels: Record<NotificationChannel, string> = { email: t`E-mail`, push: t`Push` };

  const toggle = (kind: NotificationKind, channel: NotificationChannel, on: boolean) => {
    if (!shown) return;
    const next = { ...shown, [kind]: { ...shown[kind], [channel]: on } };
    setPending(next);
    save.mutate({ [kind]: { [channel]: on } }, { onSettled: () => setPending(null) });
  };

  return (
    <Stack gap="md">
      {pushDevice}
      {preferences.isPending && (
        <Stack gap="sm" role="status" aria-label={t`Loading your notification settings`}>
          {NOTIFICATION_KINDS.map((kind) => (
            <Skeleton key={kind} height={88} radius="md" />
          ))}
        </Stack>
      )}
      {preferences.isError && (
        <LoadError
          title={t`Could not load your notification settings`}
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
        />
      )}
      {shown && (
        <>
          <Text size="sm" c="dimmed" role="status">
            {save.isSuccess && !pending && <Trans>Your notification settings are saved.</Trans>}
          </Text>
          {NOTIFICATION_KINDS.map((kind) => (
            <Fieldset key={kind} legend={i18n._(NOTIFICATION_KIND_TEXT[kind].label)} radius="md">
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {i18n._(NOTIFICATION_KIND_TEXT[kind].description)}
                </Text>
                <Group gap="xl">
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    // Native checkboxes: Mantine's inputs would split the shared input code into more chunks on every page.
                    <label key={channel} className={classes.choice}>
                      <input
                        type="checkbox"
                        className={classes.checkbox}
                        checked={shown[kind][channel]}
                        onChange={(event) => toggle(kind, channel, event.currentTarget.checked)}
                      />
                      {channelLabels[channel]}
                    </label>
                  ))}
                </Group>
              </Stack>
            </Fieldset>
          ))}
        </>
      )}
    </Stack>
  );
}
