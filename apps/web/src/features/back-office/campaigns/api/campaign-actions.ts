import { msg, plural } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteResult } from '@portal/domain/admin';
import { adminCampaignsApi } from '@portal/domain/admin-routes';
import { ApiClientError, callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';
import { adminCampaignsKey } from './get-admin-campaigns';

/** `POST /api/admin/campaigns/:campaignId/duplicate`: answers the open copy's id. */
export async function duplicateCampaign(campaignId: string): Promise<string> {
  return (await callApi(adminCampaignsApi.duplicate, { params: { campaignId } })).id;
}

/** `POST /api/admin/campaigns/:campaignId/close` (204). */
export async function closeCampaign(campaignId: string): Promise<void> {
  await callApi(adminCampaignsApi.close, { params: { campaignId } });
}

/** `POST /api/admin/campaigns/:campaignId/invites`: a new open-application link's id. */
export async function createInviteLink(campaignId: string): Promise<string> {
  return (await callApi(adminCampaignsApi.createInvite, { params: { campaignId } })).id;
}

/**
 * `POST /api/admin/campaigns/:campaignId/tasks`: each known influencer gets a SELECTED task. Past
 * the campaign's budget, refused (`isBeyondBudget`) unless `beyondBudget` confirms it.
 */
export async function inviteByEmail({
  campaignId,
  emails,
  beyondBudget = false,
}: {
  campaignId: string;
  emails: string[];
  beyondBudget?: boolean;
}) {
  return callApi(adminCampaignsApi.invite, {
    params: { campaignId },
    body: { emails, ...(beyondBudget ? { beyondBudget } : {}) },
  });
}

/** The invites would take the campaign past its budget: the form asks to confirm rather than fail. */
export const isBeyondBudget = (error: Error): error is ApiClientError =>
  error instanceof ApiClientError && error.status === 409 && error.code === 'invite-beyond-budget';

const notifyInviteFailure = notifyMutationFailure(msg`Error inviting influencers`);

function useInvalidateCampaigns() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminCampaignsKey });
}

export function useDuplicateCampaign({ onSuccess }: { onSuccess: (copyId: string) => void }) {
  const invalidate = useInvalidateCampaigns();
  return useMutation({
    mutationFn: duplicateCampaign,
    onSuccess: async (copyId) => {
      notify.success(msg`Campaign duplicated`);
      onSuccess(copyId);
      await invalidate();
    },
    onError: notifyMutationFailure(msg`Error duplicating the campaign`),
  });
}

export function useCloseCampaign({ onSuccess }: { onSuccess?: () => void } = {}) {
  const invalidate = useInvalidateCampaigns();
  return useMutation({
    mutationFn: closeCampaign,
    onSuccess: async () => {
      notify.success(msg`Campaign closed`);
      onSuccess?.();
      await invalidate();
    },
    onError: notifyMutationFailure(msg`Error closing the campaign`),
  });
}

export function useCreateInviteLink() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({
    mutationFn: createInviteLink,
    onSuccess: async () => {
      notify.success(msg`Invite link created`);
      await invalidate();
    },
    onError: notifyMutationFailure(msg`Error creating the invite link`),
  });
}

export function useInviteByEmail({ onSuccess }: { onSuccess: (result: InviteResult) => void }) {
  const invalidate = useInvalidateCampaigns();
  return useMutation({
    mutationFn: inviteByEmail,
    onSuccess: async (result) => {
      notify.success(plural(result.invited.length, { one: '# influencer invited', other: '# influencers invited' }));
      onSuccess(result);
      await invalidate();
    },
    onError: (error: Error) => {
      if (!isBeyondBudget(error)) notifyInviteFailure(error);
    },
  });
}
