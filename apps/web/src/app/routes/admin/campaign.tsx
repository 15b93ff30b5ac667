import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Breadcrumbs, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconCopy, IconPencil } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'wouter';
import { adminPaths } from '@/config/admin-paths';
import { useDuplicateCampaign } from '@/features/back-office/campaigns/api/campaign-actions';
import { useAdminCampaign } from '@/features/back-office/campaigns/api/get-admin-campaign';
import { AssignCaptions } from '@/features/back-office/captions/components/assign-captions';
import { BudgetSummary } from '@/features/back-office/campaigns/components/budget-summary';
import { CampaignDetails } from '@/features/back-office/campaigns/components/campaign-details';
import { CampaignLogo } from '@/features/back-office/campaigns/components/campaign-logo';
import { CampaignTasks } from '@/features/back-office/campaigns/components/campaign-tasks';
import { CampaignWithdrawals } from '@/features/back-office/campaigns/components/campaign-withdrawals';
import { CloseCampaignButton } from '@/features/back-office/campaigns/components/close-campaign-button';
import { InviteByEmail } from '@/features/back-office/campaigns/components/invite-by-email';
import { InviteLinks } from '@/features/back-office/campaigns/components/invite-links';
import { LoadError } from '@/components/load-error';
import { useOneAtATime } from '@/lib/use-one-at-a-time';

/**
 * `/admin/campaigns/:campaignId`: the campaign, its actions, the creators who withdrew, its
 * invitations and tasks.
 */
export function AdminCampaignRoute() {
  const { t } = useLingui();
  const { campaignId = '' } = useParams();
  const [, navigate] = useLocation();
  const campaign = useAdminCampaign(campaignId);
  const duplicating = useDuplicateCampaign({
    onSuccess: (copyId) => navigate(adminPaths.adminEditCampaign.getHref(copyId)),
  });
  const duplicate = useOneAtATime(() => duplicating.mutateAsync(campaignId).catch(() => undefined));

  const breadcrumbs = (
    <Breadcrumbs>
      <Anchor component={Link} to={adminPaths.adminCampaigns.getHref()}>
        <Trans>Campaigns</Trans>
      </Anchor>
      <Text>{campaign.data?.title ?? t`Campaign`}</Text>
    </Breadcrumbs>
  );

  if (campaign.isPending) {
    return (
      <Stack gap="lg" role="status" aria-label={t`Loading campaign`}>
        <Skeleton height={36} width="40%" />
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (campaign.isError) {
    return (
      <Stack gap="lg">
        {breadcrumbs}
        <LoadError
          title={t`Could not load the campaign`}
          error={campaign.error}
          onRetry={() => void campaign.refetch()}
        />
      </Stack>
    );
  }
  if (campaign.data === null) {
    return (
      <Stack gap="lg">
        {breadcrumbs}
        <Alert color="gray" title={t`No campaign found`}>
          <Trans>There is no campaign at this address.</Trans>
        </Alert>
      </Stack>
    );
  }

  const { data } = campaign;
  const closed = data.closedAt !== null;
  return (
    <Stack gap="lg">
      {breadcrumbs}
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap">
          <CampaignLogo url={data.brandLogoUrl} title={data.title} size={56} />
          <Group gap="sm">
            <Title order={1}>{data.title}</Title>
            {closed && (
              <Badge color="gray" size="lg">
                <Trans>Closed</Trans>
              </Badge>
            )}
          </Group>
        </Group>
        <Group gap="sm">
          {!closed && (
            <Button
              component={Link}
              to={adminPaths.adminEditCampaign.getHref(data.id)}
              leftSection={<IconPencil size={16} aria-hidden="true" />}
            >
              <Trans>Edit</Trans>
            </Button>
          )}
          <Button
            variant="default"
            component={Link}
            to={adminPaths.adminCampaignReport.getHref(data.id)}
            leftSection={<IconChartBar size={16} aria-hidden="true" />}
          >
            <Trans>Report</Trans>
          </Button>
          <Button
            variant="default"
            leftSection={<IconCopy size={16} aria-hidden="true" />}
            onClick={() => void duplicate()}
            loading={duplicating.isPending}
          >
            <Trans>Duplicate</Trans>
          </Button>
          {!closed && <CloseCampaignButton campaignId={data.id} title={data.title} />}
        </Group>
      </Group>
      <CampaignWithdrawals withdrawals={data.withdrawals} />
      <BudgetSummary campaign={data} />
      <CampaignDetails campaign={data} />
      {closed ? (
        <Alert color="gray" variant="light">
          <Trans>This campaign is closed: it takes no new applications, invitations or invite links.</Trans>
        </Alert>
      ) : (
        <>
          <InviteLinks campaignId={data.id} invites={data.invites} />
          <InviteByEmail campaignId={data.id} />
        </>
      )}
      {/* Tasks under way go on in a closed campaign, and so may still get their captions. */}
      {data.taskType === 'UNIQUECOMMENT' && <AssignCaptions campaignId={data.id} />}
      <CampaignTasks campaignId={data.id} />
    </Stack>
  );
}
