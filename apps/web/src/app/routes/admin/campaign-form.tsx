import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { FormSkeleton } from '@/components/form-skeleton';
import { paths } from '@/config/paths';
import { useAdminCampaign } from '@/features/admin/api/get-admin-campaign';
import { CampaignForm } from '@/features/admin/components/campaign-form';
import { LoadError } from '@/components/load-error';

function EditCampaign({ campaignId }: { campaignId: string }) {
  const navigate = useNavigate();
  const campaign = useAdminCampaign(campaignId);
  const campaignHref = paths.adminCampaign.getHref(campaignId);

  if (campaign.isPending) {
    return <FormSkeleton fields={8} />;
  }
  if (campaign.isError) {
    return (
      <LoadError title="Could not load the campaign" error={campaign.error} onRetry={() => void campaign.refetch()} />
    );
  }
  if (campaign.data === null) {
    return <Text>No campaign found.</Text>;
  }
  if (campaign.data.closedAt) {
    return (
      <Alert color="gray" title="This campaign is closed">
        A closed campaign cannot be edited.{' '}
        <Anchor component={Link} to={campaignHref}>
          Back to the campaign
        </Anchor>
      </Alert>
    );
  }
  return (
    <CampaignForm
      campaign={campaign.data}
      cancelHref={campaignHref}
      onSaved={(id) => void navigate(paths.adminCampaign.getHref(id))}
    />
  );
}

/** `/admin/campaigns/new` and `/admin/campaigns/:campaignId/edit`: the campaign form, then the campaign's page. */
export function AdminCampaignFormRoute() {
  const { campaignId } = useParams();
  const navigate = useNavigate();

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{campaignId ? 'Edit campaign' : 'New campaign'}</Title>
      {campaignId ? (
        <EditCampaign key={campaignId} campaignId={campaignId} />
      ) : (
        <CampaignForm
          cancelHref={paths.adminCampaigns.getHref()}
          onSaved={(id) => void navigate(paths.adminCampaign.getHref(id))}
        />
      )}
    </Stack>
  );
}
