import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { LIST_STATUSES } from '@portal/domain/tasks';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { TaskList } from '@/features/tasks/components/task-list';

export function CompletedTasksRoute() {
  const { t } = useLingui();
  const { user } = useAuth();

  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Completed Task</Trans>
      </Title>
      <TaskList
        statuses={LIST_STATUSES.completedTasks}
        emptyMessage={t`You do not currently have any completed campaigns.`}
        emptyAction={{ label: t`Go to My Tasks`, href: paths.myTasks.getHref() }}
        hasPaymentMethod={Boolean(user?.paymentMethod)}
      />
    </Stack>
  );
}
