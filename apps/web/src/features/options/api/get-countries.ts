import { queryOptions, useQuery } from '@tanstack/react-query';
import { OptionSchema, type Option } from '@portal/domain/options';
import { apiClient } from '@/lib/api-client';

export async function getCountries(): Promise<Option[]> {
  return OptionSchema.array().parse(await apiClient.get('/public/options/countries', { isPublic: true }));
}

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['options', 'countries'],
    queryFn: getCountries,
    staleTime: Infinity,
    meta: { errorMessage: 'Error retrieving countries' },
  });

export const useCountries = () => useQuery(countriesQueryOptions());
