import { t } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tasksApi } from '@portal/domain/routes';
import type { Invite } from '@portal/domain/tasks';
import { callApi } from '@/lib/api-client';
import { notFoundAsNull } from '@/lib/not-found-as-null';

/** An invite with the signed-in creator's status in its campaign; null when there is no such invite. */
export async function getInvite(inviteId: string): Promise<Invite | null> {
  return notFoundAsNull(() => callApi(tasksApi.invite, { query: { inviteId } }));
}

export const inviteQueryOptions = (inviteId: string) =>
  queryOptions({
    queryKey: ['tasks', 'invite', inviteId],
    queryFn: () => getInvite(inviteId),
    meta: { errorMessage: t`Error retrieving campaign`, keptOffline: true },
  });

export const useInvite = (inviteId: string) => useQuery(inviteQueryOptions(inviteId));
