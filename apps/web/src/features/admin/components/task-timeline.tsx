import { Text, Timeline } from '@mantine/core';
import type { TaskEvent } from '@portal/domain/admin';
import { formatDateTime } from '@/lib/format-date';
import { statusText } from '../status-text';

const ACTOR_NAMES: Record<TaskEvent['actor'], string> = { influencer: 'Influencer', admin: 'Admin', server: 'System' };

/** Who took a step: the named person, or the kind of actor ('System' for the server). */
const who = (event: TaskEvent) => event.actorName ?? (event.actor === 'server' ? 'System' : ACTOR_NAMES[event.actor]);

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
            {event.action ? ` · ${event.action}` : ''}
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
