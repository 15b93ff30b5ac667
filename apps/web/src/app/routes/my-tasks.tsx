import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { LIST_STATUSES } from '@portal/domain/tasks';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { TaskList } from '@/features/tasks/components/task-list';

export function MyTasksRoute() {
  const { t } = useLingui();
  const { user } = useAuth();

  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>My Tasks</Trans>
      </Title>
      <TaskList
        statuses={LIST_STATUSES.myTasks}
        filter="status"
        emptyMessage={t`You do not currently have any campaigns, please check back soon!`}
        emptyAction={{ label: t`See your invites`, href: paths.campaigns.getHref() }}
        hasPaymentMethod={Boolean(user?.paymentMethod)}
      />
    </Stack>
  );
}
