import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Task } from '@portal/domain/tasks';
import { TimeRemaining } from './time-remaining';

interface SubmissionPanelProps {
  task: Task;
  /** Shown above the countdown right after the task was accepted. */
  justAccepted: boolean;
}

/** SPEC §2 submission panel of ACCEPTED, REJECTED and EXPIRED tasks; its forms come with the submissions issue. */
export function SubmissionPanel({ task, justAccepted }: SubmissionPanelProps) {
  return (
    <Stack gap="md" component="section" aria-label="Submit Task">
      <Title order={2} size="h3">
        Submit Task
      </Title>
      {justAccepted && <Alert color="teal" variant="light" title="Task Accepted Successfully!" />}
      {task.status === 'REJECTED' && (
        <Alert
          color="red"
          variant="light"
          title="Rejected. Resubmit Required"
          icon={<IconAlertTriangle aria-hidden="true" />}
        >
          {task.rejectionComments}
        </Alert>
      )}
      <TimeRemaining deadline={task.taskDeadline} />
      <Text c="dimmed">Submissions open soon.</Text>
    </Stack>
  );
}
