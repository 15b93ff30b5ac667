import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { Task } from '@portal/domain/tasks';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useReapplyTask } from '../api/reapply-task';

/** SPEC §4: APPLICATION-REJECTED back to APPLIED, agreeing to the terms the task shows. */
export function ReapplyButton({ task }: { task: Pick<Task, 'id' | 'campaignDetails'> }) {
  const reapplication = useReapplyTask();
  /** One call at a time: a double click sends once; a failure is toasted by the mutation. */
  const reapply = useOneAtATime(() =>
    reapplication.mutateAsync({ taskId: task.id, shownTerms: task.campaignDetails.terms }).catch(() => undefined),
  );

  return (
    <Button variant="light" onClick={() => void reapply()} loading={reapplication.isPending}>
      <Trans>Reapply for Task</Trans>
    </Button>
  );
}
