import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'wouter';
import { FormSkeleton } from '@/components/form-skeleton';
import { adminPaths } from '@/config/admin-paths';
import { useAdminCampaign } from '@/features/back-office/campaigns/api/get-admin-campaign';
import { CampaignForm } from '@/features/back-office/campaigns/components/campaign-form';
import { LoadError } from '@/components/load-error';

function EditCampaign({ campaignId }: { campaignId: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const campaign = useAdminCampaign(campaignId);
  const campaignHref = adminPaths.adminCampaign.getHref(campaignId);

  if (campaign.isPending) {
    return <FormSkeleton fields={8} />;
  }
  if (campaign.isError) {
    return (
      <LoadError
        title={t`Could not load the campaign`}
        error={campaign.error}
        onRetry={() => void campaign.refetch()}
      />
    );
  }
  if (campaign.data === null) {
    return (
      <Text>
        <Trans>No campaign found.</Trans>
      </Text>
    );
  }
  if (campaign.data.closedAt) {
    return (
      <Alert color="gray" title={t`This campaign is closed`}>
        <Trans>
          A closed campaign cannot be edited.{' '}
          <Anchor component={Link} to={campaignHref}>
            Back to the campaign
          </Anchor>
        </Trans>
      </Alert>
    );
  }
  return (
    <CampaignForm
      campaign={campaign.data}
      cancelHref={campaignHref}
      onSaved={(id) => navigate(adminPaths.adminCampaign.getHref(id))}
    />
  );
}

/** `/admin/campaigns/new` and `/admin/campaigns/:campaignId/edit`: the campaign form, then the campaign's page. */
export function AdminCampaignFormRoute() {
  const { t } = useLingui();
  const { campaignId } = useParams();
  const [, navigate] = useLocation();

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{campaignId ? t`Edit campaign` : t`New campaign`}</Title>
      {campaignId ? (
        <EditCampaign key={campaignId} campaignId={campaignId} />
      ) : (
        <CampaignForm
          cancelHref={adminPaths.adminCampaigns.getHref()}
          onSaved={(id) => navigate(adminPaths.adminCampaign.getHref(id))}
        />
      )}
    </Stack>
  );
}
