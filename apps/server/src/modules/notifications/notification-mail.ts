import { formatMoney } from '@portal/domain/money';
import type { TaskAction } from '@portal/domain/tasks';
import type { Mail } from '../../lib/mailer.ts';

/** What an e-mail about one task event needs to know. */
export interface NotifiedEvent {
  action: TaskAction;
  taskId: string;
  remark: string | null;
  to: string;
  name: string;
  campaignTitle: string;
  /** The approved draft's comment (approveDraft). */
  draftComment: string | null;
  /** What was paid (markPaid). */
  paid: { amountMinor: number; currency: string } | null;
}

interface Wording {
  subject: (title: string) => string;
  lines: (event: NotifiedEvent) => string[];
  /** How the remark is introduced, when the event has one. */
  remarkLabel?: string;
}

/** The actions the creator is told about by e-mail; every other event is sent no mail. */
const WORDING: Partial<Record<TaskAction, Wording>> = {
  invite: {
    subject: (title) => `You're invited to ${title}`,
    lines: (event) => [
      `You have been invited to the campaign "${event.campaignTitle}".`,
      'Open it to see the brief and accept:',
    ],
  },
  approveApplication: {
    subject: (title) => `Your application to ${title} was approved`,
    lines: (event) => [
      `Good news: your application to "${event.campaignTitle}" was approved.`,
      'Open the task to accept it:',
    ],
  },
  rejectApplication: {
    subject: (title) => `Your application to ${title} was not approved`,
    lines: (event) => [`Your application to "${event.campaignTitle}" was not approved.`],
    remarkLabel: 'Reason',
  },
  approveDraft: {
    subject: (title) => `Your draft for ${title} was approved`,
    lines: (event) => [
      `Your draft for "${event.campaignTitle}" was approved. You can now post it and send your final submission.`,
      ...(event.remark || !event.draftComment ? [] : [`Approved comment: ${event.draftComment}`]),
    ],
    remarkLabel: 'Approved comment',
  },
  rejectDraft: {
    subject: (title) => `Your draft for ${title} needs changes`,
    lines: (event) => [`Your draft for "${event.campaignTitle}" needs changes. Please send a new draft.`],
    remarkLabel: 'What to change',
  },
  approve: {
    subject: (title) => `Your submission for ${title} was approved`,
    lines: (event) => [
      `Your submission for "${event.campaignTitle}" was approved. Your payment is on its way.`,
      'Please make sure your payment details are up to date.',
    ],
  },
  approveWithReport: {
    subject: (title) => `Your submission for ${title} was approved: please send your report`,
    lines: (event) => [
      `Your submission for "${event.campaignTitle}" was approved.`,
      'Please send your report so that your payment can be made.',
    ],
  },
  reject: {
    subject: (title) => `Your submission for ${title} needs changes`,
    lines: (event) => [`Your submission for "${event.campaignTitle}" needs changes. Please submit again.`],
    remarkLabel: 'What to change',
  },
  markPaid: {
    subject: (title) => `You have been paid for ${title}`,
    lines: (event) => [
      event.paid
        ? `Your payment of ${formatMoney(event.paid.amountMinor, event.paid.currency)} for "${event.campaignTitle}" has been made.`
        : `Your payment for "${event.campaignTitle}" has been made.`,
    ],
    // The event's remark is the payment's reference.
    remarkLabel: 'Payment reference',
  },
};

/** The e-mail telling the creator about an event, or null when the action sends none. */
export function notificationMail(event: NotifiedEvent, publicUrl: string): Mail | null {
  const wording = WORDING[event.action];
  if (!wording) return null;
  const remark = event.remark?.trim();
  const text = [
    `Hi ${event.name},`,
    '',
    ...wording.lines(event),
    ...(remark ? ['', `${wording.remarkLabel ?? 'Note'}: ${remark}`] : []),
    '',
    `${publicUrl.replace(/\/+$/, '')}/campaign/${event.taskId}`,
    '',
    'The Creator Portal team',
  ].join('\n');
  return { to: event.to, subject: wording.subject(event.campaignTitle), text };
}
