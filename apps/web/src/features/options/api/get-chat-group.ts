import { queryOptions } from '@tanstack/react-query';
import { optionsApi } from '@portal/domain/routes';
import { callApi } from '@/lib/api-client';

/** The community chat group link of a country, or null when it has none. */
export async function getChatGroup(country: string): Promise<string | null> {
  return (await callApi(optionsApi.chatGroup, { query: { country } })).value;
}

export const chatGroupQueryOptions = (country: string) =>
  queryOptions({
    queryKey: ['options', 'chat-group', country],
    queryFn: () => getChatGroup(country),
    staleTime: Infinity,
    meta: { keptOffline: true },
  });
