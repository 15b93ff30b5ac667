import { queryOptions, useQuery } from '@tanstack/react-query';
import { StateOptionSchema, type StateOption } from '@portal/domain/options';
import { apiClient } from '@/lib/api-client';

/** Every country's states; pick a country's with `optionsForCountry`. */
export async function getStates(): Promise<StateOption[]> {
  return StateOptionSchema.array().parse(await apiClient.get('/public/options/states', { isPublic: true }));
}

export const statesQueryOptions = () =>
  queryOptions({
    queryKey: ['options', 'states'],
    queryFn: getStates,
    staleTime: Infinity,
    meta: { errorMessage: 'Error retrieving states' },
  });

export const useStates = () => useQuery(statesQueryOptions());
