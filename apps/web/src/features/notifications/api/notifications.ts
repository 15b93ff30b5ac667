import { msg } from '@lingui/core/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@portal/domain/api';
import type { NotificationPreferencesChange } from '@portal/domain/notifications';
import { notificationsApi, unsubscribeApi } from '@portal/domain/routes';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';

/** Every notification query's key starts so, the top bar's bell's count among them: a read or a live update refreshes them all. */
const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/** `GET /api/notifications`: the creator's notifications, newest first, a page at a time, and how many are unread. */
export const useNotifications = (page: number, pageSize: number) =>
  useQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list', page, pageSize],
    queryFn: () => callApi(notificationsApi.list, { query: { page, pageSize } }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: msg`Error retrieving notifications`, keptOffline: true },
  });

/** Marks one notification read (by its id) or all of them (null); the list and the bell are read again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: Notification['id'] | null) =>
      eventId === null ? callApi(notificationsApi.readAll) : callApi(notificationsApi.read, { params: { eventId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}

const PREFERENCES_QUERY_KEY = ['notification-preferences'] as const;

/** `GET /api/notifications/preferences`: per kind, whether it is e-mailed and pushed. */
export const usePreferences = () =>
  useQuery({
    queryKey: PREFERENCES_QUERY_KEY,
    queryFn: () => callApi(notificationsApi.preferences),
  });

/**
 * Saves only what the creator changed (a page left open turns nothing else back, e.g. a kind
 * unsubscribed from by e-mail meanwhile); the page shows the whole saved answer.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationPreferencesChange) => callApi(notificationsApi.savePreferences, { body: change }),
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_QUERY_KEY, saved),
    onError: notifyMutationFailure(msg`Your notification settings could not be saved`),
  });
}

/** `GET /api/public/unsubscribe/:token`: which kind of e-mail the link turns off (it changes nothing). */
export const useUnsubscribeLink = (token: string) =>
  useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => callApi(unsubscribeApi.show, { params: { token } }),
    retry: false,
  });

/** `POST /api/public/unsubscribe/:token`: turns that kind of e-mail off, without signing in. */
export const useUnsubscribe = (token: string) =>
  useMutation({ mutationFn: () => callApi(unsubscribeApi.confirm, { params: { token } }) });
