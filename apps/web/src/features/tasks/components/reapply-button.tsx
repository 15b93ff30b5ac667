import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useReapplyTask } from '../api/reapply-task';

/** SPEC §4: APPLICATION-REJECTED back to APPLIED. */
export function ReapplyButton({ taskId }: { taskId: string }) {
  const reapplication = useReapplyTask();
  /** One call at a time: a double click sends once; a failure is toasted by the mutation. */
  const reapply = useOneAtATime(() => reapplication.mutateAsync(taskId).catch(() => undefined));

  return (
    <Button variant="light" onClick={() => void reapply()} loading={reapplication.isPending}>
      <Trans>Reapply for Task</Trans>
    </Button>
  );
}
