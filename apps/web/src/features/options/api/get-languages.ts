import { t } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionsApi } from '@portal/domain/routes';
import type { CountryListOption } from '@portal/domain/options';
import { callApi } from '@/lib/api-client';

/** Every language with the countries it is offered in; pick a country's with `optionsForCountry`. */
export async function getLanguages(): Promise<CountryListOption[]> {
  return callApi(optionsApi.languages);
}

export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: ['options', 'languages'],
    queryFn: getLanguages,
    staleTime: Infinity,
    meta: { errorMessage: t`Error retrieving languages` },
  });

export const useLanguages = () => useQuery(languagesQueryOptions());
