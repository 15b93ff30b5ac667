import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'wouter';
import type { TaskStatus } from '@portal/domain/tasks';
import { paths } from '@/config/paths';

/** SPEC §2 invite apply screen (and a referral's), when the creator already has a task in the campaign. */
export function InviteStatusNotice({ status }: { status: TaskStatus }) {
  const { t } = useLingui();
  const goToCampaigns = status === 'SELECTED';

  return (
    <Stack gap="md" align="flex-start">
      <Alert
        variant="light"
        color="blue"
        title={
          status === 'APPLIED' ? t`You have already applied for this task.` : t`You are already selected for this task.`
        }
      />
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
