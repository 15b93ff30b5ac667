import { t } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionsApi } from '@portal/domain/routes';
import type { StateOption } from '@portal/domain/options';
import { callApi } from '@/lib/api-client';

/** Every country's states; pick a country's with `optionsForCountry`. */
export async function getStates(): Promise<StateOption[]> {
  return callApi(optionsApi.states);
}

export const statesQueryOptions = () =>
  queryOptions({
    queryKey: ['options', 'states'],
    queryFn: getStates,
    staleTime: Infinity,
    meta: { errorMessage: t`Error retrieving states` },
  });

export const useStates = () => useQuery(statesQueryOptions());
