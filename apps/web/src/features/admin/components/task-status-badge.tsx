import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { TaskStatus } from '@portal/domain/tasks';
import { statusText } from '../status-text';

const COLORS: Partial<Record<TaskStatus, string>> = {
  APPLIED: 'yellow',
  'PENDING-CHECKING': 'yellow',
  'APPLICATION-REJECTED': 'red',
  REJECTED: 'red',
  EXPIRED: 'gray',
  COMPLETED: 'teal',
  'APPROVED-PENDING-PAYMENT': 'teal',
  'APPROVED-PROCESSING-PAYMENT': 'teal',
};

/** A task's status in the back office's words. */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const { t } = useLingui();
  return (
    <Badge variant="light" color={COLORS[status] ?? 'blue'} tt="none">
      {t(statusText(status))}
    </Badge>
  );
}
