import { t } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionsApi } from '@portal/domain/routes';
import type { CountryListOption } from '@portal/domain/options';
import { callApi } from '@/lib/api-client';

/** Every race with the countries it is offered in; pick a country's with `optionsForCountry`. */
export async function getRaces(): Promise<CountryListOption[]> {
  return callApi(optionsApi.races);
}

export const racesQueryOptions = () =>
  queryOptions({
    queryKey: ['options', 'races'],
    queryFn: getRaces,
    staleTime: Infinity,
    meta: { errorMessage: t`Error retrieving races` },
  });

export const useRaces = () => useQuery(racesQueryOptions());
