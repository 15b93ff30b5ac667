import { useLingui } from '@lingui/react/macro';
import type { TaskStatus } from '@portal/domain/tasks';
import { StatusBadge } from '@/components/status-badge';
import { statusText } from '../status-text';

/** A task's status in the back office's words, in the colour it has on the creator's screens. */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const { t } = useLingui();
  return (
    <StatusBadge status={status} size="md">
      {t(statusText(status))}
    </StatusBadge>
  );
}
