import { t } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionsApi } from '@portal/domain/routes';
import type { CountryListOption } from '@portal/domain/options';
import { callApi } from '@/lib/api-client';

/** Every bank with the countries it is offered in; pick a country's with `optionsForCountry`. */
export async function getBanks(): Promise<CountryListOption[]> {
  return callApi(optionsApi.banks);
}

export const banksQueryOptions = () =>
  queryOptions({
    queryKey: ['options', 'banks'],
    queryFn: getBanks,
    staleTime: Infinity,
    meta: { errorMessage: t`Error retrieving banks` },
  });

export const useBanks = () => useQuery(banksQueryOptions());
