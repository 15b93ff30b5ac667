import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect } from 'react';
import { useParams } from 'wouter';
import { AT_PAYMENT_STATUSES, isStatusIn } from '@portal/domain/tasks';
import { LoadError } from '@/components/load-error';
import { WhenVisible } from '@/components/when-visible';
import { TaskReferrals } from '@/features/referrals/components/task-referrals';
import { taskQueryOptions } from '@/features/tasks/api/get-task';
import { preloadStepForm, TaskDetail } from '@/features/tasks/components/task-detail';
import { TaskDetailSkeleton } from '@/features/tasks/components/task-detail-skeleton';
import { lazyComponent } from '@/lib/lazy-component';

// What a task that is not there shows: its code comes only then. A failed load's screen is in the
// page, since the connection that failed would likely fail to fetch it too.
const NoCampaignFound = lazyComponent(() =>
  import('@/features/tasks/components/no-campaign-found').then((module) => module.NoCampaignFound),
);

// A payout's tracker shows only once the task is approved for payment: its code comes only then.
const TaskPayoutTracker = lazyComponent(() =>
  import('@/features/payments/components/task-payout-tracker').then((module) => module.TaskPayoutTracker),
);

// The conversation sits below the fold: its code (and its messages) come once it is scrolled near.
const TaskThread = lazyComponent(() =>
  import('@/features/messages/components/task-thread').then((module) => module.TaskThread),
);

/** `/campaign/:inviteId`, whose id is the task's, with its referrals. A failed load is toasted by its query and offers a retry. */
export function TaskDetailRoute() {
  const { inviteId = '' } = useParams();
  // A page of its own for each task: the deferred copy below never shows the last address's task.
  return <TaskPage key={inviteId} inviteId={inviteId} />;
}

function TaskPage({ inviteId }: { inviteId: string }) {
  const { t } = useLingui();
  const task = useQuery(taskQueryOptions(inviteId));
  // The query's answer re-renders this page at once, in one piece (TanStack Query goes through
  // useSyncExternalStore). The page drawn from it, a few hundred milliseconds of script on a slow
  // phone, is rendered from a deferred copy instead: React splits that render into short tasks,
  // between which the phone stays responsive. The loading shape stays until it is done.
  const shownTask = useDeferredValue(task.data);
  const queryClient = useQueryClient();
  // Its step's form comes meanwhile, rather than once the page has rendered.
  useEffect(() => {
    if (task.data) preloadStepForm(task.data);
  }, [task.data]);

  if (task.isError) {
    return <LoadError title={t`Could not load the campaign`} error={task.error} onRetry={() => void task.refetch()} />;
  }
  if (shownTask === undefined) {
    return <TaskDetailSkeleton />;
  }
  if (shownTask === null) {
    return <NoCampaignFound />;
  }
  return (
    <TaskDetail
      task={shownTask}
      payout={
        isStatusIn(AT_PAYMENT_STATUSES, shownTask.status) && (
          <Suspense fallback={null}>
            <TaskPayoutTracker taskId={shownTask.id} />
          </Suspense>
        )
      }
      referrals={<TaskReferrals task={shownTask} />}
      messages={
        <WhenVisible id="messages">
          <Suspense fallback={null}>
            {/* Read, the task list's unread counts change. */}
            <TaskThread
              side="creator"
              taskId={shownTask.id}
              onChange={() => void queryClient.invalidateQueries({ queryKey: ['tasks', 'list'] })}
            />
          </Suspense>
        </WhenVisible>
      }
    />
  );
}
