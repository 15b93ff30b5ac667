import { t } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionsApi } from '@portal/domain/routes';
import type { Option } from '@portal/domain/options';
import { callApi } from '@/lib/api-client';

export async function getCountries(): Promise<Option[]> {
  return callApi(optionsApi.countries);
}

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['options', 'countries'],
    queryFn: getCountries,
    staleTime: Infinity,
    meta: { errorMessage: t`Error retrieving countries` },
  });

export const useCountries = () => useQuery(countriesQueryOptions());
