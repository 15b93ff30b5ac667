import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useNow } from '@/lib/use-now';
import type { UndoWindow } from '../api/decide-task';
import { useUndoDecision } from '../api/undo-decision';
import { actionText } from '../action-text';

interface UndoNoticeProps extends UndoWindow {
  taskId: string;
  /** Whose task it was, where the page does not say it (a queue). */
  creatorName?: string;
  /** The decision was undone: the task is back as it was. */
  onUndone: () => void;
  /** The time is up: the decision stands and the creator is told. */
  onExpired: () => void;
}

/**
 * A decision just saved, while it may be undone: what it was, how long the creator is kept from
 * hearing of it, and Undo.
 */
export function UndoNotice({ taskId, action, until, creatorName, onUndone, onExpired }: UndoNoticeProps) {
  const { t } = useLingui();
  const undoing = useUndoDecision({ onSuccess: onUndone });
  const now = useNow(1000);
  const seconds = Math.max(0, Math.ceil((until - now.getTime()) / 1000));
  const expired = seconds === 0 && !undoing.isPending;
  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);
  const what = t(actionText(action));
  return (
    // A region, not an alert: only its status line is announced, once, not the countdown every second.
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-teal-light)" component="section" aria-label={t`Undo`}>
      <Group gap="sm" justify="space-between" wrap="wrap">
        <div>
          <Text size="sm" fw={500} role="status">
            {creatorName ? t`Decision saved for ${creatorName}: ${what}.` : t`Decision saved: ${what}.`}
          </Text>
          <Text size="sm">
            {plural(seconds, {
              one: 'You can undo it for # more second before the creator is told.',
              other: 'You can undo it for # more seconds before the creator is told.',
            })}
          </Text>
        </div>
        <Button variant="default" loading={undoing.isPending} onClick={() => undoing.mutate(taskId)}>
          <Trans>Undo</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
