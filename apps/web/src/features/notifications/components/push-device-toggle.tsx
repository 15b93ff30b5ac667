import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { devicePush, subscribeDevice, unsubscribeDevice, type DevicePush } from '../api/push-device';

const DEVICE_PUSH_KEY = ['push', 'this-device'] as const;

/**
 * 'Push notifications on this device': subscribes this browser to the portal's pushes (for the
 * kinds the creator keeps push on for) or unsubscribes it. A browser that cannot receive push,
 * or one where the person blocked the portal's notifications, says so and how to change it.
 */
export function PushDeviceToggle() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const device = useQuery({ queryKey: DEVICE_PUSH_KEY, queryFn: devicePush, staleTime: Infinity, retry: false });
  const settle = (state: DevicePush) => queryClient.setQueryData(DEVICE_PUSH_KEY, state);
  const turnOn = useMutation({
    mutationFn: subscribeDevice,
    onSuccess: (permission) => settle({ support: permission, subscribed: permission === 'granted' }),
    onError: notifyMutationFailure(msg`Could not turn on push notifications`),
  });
  const turnOff = useMutation({
    mutationFn: unsubscribeDevice,
    onSuccess: () => settle({ support: 'granted', subscribed: false }),
    onError: notifyMutationFailure(msg`Could not turn off push notifications`),
  });

  if (device.isPending) {
    return (
      <Text size="sm" c="dimmed">
        {t`Checking push notifications`}
      </Text>
    );
  }
  if (device.isError) {
    return (
      <LoadError
        title={t`Could not check push notifications on this device`}
        error={device.error}
        onRetry={() => void device.refetch()}
      />
    );
  }
  const { support, subscribed } = device.data;
  if (support === 'unsupported') {
    return (
      <Text size="sm" c="dimmed">
        {t`This browser cannot receive push notifications. On an iPhone or iPad, add the portal to your Home Screen and open it from there.`}
      </Text>
    );
  }
  const busy = turnOn.isPending || turnOff.isPending;
  return (
    <Switch
      label={t`Push notifications on this device`}
      description={
        support === 'denied'
          ? t`Notifications are blocked for the portal in this browser. To allow them, open the site's settings (the icon beside the address), set Notifications to Allow, and reload this page.`
          : t`Shows the notifications you keep push on for on this device, even when the portal is closed.`
      }
      checked={subscribed}
      disabled={support === 'denied' || busy}
      aria-busy={busy}
      onChange={(event) => (event.currentTarget.checked ? turnOn.mutate() : turnOff.mutate())}
    />
  );
}
