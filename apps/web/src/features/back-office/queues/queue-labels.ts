import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { QueueKind } from '@portal/domain/admin';

/** How each queue is named in the back office. */
export const QUEUE_LABELS: Record<QueueKind, MessageDescriptor> = {
  applications: msg`Applications`,
  drafts: msg`Drafts`,
  submissions: msg`Submissions`,
  reports: msg`Reports`,
  payouts: msg`Payouts`,
};

/** How many items a review queue holds, in words: '1 application', '3 applications'. */
export const QUEUE_COUNT_TEXTS: Record<Exclude<QueueKind, 'payouts'>, (total: number) => string> = {
  applications: (total) => plural(total, { one: '# application', other: '# applications' }),
  drafts: (total) => plural(total, { one: '# draft', other: '# drafts' }),
  submissions: (total) => plural(total, { one: '# submission', other: '# submissions' }),
  reports: (total) => plural(total, { one: '# report', other: '# reports' }),
};
