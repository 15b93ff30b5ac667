import { Stack, Title } from '@mantine/core';
import { LIST_STATUSES } from '@portal/domain/tasks';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { TaskList } from '@/features/tasks/components/task-list';

export function CompletedTasksRoute() {
  const { user } = useAuth();

  return (
    <Stack gap="lg">
      <Title order={1}>Completed Task</Title>
      <TaskList
        statuses={LIST_STATUSES.completedTasks}
        emptyMessage="You do not currently have any completed campaigns."
        hasPaymentMethod={Boolean(user?.paymentMethod)}
      />
    </Stack>
  );
}
