import { STATUS_LABELS, type TaskStatus } from '@portal/domain/tasks';

/** A status as the back office reads it: the SPEC §4 label, with the payment's state for approved tasks. */
export function statusText(status: TaskStatus): string {
  const { status: label, payment } = STATUS_LABELS[status];
  return payment ? `${label} (payment ${payment.toLowerCase()})` : label;
}
