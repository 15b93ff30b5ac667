import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import type { Notification } from '@portal/domain/api';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useClampedPage } from '@/lib/use-clamped-page';
import { useMarkRead, useNotifications } from '../api/notifications';
import { ACCOUNT_NOTICE_TEXT, NOTIFICATION_TEXT } from '../notification-wording';
import classes from './notifications.module.css';

const PAGE_SIZE = 20;

/** Where an entry leads, and what it says: its task, or for a notice about the account, the page it is about. */
function entryOf(notification: Notification): { href: string; text: MessageDescriptor } {
  if (notification.source === 'account') {
    const { href, text } = ACCOUNT_NOTICE_TEXT[notification.notice];
    return { href, text: text(notification.params) };
  }
  const { action, campaignTitle, friendName, taskId } = notification;
  return { href: paths.campaign.getHref(taskId), text: NOTIFICATION_TEXT[action](campaignTitle, friendName ?? '') };
}

/** One entry: what happened, when, and whether it is new; opening it marks it read and goes where it is about. */
function NotificationEntry({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { i18n } = useLingui();
  const { read, createdAt } = notification;
  const { href, text } = entryOf(notification);
  return (
    <li className={classes.entry} data-unread={read ? undefined : true}>
      <UnstyledButton component={Link} href={href} onClick={onOpen} className={classes.link}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <span className={classes.dot} aria-hidden="true" />
          <Stack gap={2}>
            <Text fw={read ? 400 : 700}>
              {!read && (
                <VisuallyHidden>
                  <Trans>Unread:</Trans>{' '}
                </VisuallyHidden>
              )}
              {i18n._(text)}
            </Text>
            {/* Dimmed on an unread entry's blue, the time would fall short of the 4.5:1 contrast. */}
            <Text size="sm" c={read ? 'dimmed' : undefined}>
              <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}

/** The notification centre: what happened on the creator's tasks, newest first, with the unread ones marked. */
export function NotificationList() {
  const { t } = useLingui();
  const [page, setPageState] = useState(1);
  const setPage = useCallback((next: number) => setPageState(next), []);
  const notifications = useNotifications(page, PAGE_SIZE);
  const { answer, lastPage } = useClampedPage(page, notifications, setPage);
  const unread = notifications.data?.unread ?? 0;
  const markRead = useMarkRead();
  const items = notifications.data?.items ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text role="status">{notifications.data && <Trans>{unread} unread</Trans>}</Text>
        <Button
          variant="default"
          disabled={unread === 0}
          loading={markRead.isPending}
          onClick={() => markRead.mutate(null)}
        >
          <Trans>Mark all as read</Trans>
        </Button>
      </Group>
      {notifications.isPending && (
        <Stack gap="xs" role="status" aria-label={t`Loading notifications`}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={64} radius="md" />
          ))}
        </Stack>
      )}
      {notifications.isError && !notifications.data && (
        <LoadError
          title={t`Could not load your notifications`}
          error={notifications.error}
          onRetry={() => void notifications.refetch()}
        />
      )}
      {answer && items.length === 0 && page <= lastPage && (
        <Paper withBorder radius="md" p="lg">
          <Text>
            <Trans>Nothing yet. What happens on your tasks will show here.</Trans>
          </Text>
        </Paper>
      )}
      {items.length > 0 && (
        <Paper withBorder radius="md" component="ul" className={classes.list} aria-label={t`Notifications`}>
          {items.map((notification) => (
            <NotificationEntry
              key={notification.id}
              notification={notification}
              onOpen={() => {
                if (!notification.read) markRead.mutate(notification.id);
              }}
            />
          ))}
        </Paper>
      )}
      {/* Newer and older rather than the numbered pager: its code would weigh on every page's first load. */}
      {notifications.data && lastPage > 1 && (
        <Group component="nav" aria-label={t`Pages of notifications`} justify="space-between">
          <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <Trans>Newer</Trans>
          </Button>
          <Text size="sm" c="dimmed">
            <Trans>
              Page {page} of {lastPage}
            </Trans>
          </Text>
          <Button variant="default" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
            <Trans>Older</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
