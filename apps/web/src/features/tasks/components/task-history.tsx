import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useTaskHistory } from '../api/get-task-history';

// Most tasks on their page have nothing sent yet: the list's code comes only with something to list.
const HistoryEntries = lazy(() =>
  import('./task-history-entries').then(({ HistoryEntries }) => ({ default: HistoryEntries })),
);

/** What the creator has sent for a task, newest first; nothing while it loads or when nothing was sent. */
export function TaskHistory({ taskId }: { taskId: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const history = useTaskHistory(taskId);
  const work = history.data;
  /** A failed refetch keeps showing what was loaded; only a load with nothing to show says it failed. */
  const failed = history.isError && !work;

  if (!failed && (!work || work.submissions.length + work.reports.length === 0)) {
    return null;
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t`Submission history`}
      </Title>
      {failed ? (
        <Group gap="xs">
          <Text size="sm" c="red">
            {t`Could not load your submission history.`}
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            loading={history.isFetching}
            onClick={() => void history.refetch()}
          >
            {t`Retry`}
          </Button>
        </Group>
      ) : (
        work && (
          <Suspense fallback={null}>
            <HistoryEntries work={work} />
          </Suspense>
        )
      )}
    </Stack>
  );
}
