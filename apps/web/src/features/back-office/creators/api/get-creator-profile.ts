import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorProfile } from '@portal/domain/admin';
import { adminCreatorsApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notFoundAsNull } from '@/lib/not-found-as-null';

/** `GET /api/admin/influencers/:userId/profile`: the creator and their history; null when there is none. */
export async function getCreatorProfile(userId: string): Promise<CreatorProfile | null> {
  return notFoundAsNull(() => callApi(adminCreatorsApi.profile, { params: { userId } }));
}

export const useCreatorProfile = (userId: string) =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'creators', userId] as const,
      queryFn: () => getCreatorProfile(userId),
      meta: { errorMessage: msg`Error retrieving the creator's profile` },
    }),
  );
