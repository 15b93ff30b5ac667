import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { personalDataReadsApi } from '@portal/domain/privacy-routes';
import { callApi } from '@/lib/api-client';

/** `GET /api/me/personal-data-reads`: who in our team saw the creator's identity or bank account number, newest first. */
export const usePersonalDataReads = (page: number, pageSize: number) =>
  useQuery({
    queryKey: ['privacy', 'personal-data-reads', page, pageSize],
    queryFn: () => callApi(personalDataReadsApi.list, { query: { page, pageSize } }),
    placeholderData: keepPreviousData,
  });
