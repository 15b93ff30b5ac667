import { queryOptions, useQuery } from '@tanstack/react-query';
import { CountryListOptionSchema, type CountryListOption } from '@portal/domain/options';
import { apiClient } from '@/lib/api-client';

/** Every language with the countries it is offered in; pick a country's with `optionsForCountry`. */
export async function getLanguages(): Promise<CountryListOption[]> {
  return CountryListOptionSchema.array().parse(await apiClient.get('/public/options/languages', { isPublic: true }));
}

export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: ['options', 'languages'],
    queryFn: getLanguages,
    staleTime: Infinity,
    meta: { errorMessage: 'Error retrieving languages' },
  });

export const useLanguages = () => useQuery(languagesQueryOptions());
