import { t } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tasksApi } from '@portal/domain/routes';
import type { Invite } from '@portal/domain/tasks';
import { callApi } from '@/lib/api-client';
import { notFoundAsNull } from '@/lib/not-found-as-null';

/** The public preview of an invite, for a signed-out visitor; null when there is no such invite. */
export async function getPublicInvite(inviteId: string): Promise<Invite | null> {
  return notFoundAsNull(() => callApi(tasksApi.publicInvite, { query: { inviteId } }));
}

export const publicInviteQueryOptions = (inviteId: string) =>
  queryOptions({
    queryKey: ['tasks', 'public-invite', inviteId],
    queryFn: () => getPublicInvite(inviteId),
    meta: { errorMessage: t`Error retrieving campaign` },
  });

export const usePublicInvite = (inviteId: string) => useQuery(publicInviteQueryOptions(inviteId));
