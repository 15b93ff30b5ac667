import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useParams } from 'wouter';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { AccountForms } from '@/features/auth/components/account-forms';
import { useCountries } from '@/features/options/api/get-countries';
import { usePublicReferral } from '@/features/referrals/api/get-public-referral';
import { CampaignClosedNotice } from '@/features/tasks/components/campaign-closed-notice';
import { CampaignPreview } from '@/features/tasks/components/campaign-preview';
import { NoCampaignFound } from '@/features/tasks/components/no-campaign-found';

/** `/refer/:referralId` signed out: the invite preview, for the campaign a friend refers the visitor to. */
export function PublicReferralRoute() {
  const { referralId = '' } = useParams();
  const referral = usePublicReferral(referralId);
  const countries = useCountries();
  const referrerName = referral.data?.referrerName;

  return (
    <PublicLayout framed returnTo={paths.refer.getHref(referralId)}>
      {referral.isPending && <PageLoader />}
      {referral.data === null && <NoCampaignFound />}
      {referral.data?.closed && (
        <CampaignClosedNotice campaignTitle={referral.data.referralCampaign.campaignTitle} signedIn={false} />
      )}
      {referral.data && !referral.data.closed && (
        <CampaignPreview
          campaign={referral.data.referralCampaign}
          note={
            <Text>
              <Trans>Referred by {referrerName}</Trans>
            </Text>
          }
          accountForms={<AccountForms countries={countries.data ?? []} countriesLoading={countries.isPending} />}
        />
      )}
    </PublicLayout>
  );
}
