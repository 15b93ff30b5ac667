import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useLocation, useParams } from 'wouter';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { useAcceptReferral } from '@/features/referrals/api/accept-referral';
import { useReferral } from '@/features/referrals/api/get-referral';
import { closedCampaignTurnsAway } from '@portal/domain/tasks';
import { ApplyForTaskForm } from '@/features/tasks/components/apply-for-task-form';
import { CampaignClosedNotice } from '@/features/tasks/components/campaign-closed-notice';
import { CampaignInfo } from '@/features/tasks/components/campaign-info';
import { InviteStatusNotice } from '@/features/tasks/components/invite-status-notice';
import { NoCampaignFound } from '@/features/tasks/components/no-campaign-found';

/** `/refer/:referralId` signed in: apply through a friend's referral, unless already in its campaign. */
export function ReferRoute() {
  const { referralId = '' } = useParams();
  const referral = useReferral(referralId);
  const [, navigate] = useLocation();
  const application = useAcceptReferral({ onSuccess: () => navigate(paths.myTasks.getHref()) });

  if (referral.isPending) {
    return <PageLoader />;
  }
  if (referral.data === null) {
    return <NoCampaignFound />;
  }
  if (!referral.data) {
    return null;
  }
  const { status, referralCampaign, referrerName, closed } = referral.data;
  if (closed && closedCampaignTurnsAway(status)) {
    return <CampaignClosedNotice campaignTitle={referralCampaign.campaignTitle} signedIn />;
  }
  return (
    <Stack gap="lg" maw={840}>
      {status ? (
        <InviteStatusNotice status={status} />
      ) : (
        <>
          <CampaignInfo campaign={referralCampaign} incentive={referralCampaign.incentive} />
          <Text>
            <Trans>Referred by {referrerName}</Trans>
          </Text>
          <ApplyForTaskForm
            questions={referralCampaign.screeningQuestions}
            applying={application.isPending}
            onApply={(screeningResponses) =>
              application.mutateAsync({ referralId, screeningResponses, shownTerms: referralCampaign.terms })
            }
          />
        </>
      )}
    </Stack>
  );
}
