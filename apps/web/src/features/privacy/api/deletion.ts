import { msg } from '@lingui/core/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DeletionRequest } from '@portal/domain/privacy';
import { accountDeletionApi } from '@portal/domain/privacy-routes';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';

const DELETION_QUERY_KEY = ['privacy', 'deletion'] as const;

/**
 * `POST /api/me/deletion`: deletes the account after the grace period; every session ends at once.
 * A wrong password or confirmation is the form's to show, by its field.
 */
export const useRequestDeletion = () =>
  useMutation({ mutationFn: (body: DeletionRequest) => callApi(accountDeletionApi.request, { body }) });

/** `GET /api/me/deletion`: when the account waiting for its deletion will be erased. */
export const usePendingDeletion = () =>
  useQuery({ queryKey: DELETION_QUERY_KEY, queryFn: () => callApi(accountDeletionApi.status) });

/** `DELETE /api/me/deletion`: cancels the deletion; the account is as it was. */
export const useCancelDeletion = () =>
  useMutation({
    mutationFn: () => callApi(accountDeletionApi.cancel),
    onError: notifyMutationFailure(msg`The deletion could not be cancelled`),
  });
