import { Text, Timeline } from '@mantine/core';
import type { TaskEvent } from '@portal/domain/admin';
import { formatDateTime } from '@/lib/format-date';
import { statusText } from '../status-text';

/** The steps of the state machine (and a few of the server's own), in words. */
const ACTION_LABELS: Record<string, string> = {
  invite: 'invited',
  apply: 'applied',
  approveApplication: 'approved the application',
  rejectApplication: 'rejected the application',
  reapply: 'applied again',
  accept: 'accepted the task',
  submit: 'submitted',
  submitDraft: 'submitted a draft',
  approveDraft: 'approved the draft',
  rejectDraft: 'rejected the draft',
  reject: 'rejected the submission',
  approveWithReport: 'approved, a report to follow',
  approve: 'approved',
  submitReport: 'sent the report',
  approveReport: 'approved the report',
  startPayout: 'started the payout',
  markPaid: 'marked as paid',
  expire: 'expired at the deadline',
};

/** Who took a step: the named person, or 'System' for the server's own steps. */
const who = (event: TaskEvent) => event.actorName ?? 'System';

/** Every status change of the task, oldest first: when, who, from and to, the action and the remark. */
export function TaskTimeline({ events }: { events: TaskEvent[] }) {
  const ordered = [...events].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  if (ordered.length === 0) {
    return <Text size="sm">No events yet.</Text>;
  }
  return (
    <Timeline active={ordered.length - 1} bulletSize={14} lineWidth={2} aria-label="Timeline">
      {ordered.map((event) => (
        <Timeline.Item
          key={event.id}
          title={
            <Text size="sm" fw={600}>
              {event.fromStatus ? `${statusText(event.fromStatus)} → ` : 'Created as '}
              {statusText(event.toStatus)}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time> · {who(event)}
            {event.action ? ` · ${ACTION_LABELS[event.action] ?? event.action}` : ''}
          </Text>
          {event.remark && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
              Remark: {event.remark}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
