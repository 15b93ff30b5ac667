import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TaskStatus } from '@portal/domain/tasks';

/**
 * A status as the back office reads it: the SPEC §4 label (STATUS_LABELS), with the payment's
 * state for approved tasks.
 */
const STATUS_TEXTS: Record<TaskStatus, MessageDescriptor> = {
  SELECTED: msg`Invited`,
  APPLIED: msg`Pending Application Review`,
  ACCEPTED: msg`On-Going`,
  'APPLICATION-REJECTED': msg`Application Rejected`,
  REJECTED: msg`Rejected - Resubmit Required`,
  'PENDING-CHECKING': msg`Pending Approval`,
  'APPROVED-PENDING-REPORT': msg`Awaiting Report`,
  'APPROVED-PENDING-PAYMENT': msg`Approved (payment awaiting)`,
  'APPROVED-PROCESSING-PAYMENT': msg`Approved (payment processing)`,
  EXPIRED: msg`Expired`,
  COMPLETED: msg`Approved (payment successful)`,
};

export function statusText(status: TaskStatus): MessageDescriptor {
  return STATUS_TEXTS[status];
}
