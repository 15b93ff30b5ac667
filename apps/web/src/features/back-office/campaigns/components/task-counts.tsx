import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { TASK_STATUSES } from '@portal/domain/tasks';
import type { CampaignSummary } from '@portal/domain/admin';
import { StatusBadge } from '@/components/status-badge';
import { statusLine } from '@/lib/i18n/status-labels';

/** How many of a campaign's tasks are in each status, in the statuses' order and colours. */
export function TaskCounts({ counts }: { counts: CampaignSummary['taskCounts'] }) {
  const { t } = useLingui();
  const shown = TASK_STATUSES.filter((status) => (counts[status] ?? 0) > 0);
  if (shown.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No tasks yet</Trans>
      </Text>
    );
  }
  return (
    <Group gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Tasks by status`}>
      {shown.map((status) => (
        <li key={status}>
          <StatusBadge status={status} size="md">
            {statusLine(status)}: {counts[status]}
          </StatusBadge>
        </li>
      ))}
    </Group>
  );
}
