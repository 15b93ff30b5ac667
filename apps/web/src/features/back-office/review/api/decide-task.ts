import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTask, ReviewStep } from '@portal/domain/admin';
import type { MovedFirst } from '@portal/domain/api';
import { adminReviewApi } from '@portal/domain/admin-routes';
import type { ApplicationDecision } from '@portal/domain/campaigns';
import { isUndoableAction, TRANSITIONS, type UndoableAction } from '@portal/domain/tasks';
import { ApiClientError, callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';
import { movedFirstOf } from '../moved-first';
import { getAdminTask } from './get-admin-task';

/** One decision on a task: on its application, or a review step. */
export type TaskDecision = { kind: 'application'; decision: ApplicationDecision } | ({ kind: 'review' } & ReviewStep);

/** A decision just saved that may still be undone, until `until` (ms since the epoch). */
export interface UndoWindow {
  action: UndoableAction;
  until: number;
}

/** The task's latest status change that stands, while the server still lets it be undone. */
function undoWindowOf(task: AdminTask | null): UndoWindow | null {
  const latest = task?.events.findLast(
    (event) => event.action !== null && Object.hasOwn(TRANSITIONS, event.action) && !event.undoneAt,
  );
  if (!latest?.action || !latest.undoableUntil || !isUndoableAction(latest.action)) return null;
  return { action: latest.action, until: Date.parse(latest.undoableUntil) };
}

/**
 * `PUT /api/admin/tasks/:taskId/application` `{ decision, remark? }` or
 * `PUT /api/admin/tasks/:taskId/review` `{ action, remark?, reference?, beyondBudget? }`; then how
 * long the server lets the decision be undone, read from the task's timeline.
 */
export async function decideTask({
  taskId,
  decision,
}: {
  taskId: string;
  decision: TaskDecision;
}): Promise<UndoWindow | null> {
  if (decision.kind === 'application') {
    await callApi(adminReviewApi.decideApplication, { params: { taskId }, body: decision.decision });
  } else {
    const { action, remark, reference, beyondBudget } = decision;
    await callApi(adminReviewApi.review, {
      params: { taskId },
      body: {
        action,
        ...(remark ? { remark } : {}),
        ...(reference ? { reference } : {}),
        ...(beyondBudget ? { beyondBudget } : {}),
      },
    });
  }
  // The decision is saved: a timeline that fails to load only means no Undo is offered.
  return undoWindowOf(await getAdminTask(taskId).catch(() => null));
}

/** An application's approval would take the campaign past its budget: it needs the manager's confirmation. */
export const isApprovalBeyondBudget = (error: Error): error is ApiClientError =>
  error instanceof ApiClientError && error.status === 409 && error.code === 'application-beyond-budget';

interface DecideTaskOptions {
  /** Told of the decision saved, and until when it may be undone (null: it may not). */
  onSuccess?: (saved: { taskId: string; decision: TaskDecision }, undo: UndoWindow | null) => void;
  /** Told instead of the failure toast when another step moved the task first (who, what, when). */
  onMovedFirst?: (movedFirst: MovedFirst) => void;
}

/**
 * Takes a decision, then refreshes every back-office query (queues, campaign tasks, the task); a
 * decision that lost the race refreshes them too, so the page shows the task as it is now.
 */
export function useDecideTask({ onSuccess, onMovedFirst }: DecideTaskOptions = {}) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  return useMutation({
    mutationFn: decideTask,
    onSuccess: async (undo, saved) => {
      // A decision that may be undone is announced by the page's undo notice instead.
      if (!undo) notify.success(msg`Decision saved`);
      onSuccess?.(saved, undo);
      await refresh();
    },
    onError: async (error) => {
      // The decisions ask the manager to confirm it instead (TaskDecisions).
      if (isApprovalBeyondBudget(error)) return;
      const movedFirst = movedFirstOf(error);
      if (!movedFirst || !onMovedFirst) {
        notifyMutationFailure(msg`Error saving the decision`)(error);
        return;
      }
      onMovedFirst(movedFirst);
      await refresh();
    },
  });
}
