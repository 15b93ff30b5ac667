import { useQuery } from '@tanstack/react-query';
import { notificationsApi } from '@portal/domain/routes';
import { callApi } from '@/lib/api-client';

/** Every notification query's key starts so: a live update or a read refreshes them all (the bell among them). */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/** The bell asks again this often, besides after each read and each live update. */
const UNREAD_REFRESH_MS = 60_000;

/** `GET /api/notifications/unread`: how many notifications the creator has not read. */
export const useUnreadCount = () =>
  useQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'unread'],
    queryFn: () => callApi(notificationsApi.unread),
    refetchInterval: UNREAD_REFRESH_MS,
    meta: { logMessage: 'unread notifications not counted' },
  });
