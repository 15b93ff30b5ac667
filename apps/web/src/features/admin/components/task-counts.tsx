import { Badge, Group, Text } from '@mantine/core';
import { TASK_STATUSES } from '@portal/domain/tasks';
import type { CampaignSummary } from '@portal/domain/admin';
import { statusText } from '../status-text';

/** How many of a campaign's tasks are in each status, in the statuses' order. */
export function TaskCounts({ counts }: { counts: CampaignSummary['taskCounts'] }) {
  const shown = TASK_STATUSES.filter((status) => (counts[status] ?? 0) > 0);
  if (shown.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No tasks yet
      </Text>
    );
  }
  return (
    <Group gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Tasks by status">
      {shown.map((status) => (
        <Badge key={status} component="li" variant="light" color="gray" tt="none">
          {statusText(status)}: {counts[status]}
        </Badge>
      ))}
    </Group>
  );
}
