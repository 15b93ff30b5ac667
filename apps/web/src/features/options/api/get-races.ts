import { queryOptions, useQuery } from '@tanstack/react-query';
import { CountryListOptionSchema, type CountryListOption } from '@portal/domain/options';
import { apiClient } from '@/lib/api-client';

/** Every race with the countries it is offered in; pick a country's with `optionsForCountry`. */
export async function getRaces(): Promise<CountryListOption[]> {
  return CountryListOptionSchema.array().parse(await apiClient.get('/public/options/races', { isPublic: true }));
}

export const racesQueryOptions = () =>
  queryOptions({
    queryKey: ['options', 'races'],
    queryFn: getRaces,
    staleTime: Infinity,
    meta: { errorMessage: 'Error retrieving races' },
  });

export const useRaces = () => useQuery(racesQueryOptions());
