import type { TaskStatus } from '@portal/domain/tasks';
import { StatusBadge } from '@/components/status-badge';
import { statusLine } from '@/lib/i18n/status-labels';

/** A task's status in the words and colour it has on the creator's screens, the payment's state beside the label. */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return (
    <StatusBadge status={status} size="md">
      {statusLine(status)}
    </StatusBadge>
  );
}
