import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'wouter';
import { notificationsApi } from '@portal/domain/routes';
import { paths } from '@/config/paths';
import { callApi } from '@/lib/api-client';
import { usePagePainted } from '@/lib/use-page-painted';
import classes from './notification-bell.module.css';

/** The bell asks again this often, besides after each read and each live update (every ['notifications'] query). */
const UNREAD_REFRESH_MS = 60_000;

/**
 * The top bar's bell: the way to the notification centre, named with how many are unread. A plain
 * link styled as the header's buttons, its count asked by itself once the page is drawn: every
 * signed-in page loads it.
 */
export function NotificationBell() {
  const { t } = useLingui();
  const pagePainted = usePagePainted();
  const unread =
    useQuery({
      queryKey: ['notifications', 'unread'],
      queryFn: () => callApi(notificationsApi.unread),
      enabled: pagePainted,
      refetchInterval: UNREAD_REFRESH_MS,
      meta: { logMessage: 'unread notifications not counted', keptOffline: true },
    }).data?.unread ?? 0;
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
