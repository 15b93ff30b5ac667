import { queryOptions } from '@tanstack/react-query';
import { PublicConfigSchema, type PublicConfig } from '@portal/domain/options';
import { apiClient } from '@/lib/api-client';

export async function getPublicConfig(): Promise<PublicConfig> {
  return PublicConfigSchema.parse(await apiClient.get('/public/config', { isPublic: true }));
}

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'public-config'], queryFn: getPublicConfig, staleTime: Infinity });
