import { queryOptions } from '@tanstack/react-query';
import { optionsApi } from '@portal/domain/routes';
import type { PublicConfig } from '@portal/domain/options';
import { callApi } from '@/lib/api-client';

export async function getPublicConfig(): Promise<PublicConfig> {
  return callApi(optionsApi.config);
}

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'public-config'], queryFn: getPublicConfig, staleTime: Infinity });
