import { useLingui } from '@lingui/react/macro';
import type { MovedFirst } from '@portal/domain/api';
import { ApiClientError } from '@/lib/api-client';
import { formatTimeAgo } from '@/lib/format-date';
import { actionText } from './action-text';

/**
 * The step that came first, when the server refused a decision because the task had moved on
 * (409 with who, what and when); null for any other failure.
 */
export function movedFirstOf(error: Error): MovedFirst | null {
  if (!(error instanceof ApiClientError) || error.status !== 409) return null;
  const { action, by, at } = error.params;
  if (typeof action !== 'string' || typeof at !== 'string') return null;
  return typeof by === 'string' && by !== '' ? { action, by, at } : { action, at };
}

/**
 * Says who moved the task first (the server when nobody), what they did and how long ago:
 * 'Aisha Rahman rejected the submission 2 seconds ago.'
 */
export function useMovedFirstText(): (movedFirst: MovedFirst) => string {
  const { t } = useLingui();
  return (movedFirst) => {
    const who = movedFirst.by ?? t`System`;
    const what = t(actionText(movedFirst.action));
    const when = formatTimeAgo(movedFirst.at);
    return t({
      comment: 'Who took a step on a task, the step (as in the timeline) and how long ago, e.g. "2 seconds ago"',
      message: `${who} ${what} ${when}.`,
    });
  };
}
