import { useParams } from 'wouter';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { AccountForms } from '@/features/auth/components/account-forms';
import { useCountries } from '@/features/options/api/get-countries';
import { usePublicInvite } from '@/features/tasks/api/get-public-invite';
import { CampaignClosedNotice } from '@/features/tasks/components/campaign-closed-notice';
import { CampaignPreview } from '@/features/tasks/components/campaign-preview';
import { NoCampaignFound } from '@/features/tasks/components/no-campaign-found';

/** `/invite/:inviteId` signed out: the public preview of the campaign, then an account to apply with. */
export function PublicInviteRoute() {
  const { inviteId = '' } = useParams();
  const invite = usePublicInvite(inviteId);
  const countries = useCountries();

  return (
    <PublicLayout framed returnTo={paths.invite.getHref(inviteId)}>
      {invite.isPending && <PageLoader />}
      {invite.data === null && <NoCampaignFound />}
      {invite.data?.closed && (
        <CampaignClosedNotice campaignTitle={invite.data.inviteCampaign.campaignTitle} signedIn={false} />
      )}
      {invite.data && !invite.data.closed && (
        <CampaignPreview
          campaign={invite.data.inviteCampaign}
          accountForms={<AccountForms countries={countries.data ?? []} countriesLoading={countries.isPending} />}
        />
      )}
    </PublicLayout>
  );
}
