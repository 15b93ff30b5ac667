import { Stack } from '@mantine/core';
import { useLocation, useParams } from 'wouter';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { useApplyToInvite } from '@/features/tasks/api/apply-to-invite';
import { useInvite } from '@/features/tasks/api/get-invite';
import { closedCampaignTurnsAway } from '@portal/domain/tasks';
import { ApplyForTaskForm } from '@/features/tasks/components/apply-for-task-form';
import { CampaignClosedNotice } from '@/features/tasks/components/campaign-closed-notice';
import { CampaignInfo } from '@/features/tasks/components/campaign-info';
import { InviteStatusNotice } from '@/features/tasks/components/invite-status-notice';
import { NoCampaignFound } from '@/features/tasks/components/no-campaign-found';

/** `/invite/:inviteId` signed in: apply for the invite, unless already in its campaign. */
export function InviteRoute() {
  const { inviteId = '' } = useParams();
  const invite = useInvite(inviteId);
  const [, navigate] = useLocation();
  const application = useApplyToInvite({ onSuccess: () => navigate(paths.myTasks.getHref()) });

  if (invite.isPending) {
    return <PageLoader />;
  }
  if (invite.data === null) {
    return <NoCampaignFound />;
  }
  if (!invite.data) {
    return null;
  }
  const { status, closed, inviteCampaign } = invite.data;
  if (closed && closedCampaignTurnsAway(status)) {
    return <CampaignClosedNotice campaignTitle={inviteCampaign.campaignTitle} signedIn />;
  }
  return (
    <Stack gap="lg" maw={840}>
      {status ? (
        <InviteStatusNotice status={status} />
      ) : (
        <>
          <CampaignInfo campaign={inviteCampaign} incentive={inviteCampaign.incentive} />
          <ApplyForTaskForm
            questions={inviteCampaign.screeningQuestions}
            applying={application.isPending}
            onApply={(screeningResponses) =>
              application.mutateAsync({ inviteId, screeningResponses, shownTerms: inviteCampaign.terms })
            }
          />
        </>
      )}
    </Stack>
  );
}
