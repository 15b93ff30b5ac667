import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { reviewDueDate } from '@portal/domain/terms';
import type { Task } from '@portal/domain/tasks';
import { formatCalendarDate } from '@/lib/format-date';

/**
 * While the creator's work waits for the brand (a final submission, a draft or a report): the day
 * its review is promised by, the terms' review days after it was sent. Nothing otherwise.
 */
export function ReviewDueText({ task }: { task: Pick<Task, 'reviewSentAt' | 'campaignDetails'> }) {
  const { t } = useLingui();
  if (!task.reviewSentAt) {
    return null;
  }
  const date = formatCalendarDate(reviewDueDate(new Date(task.reviewSentAt), task.campaignDetails.terms.reviewDays));
  return <Text size="sm">{t`Brand review due by ${date}`}</Text>;
}
