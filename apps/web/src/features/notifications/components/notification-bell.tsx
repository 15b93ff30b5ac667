import { useLingui } from '@lingui/react/macro';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { useUnreadCount } from '../api/get-unread-count';
import classes from './notification-bell.module.css';

/**
 * The top bar's bell: the way to the notification centre, named with how many are unread. A plain
 * link styled as the header's buttons, no more: every signed-in page loads it.
 */
export function NotificationBell() {
  const { t } = useLingui();
  const unread = useUnreadCount().data?.unread ?? 0;
  return (
    <Link href={paths.notifications.getHref()} aria-label={t`Notifications, ${unread} unread`} className={classes.bell}>
      <IconBell size={20} aria-hidden="true" />
      {unread > 0 && (
        <span className={classes.count} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
