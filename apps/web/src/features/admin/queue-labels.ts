import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueueKind } from '@portal/domain/admin';

/** How each queue is named in the back office. */
export const QUEUE_LABELS: Record<QueueKind, MessageDescriptor> = {
  applications: msg`Applications`,
  drafts: msg`Drafts`,
  submissions: msg`Submissions`,
  reports: msg`Reports`,
  payouts: msg`Payouts`,
};
