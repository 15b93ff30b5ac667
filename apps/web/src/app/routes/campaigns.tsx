import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { LIST_STATUSES } from '@portal/domain/tasks';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { TaskList } from '@/features/tasks/components/task-list';

export function CampaignsRoute() {
  const { t } = useLingui();
  const { user } = useAuth();

  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Campaigns</Trans>
      </Title>
      <TaskList
        statuses={LIST_STATUSES.campaigns}
        filter="taskType"
        emptyMessage={t`You do not currently have any campaigns, please check back soon!`}
        emptyAction={{ label: t`Update your profile`, href: paths.editProfile.getHref() }}
        hasPaymentMethod={Boolean(user?.paymentMethod)}
      />
    </Stack>
  );
}
