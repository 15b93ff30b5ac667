import { msg } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LegalDocument } from '@portal/domain/privacy';
import { consentApi, legalApi, signInsApi } from '@portal/domain/privacy-routes';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';

/** Every privacy query's key starts so: an agreement or a change of choice refreshes them all. */
const CONSENTS_QUERY_KEY = ['privacy', 'consents'] as const;

/**
 * `GET /api/me/consents`: the documents the signed-in person must still agree to, and whether they
 * want marketing e-mails. Asked once per visit: a new version is asked for at the next sign-in.
 */
export const useConsentStatus = () =>
  useQuery({
    queryKey: CONSENTS_QUERY_KEY,
    queryFn: () => callApi(consentApi.status),
    staleTime: Infinity,
  });

/** Agrees to the documents in the versions shown; a version changed meanwhile is refused, and the new one shown. */
export function useAgree() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agreements: { document: LegalDocument; version: string }[]) =>
      callApi(consentApi.agree, { body: { agreements } }),
    onSuccess: (status) => queryClient.setQueryData(CONSENTS_QUERY_KEY, status),
    onError: async () => {
      await queryClient.invalidateQueries({ queryKey: CONSENTS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: LEGAL_QUERY_KEY });
    },
  });
}

/** Turns marketing e-mails on (a consent) or off (its withdrawal). */
export function useSetMarketingEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (marketingEmails: boolean) => callApi(consentApi.marketing, { body: { marketingEmails } }),
    onSuccess: (status) => queryClient.setQueryData(CONSENTS_QUERY_KEY, status),
    onError: notifyMutationFailure(msg`Your choice of e-mails could not be saved`),
  });
}

const LEGAL_QUERY_KEY = ['privacy', 'legal'] as const;

/** `GET /api/public/legal/:document`: the document's current text in the language shown (English when it has none). */
export const useLegalDocument = (document: LegalDocument, locale: string) =>
  useQuery({
    queryKey: [...LEGAL_QUERY_KEY, document, locale],
    queryFn: () => callApi(legalApi.document, { params: { document }, query: { locale } }),
  });

/** `GET /api/me/sign-ins`: the signed-in person's own sign-ins, newest first, a page at a time. */
export const useSignIns = (page: number, pageSize: number) =>
  useQuery({
    queryKey: ['privacy', 'sign-ins', page, pageSize],
    queryFn: () => callApi(signInsApi.list, { query: { page, pageSize } }),
  });
