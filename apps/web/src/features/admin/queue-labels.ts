import type { QueueKind } from '@portal/domain/admin';

/** How each queue is named in the back office. */
export const QUEUE_LABELS: Record<QueueKind, string> = {
  applications: 'Applications',
  drafts: 'Drafts',
  submissions: 'Submissions',
  reports: 'Reports',
  payouts: 'Payouts',
};
