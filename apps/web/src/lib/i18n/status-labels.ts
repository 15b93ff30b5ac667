import { msg } from '@lingui/core/macro';
import { STATUS_LABELS, type TaskStatus } from '@portal/domain/tasks';
import { translateMessage } from './translate-message';

/** A task's status as the creator and the back office both read it, in the language shown. */
export interface StatusWords {
  /** SPEC §4's label: 'Approved', 'On-Going'. */
  status: string;
  /** For an approved task, its payment's state beside the label ('Payment: Awaiting'); null otherwise. */
  payment: string | null;
}

/** One label per status (the domain's `STATUS_LABELS`), for the creator's screens and the back office's. */
export function statusWords(status: TaskStatus): StatusWords {
  const label = STATUS_LABELS[status];
  const payment = label.payment === undefined ? null : translateMessage(label.payment);
  return {
    status: translateMessage(label.status),
    payment: payment === null ? null : translateMessage(msg`Payment: ${payment}`),
  };
}

/** The same words on one line, the payment's state beside the label: 'Approved · Payment: Awaiting'. */
export function statusLine(status: TaskStatus): string {
  const words = statusWords(status);
  return words.payment === null ? words.status : `${words.status} · ${words.payment}`;
}
