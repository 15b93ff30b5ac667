import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Title } from '@mantine/core';
import { Link } from 'wouter';
import type { TaskStatus } from '@portal/domain/tasks';
import { paths } from '@/config/paths';

/** SPEC §2 invite apply screen (and a referral's), when the creator already has a task in the campaign: what it is, and where to find it. */
export function InviteStatusNotice({ status }: { status: TaskStatus }) {
  const { t } = useLingui();
  const goToCampaigns = status === 'SELECTED';

  return (
    <Stack gap="md" align="flex-start">
      {/* The page's heading, and so its title. */}
      <Title order={1} size="h3">
        {status === 'APPLIED' ? t`You have already applied for this task.` : t`You are already selected for this task.`}
      </Title>
      {goToCampaigns ? (
        <Button component={Link} to={paths.campaigns.getHref()}>
          <Trans>Go to Campaigns</Trans>
        </Button>
      ) : (
        <Button component={Link} to={paths.myTasks.getHref()}>
          <Trans>Go to My Tasks</Trans>
        </Button>
      )}
    </Stack>
  );
}
