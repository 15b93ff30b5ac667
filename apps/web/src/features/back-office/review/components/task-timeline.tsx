import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Badge, Group, List, Text, Timeline } from '@mantine/core';
import type { TaskEvent } from '@portal/domain/admin';
import { isAutoApproval } from '@portal/domain/tasks';
import type { Terms } from '@portal/domain/terms';
import { formatMoney } from '@/lib/format-money';
import { formatDateTime } from '@/lib/format-date';
import { statusLine } from '@/lib/i18n/status-labels';
import { USAGE_RIGHTS_TEXTS } from '@/features/back-office/shared/task-labels';
import { actionText } from '../action-text';

/** The terms a creator agreed to in a step, as the timeline records them. */
function AgreedTerms({ terms }: { terms: Terms }) {
  const { t } = useLingui();
  const amount = formatMoney(terms.incentive, terms.currency);
  const rights = t(USAGE_RIGHTS_TEXTS[terms.usageRights]);
  const note = terms.usageNote;
  return (
    <>
      <Text size="sm" mt={4} fw={500}>
        <Trans>Terms agreed:</Trans>
      </Text>
      <List size="sm">
        <List.Item>
          {plural(terms.paymentDays, {
            one: `${amount}, paid within # working day of approval`,
            other: `${amount}, paid within # working days of approval`,
          })}
        </List.Item>
        <List.Item>
          {plural(terms.reviewDays, {
            one: 'Brand review within # working day',
            other: 'Brand review within # working days',
          })}
        </List.Item>
        <List.Item>
          {plural(terms.revisionsIncluded, { one: '# revision included', other: '# revisions included' })}
        </List.Item>
        <List.Item>{note ? t`Usage rights: ${rights} (${note})` : t`Usage rights: ${rights}`}</List.Item>
      </List>
    </>
  );
}

/** Whether a step left the task in the status it was in. */
const keepsStatus = (event: TaskEvent) => event.fromStatus === event.toStatus;

/** Every status change of the task, oldest first: when, who, from and to, the action and the remark. */
export function TaskTimeline({ events }: { events: TaskEvent[] }) {
  const { t } = useLingui();
  /** Who took a step: the named person, or 'System' for the server's own steps. */
  const who = (event: TaskEvent) => event.actorName ?? t`System`;
  /**
   * A status change reads as one (from → to); a step that keeps the status (a message, a draft's
   * approval, a reminder) reads as who did what.
   */
  const titleOf = (event: TaskEvent) => {
    if (!event.fromStatus) return t`Created as ${statusLine(event.toStatus)}`;
    if (!keepsStatus(event)) return t`${statusLine(event.fromStatus)} → ${statusLine(event.toStatus)}`;
    const person = who(event);
    const step = event.action ? t(actionText(event.action)) : statusLine(event.toStatus);
    return t`${person} ${step}`;
  };
  const ordered = [...events].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  if (ordered.length === 0) {
    return (
      <Text size="sm">
        <Trans>No events yet.</Trans>
      </Text>
    );
  }
  return (
    <Timeline active={ordered.length - 1} bulletSize={14} lineWidth={2} aria-label={t`Timeline`}>
      {ordered.map((event) => (
        <Timeline.Item
          key={event.id}
          title={
            <Group gap="xs">
              <Text size="sm" fw={600} td={event.undoneAt ? 'line-through' : undefined}>
                {titleOf(event)}
              </Text>
              {event.undoneAt && (
                <Badge size="sm" variant="light" color="gray">
                  <Trans>Undone</Trans>
                </Badge>
              )}
            </Group>
          }
        >
          <Text size="xs" c="dimmed">
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
            {keepsStatus(event) ? '' : ` · ${who(event)}${event.action ? ` · ${t(actionText(event.action))}` : ''}`}
          </Text>
          {event.undoneAt && (
            <Text size="sm" mt={4}>
              <Trans>Undone within the undo window: the creator was never told, and nothing changed.</Trans>
            </Text>
          )}
          {isAutoApproval(event) && (
            <Text size="sm" mt={4}>
              <Trans>
                Approved automatically: the brand did not review it within two working days after the review promise.
              </Trans>
            </Text>
          )}
          {event.remark && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
              <Trans>Remark: {event.remark}</Trans>
            </Text>
          )}
          {event.agreedTerms && <AgreedTerms terms={event.agreedTerms} />}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
