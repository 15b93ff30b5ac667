import { queryOptions, useQuery } from '@tanstack/react-query';
import { CountryListOptionSchema, type CountryListOption } from '@portal/domain/options';
import { apiClient } from '@/lib/api-client';

/** Every bank with the countries it is offered in; pick a country's with `optionsForCountry`. */
export async function getBanks(): Promise<CountryListOption[]> {
  return CountryListOptionSchema.array().parse(await apiClient.get('/public/options/banks', { isPublic: true }));
}

export const banksQueryOptions = () =>
  queryOptions({
    queryKey: ['options', 'banks'],
    queryFn: getBanks,
    staleTime: Infinity,
    meta: { errorMessage: 'Error retrieving banks' },
  });

export const useBanks = () => useQuery(banksQueryOptions());
