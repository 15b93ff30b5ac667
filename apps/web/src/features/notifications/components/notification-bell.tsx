import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { useUnreadCount } from '../api/get-unread-count';
import classes from './notification-bell.module.css';

/** The top bar's bell: the way to the notification centre, named with how many are unread. Kept tiny (every page loads it). */
export function NotificationBell() {
  const { t } = useLingui();
  const unread = useUnreadCount().data?.unread ?? 0;
  const label = t`Notifications, ${unread} unread`;
  return (
    <ActionIcon
      component={Link}
      href={paths.notifications.getHref()}
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      className={classes.bell}
    >
      <IconBell size={20} aria-hidden="true" />
      {unread > 0 && (
        <span className={classes.count} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </ActionIcon>
  );
}
