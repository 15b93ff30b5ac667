import type { Task } from '@portal/domain/tasks';
import { ReferAFriendPanel } from './refer-a-friend-panel';
import { ReferralTable } from './referral-table';

/**
 * SPEC §2 task detail: a campaign with a referral fee has a Refer a Friend panel (not once the
 * task is COMPLETED) and the table of the creator's referrals.
 */
export function TaskReferrals({ task }: { task: Task }) {
  const { associatedCampaign: campaignId, campaignDetails: campaign, status } = task;
  if (campaign.referralFee === null) {
    return null;
  }
  return (
    <>
      {status !== 'COMPLETED' && (
        <ReferAFriendPanel campaignId={campaignId} campaign={campaign} referralFee={campaign.referralFee} />
      )}
      <ReferralTable campaignId={campaignId} />
    </>
  );
}
