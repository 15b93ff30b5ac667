import { Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { useInvite } from '@/features/tasks/api/get-invite';
import { CampaignInfo } from '@/features/tasks/components/campaign-info';
import { InviteApplyForm } from '@/features/tasks/components/invite-apply-form';
import { InviteStatusNotice } from '@/features/tasks/components/invite-status-notice';
import { NoCampaignFound } from '@/features/tasks/components/no-campaign-found';

/** `/invite/:inviteId` signed in: apply for the invite, unless already in its campaign. */
export function InviteRoute() {
  const { inviteId = '' } = useParams();
  const invite = useInvite(inviteId);
  const navigate = useNavigate();

  if (invite.isPending) {
    return <PageLoader />;
  }
  if (invite.data === null) {
    return <NoCampaignFound />;
  }
  if (!invite.data) {
    return null;
  }
  const { status, inviteCampaign } = invite.data;
  return (
    <Stack gap="lg" maw={840}>
      {status ? (
        <InviteStatusNotice status={status} />
      ) : (
        <>
          <CampaignInfo campaign={inviteCampaign} incentive={inviteCampaign.incentive} />
          <InviteApplyForm invite={invite.data} onApplied={() => navigate(paths.myTasks.getHref())} />
        </>
      )}
    </Stack>
  );
}
