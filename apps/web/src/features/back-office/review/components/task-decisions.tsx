import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { MovedFirst } from '@portal/domain/api';
import { nextRejectionBeyondBudget } from '@portal/domain/tasks';
import type { UntranslatedMessage } from '@/lib/i18n/translate-message';
import { notify } from '@/lib/notify';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { isApprovalBeyondBudget, useDecideTask, type TaskDecision, type UndoWindow } from '../api/decide-task';
import { choicesFor, type Choice, type DecisionItem } from '../decision-choices';
import { useMovedFirstText } from '../moved-first';
import { BudgetApprovalDialog } from './budget-approval-dialog';
import { DecisionDialog } from './decision-dialog';

export interface TaskDecisionsProps {
  item: DecisionItem;
  /** Called after a decision was saved, with how long it may be undone (null: it may not). */
  onDone?: (undo: UndoWindow | null) => void;
  /**
   * Told when a decision's dialog opens and closes: a list keeps the item shown, as last seen,
   * while it is open.
   */
  onHold?: (held: boolean) => void;
}

/**
 * The decisions valid for a task's status (`availableActions(status, 'admin')`), as buttons;
 * a rejection asks for the creator's reason, a draft approval for the comment, a payment for a
 * reference; an application's approval past the campaign's budget asks to confirm it. A decision
 * refreshes every back-office query.
 */
export function TaskDecisions({ item, onDone, onHold }: TaskDecisionsProps) {
  const { t } = useLingui();
  const [dialog, setDialogState] = useState<Choice | null>(null);
  const [movedFirst, setMovedFirst] = useState<MovedFirst | null>(null);
  /** An approval refused past the campaign's budget: the server's reason, with the amounts, to confirm. */
  const [pastBudget, setPastBudget] = useState<UntranslatedMessage | null>(null);
  const movedFirstText = useMovedFirstText();
  const setDialog = (choice: Choice | null) => {
    setDialogState(choice);
    setMovedFirst(null);
    onHold?.(choice !== null);
  };
  const deciding = useDecideTask({
    onSuccess: (_saved, undo) => {
      setDialog(null);
      onDone?.(undo);
    },
    onMovedFirst: (first) => {
      // In a dialog the manager reads why beside what they typed; a button's decision says it in a toast.
      if (dialog) setMovedFirst(first);
      else notify.error(msg`Error saving the decision`, movedFirstText(first));
    },
  });
  const decide = useOneAtATime((decision: TaskDecision) =>
    deciding.mutateAsync({ taskId: item.task.id, decision }).then(
      () => setPastBudget(null),
      (error: Error) => {
        if (isApprovalBeyondBudget(error)) setPastBudget(error.reason);
      },
    ),
  );
  const choices = choicesFor(item);

  return (
    <>
      {choices.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No decision is waiting on this task.</Trans>
        </Text>
      ) : (
        <Group gap="sm" role="group" aria-label={t`Decisions`}>
          {choices.map((choice) => (
            <Button
              key={choice.label.id}
              color={choice.color}
              variant={choice.variant ?? 'filled'}
              data-shortcut={choice.shortcut}
              loading={deciding.isPending && dialog === null}
              onClick={() =>
                choice.dialog ? setDialog(choice) : void decide(choice.decide({ remark: '', reference: '' }))
              }
            >
              {t(choice.label)}
            </Button>
          ))}
        </Group>
      )}
      {pastBudget && (
        <BudgetApprovalDialog
          reason={pastBudget}
          pending={deciding.isPending}
          onCancel={() => setPastBudget(null)}
          onConfirm={() => void decide({ kind: 'application', decision: { decision: 'approve', beyondBudget: true } })}
        />
      )}
      {/* Kept open when the task moves on meanwhile (its buttons may go): the manager reads why, keeping what they typed. */}
      {dialog && (
        <DecisionDialog
          key={dialog.label.id}
          choice={dialog}
          movedFirst={movedFirst}
          draftComment={item.task.draftComment}
          beyondRevisions={
            dialog.revision && item.task.revisions && nextRejectionBeyondBudget(item.task.revisions)
              ? item.task.revisions.included
              : null
          }
          pending={deciding.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={(input) => void decide(dialog.decide(input))}
        />
      )}
    </>
  );
}
