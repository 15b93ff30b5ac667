import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { TaskReferrals } from '@/features/referrals/components/task-referrals';
import { taskQueryOptions } from '@/features/tasks/api/get-task';
import { NoCampaignFound } from '@/features/tasks/components/no-campaign-found';
import { TaskDetail } from '@/features/tasks/components/task-detail';

/** `/campaign/:inviteId`, whose id is the task's, with its referrals. A failed load is toasted by its query and offers a retry. */
export function TaskDetailRoute() {
  const { inviteId = '' } = useParams();
  const task = useQuery(taskQueryOptions(inviteId));

  if (task.isPending) {
    return <PageLoader />;
  }
  if (task.isError) {
    return <LoadError title="Could not load the campaign" error={task.error} onRetry={() => void task.refetch()} />;
  }
  if (task.data === null) {
    return <NoCampaignFound />;
  }
  return <TaskDetail task={task.data} referrals={<TaskReferrals task={task.data} />} />;
}
