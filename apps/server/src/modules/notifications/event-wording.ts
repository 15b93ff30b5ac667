import type { MessageDescriptor } from '@lingui/core';
import type { TaskEventAction } from '@portal/domain/tasks';

/** What an e-mail about one task event needs to know. */
export interface NotifiedEvent {
  action: TaskEventAction;
  taskId: string;
  remark: string | null;
  to: string;
  name: string;
  campaignTitle: string;
  /** The approved draft's comment (approveDraft). */
  draftComment: string | null;
  /** What was paid (markPaid). */
  paid: { amountMinor: number; currency: string } | null;
  /** The task's own deadline (ISO), for an approved extension. */
  deadline: string | null;
  /** The referred friend a referral event is about. */
  friendName: string | null;
  /** The fee the referral earns (or earned), on a referral event. */
  referralFee: { amountMinor: number; currency: string } | null;
  /** What the task's payout line pays, on a payout event (payoutSent, payoutUnclaimed, payoutReturned). */
  payout: { amountMinor: number; currency: string } | null;
}

interface Wording {
  /** Takes `{title}`. */
  subject: MessageDescriptor;
  /**
   * The lines of the body; each takes `{title}`, the markPaid and payout ones `{amount}`,
   * approveExtension's `{deadline}`, the referral ones `{friend}` and `{amount}` (the referral fee).
   */
  lines: (event: NotifiedEvent) => MessageDescriptor[];
  /** How the remark is introduced, when the event has one. */
  remarkLabel?: MessageDescriptor;
}

// Message descriptors rather than Lingui's macros, which the server's build does not compile
// (docs/decisions/0005-i18n.md); the extractor reads them by their /*i18n*/ mark. The campaign's
// title and the remarks are the brand's and the reviewer's words, sent as they were written.
const WHAT_TO_CHANGE = /*i18n*/ { id: 'mail.label.whatToChange', message: 'What to change' };
const REASON = /*i18n*/ { id: 'mail.label.reason', message: 'Reason' };
const PAYMENT_REFERENCE = /*i18n*/ { id: 'mail.label.paymentReference', message: 'Payment reference' };
const PAYOUT_DETAILS = /*i18n*/ {
  id: 'mail.approve.payoutDetails',
  message: 'Please make sure your payment details are up to date.',
};
const REFERRAL_FEE = /*i18n*/ { id: 'mail.referral.fee', message: 'Referral fee: {amount}' };
const UNCLAIMED_ACTION = /*i18n*/ {
  id: 'mail.payoutUnclaimed.action',
  message:
    'Check the PayPal e-mail in your payment details: a PayPal account with that address claims it. If it is not claimed, it comes back to us and we send it again in the next batch.',
};
const RETURNED_ACTION = /*i18n*/ {
  id: 'mail.payoutReturned.action',
  message:
    'Please check the bank account or PayPal e-mail in your payment details. We send it again in the next batch once they are right.',
};
/** The referral fee's line, when the campaign still names one. */
const referralFeeLine = (event: NotifiedEvent) => (event.referralFee ? [REFERRAL_FEE] : []);

/** The actions the creator is told about by e-mail; every other event is sent no mail. */
export const WORDING: Partial<Record<TaskEventAction, Wording>> = {
  invite: {
    subject: /*i18n*/ { id: 'mail.invite.subject', message: "You're invited to {title}" },
    lines: () => [
      /*i18n*/ { id: 'mail.invite.body', message: 'You have been invited to the campaign "{title}".' },
      /*i18n*/ { id: 'mail.invite.action', message: 'Open it to see the brief and accept:' },
    ],
  },
  approveApplication: {
    subject: /*i18n*/ { id: 'mail.approveApplication.subject', message: 'Your application to {title} was approved' },
    lines: () => [
      /*i18n*/ {
        id: 'mail.approveApplication.body',
        message: 'Good news: your application to "{title}" was approved.',
      },
      /*i18n*/ { id: 'mail.approveApplication.action', message: 'Open the task to accept it:' },
    ],
  },
  rejectApplication: {
    subject: /*i18n*/ {
      id: 'mail.rejectApplication.subject',
      message: 'Your application to {title} was not approved',
    },
    lines: () => [
      /*i18n*/ { id: 'mail.rejectApplication.body', message: 'Your application to "{title}" was not approved.' },
    ],
    remarkLabel: REASON,
  },
  approveDraft: {
    subject: /*i18n*/ { id: 'mail.approveDraft.subject', message: 'Your draft for {title} was approved' },
    lines: (event) => [
      /*i18n*/ {
        id: 'mail.approveDraft.body',
        message: 'Your draft for "{title}" was approved. You can now post it and send your final submission.',
      },
      ...(event.remark || !event.draftComment
        ? []
        : [/*i18n*/ { id: 'mail.approveDraft.comment', message: 'Approved comment: {comment}' }]),
    ],
    remarkLabel: /*i18n*/ { id: 'mail.label.approvedComment', message: 'Approved comment' },
  },
  rejectDraft: {
    subject: /*i18n*/ { id: 'mail.rejectDraft.subject', message: 'Your draft for {title} needs changes' },
    lines: () => [
      /*i18n*/ {
        id: 'mail.rejectDraft.body',
        message: 'Your draft for "{title}" needs changes. Please send a new draft.',
      },
    ],
    remarkLabel: WHAT_TO_CHANGE,
  },
  approve: {
    subject: /*i18n*/ { id: 'mail.approve.subject', message: 'Your submission for {title} was approved' },
    lines: () => [
      /*i18n*/ {
        id: 'mail.approve.body',
        message: 'Your submission for "{title}" was approved. Your payment is on its way.',
      },
      PAYOUT_DETAILS,
    ],
  },
  approveWithReport: {
    subject: /*i18n*/ {
      id: 'mail.approveWithReport.subject',
      message: 'Your submission for {title} was approved: please send your report',
    },
    lines: () => [
      /*i18n*/ { id: 'mail.approveWithReport.body', message: 'Your submission for "{title}" was approved.' },
      /*i18n*/ {
        id: 'mail.approveWithReport.action',
        message: 'Please send your report so that your payment can be made.',
      },
    ],
  },
  reject: {
    subject: /*i18n*/ { id: 'mail.reject.subject', message: 'Your submission for {title} needs changes' },
    lines: () => [
      /*i18n*/ {
        id: 'mail.reject.body',
        message: 'Your submission for "{title}" needs changes. Please submit again.',
      },
    ],
    remarkLabel: WHAT_TO_CHANGE,
  },
  reverseRejection: {
    subject: /*i18n*/ {
      id: 'mail.reverseRejection.subject',
      message: 'Your submission for {title} is back under review',
    },
    lines: () => [
      /*i18n*/ {
        id: 'mail.reverseRejection.body',
        message:
          'The request for changes to your submission for "{title}" was withdrawn: it is back under review, and you need not submit again.',
      },
    ],
    remarkLabel: REASON,
  },
  reverseDraftRejection: {
    subject: /*i18n*/ {
      id: 'mail.reverseDraftRejection.subject',
      message: 'Your draft for {title} is back under review',
    },
    lines: () => [
      /*i18n*/ {
        id: 'mail.reverseDraftRejection.body',
        message:
          'The request for changes to your draft for "{title}" was withdrawn: it is back under review, and you need not send a new draft.',
      },
    ],
    remarkLabel: REASON,
  },
  approveReport: {
    subject: /*i18n*/ { id: 'mail.approveReport.subject', message: 'Your report for {title} was approved' },
    lines: () => [
      /*i18n*/ {
        id: 'mail.approveReport.body',
        message: 'Your report for "{title}" was approved. Your payment comes next.',
      },
    ],
  },
  startPayout: {
    subject: /*i18n*/ { id: 'mail.startPayout.subject', message: 'Your payment for {title} is on its way' },
    lines: () => [
      /*i18n*/ {
        id: 'mail.startPayout.body',
        message: 'The payment for "{title}" is being processed. We will tell you once it has been made.',
      },
    ],
  },
  markPaid: {
    subject: /*i18n*/ { id: 'mail.markPaid.subject', message: 'You have been paid for {title}' },
    lines: (event) => [
      event.paid
        ? /*i18n*/ {
            id: 'mail.markPaid.bodyWithAmount',
            message: 'Your payment of {amount} for "{title}" has been made.',
          }
        : /*i18n*/ { id: 'mail.markPaid.body', message: 'Your payment for "{title}" has been made.' },
    ],
    // The event's remark is the payment's reference.
    remarkLabel: PAYMENT_REFERENCE,
  },
  payoutSent: {
    subject: /*i18n*/ { id: 'mail.payoutSent.subject', message: 'Your payment for {title} has been sent' },
    lines: () => [
      /*i18n*/ {
        id: 'mail.payoutSent.body',
        message: 'Your payment of {amount} for "{title}" has been sent to you. We will tell you once it has been paid.',
      },
    ],
  },
  payoutUnclaimed: {
    subject: /*i18n*/ { id: 'mail.payoutUnclaimed.subject', message: 'Your payment for {title} has not been claimed' },
    lines: () => [
      /*i18n*/ {
        id: 'mail.payoutUnclaimed.body',
        message:
          'Your payment of {amount} for "{title}" was sent to your PayPal e-mail, but nobody has claimed it yet.',
      },
      UNCLAIMED_ACTION,
    ],
    remarkLabel: REASON,
  },
  payoutReturned: {
    subject: /*i18n*/ { id: 'mail.payoutReturned.subject', message: 'Your payment for {title} came back' },
    lines: () => [
      /*i18n*/ {
        id: 'mail.payoutReturned.body',
        message: 'Your payment of {amount} for "{title}" could not be made and came back to us.',
      },
      RETURNED_ACTION,
    ],
    remarkLabel: REASON,
  },
  approveExtension: {
    subject: /*i18n*/ { id: 'mail.approveExtension.subject', message: 'Your deadline for {title} was extended' },
    lines: () => [
      /*i18n*/ {
        id: 'mail.approveExtension.body',
        message: 'Your request for more time on "{title}" was approved. Your new deadline is {deadline}.',
      },
    ],
  },
  declineExtension: {
    subject: /*i18n*/ {
      id: 'mail.declineExtension.subject',
      message: 'Your deadline extension for {title} was not approved',
    },
    lines: () => [
      /*i18n*/ {
        id: 'mail.declineExtension.body',
        message: 'Your request for more time on "{title}" was not approved. Your deadline stays as it was.',
      },
    ],
    remarkLabel: REASON,
  },
  remindDeadline48: {
    subject: /*i18n*/ { id: 'mail.remindDeadline48.subject', message: 'Reminder: {title} is due within 48 hours' },
    lines: () => [
      /*i18n*/ {
        id: 'mail.remindDeadline48.body',
        message: 'Your deadline for "{title}" is {deadline}, less than 48 hours from now.',
      },
      /*i18n*/ {
        id: 'mail.remindDeadline.action',
        message: 'Please send your work before then, or ask for more time on the task:',
      },
    ],
  },
  remindDeadline24: {
    subject: /*i18n*/ { id: 'mail.remindDeadline24.subject', message: 'Reminder: {title} is due within 24 hours' },
    lines: () => [
      /*i18n*/ {
        id: 'mail.remindDeadline24.body',
        message: 'Your deadline for "{title}" is {deadline}, less than 24 hours from now.',
      },
      /*i18n*/ {
        id: 'mail.remindDeadline.action',
        message: 'Please send your work before then, or ask for more time on the task:',
      },
    ],
  },
  brandMessage: {
    subject: /*i18n*/ { id: 'mail.brandMessage.subject', message: 'New message about {title}' },
    lines: () => [
      /*i18n*/ { id: 'mail.brandMessage.body', message: 'The brand sent you a message about "{title}".' },
      /*i18n*/ { id: 'mail.brandMessage.action', message: 'Open the task to read it and reply:' },
    ],
  },
  referralApplied: {
    subject: /*i18n*/ { id: 'mail.referralApplied.subject', message: 'Your friend {friend} applied to {title}' },
    lines: (event) => [
      /*i18n*/ {
        id: 'mail.referralApplied.body',
        message:
          'Your friend {friend} applied to "{title}" through your referral link. You earn the referral fee when they complete the campaign.',
      },
      ...referralFeeLine(event),
    ],
  },
  referralCompleted: {
    subject: /*i18n*/ { id: 'mail.referralCompleted.subject', message: 'Your friend {friend} completed {title}' },
    lines: (event) => [
      /*i18n*/ {
        id: 'mail.referralCompleted.body',
        message: 'Your friend {friend} completed "{title}". Your referral fee falls due once they have been paid.',
      },
      ...referralFeeLine(event),
    ],
  },
  referralFeeDue: {
    subject: /*i18n*/ { id: 'mail.referralFeeDue.subject', message: 'Your referral fee for {title} is due' },
    lines: (event) => [
      /*i18n*/ {
        id: 'mail.referralFeeDue.body',
        message:
          'Your friend {friend} has been paid for "{title}", so your referral fee is now due. We will tell you once it has been paid.',
      },
      ...referralFeeLine(event),
      PAYOUT_DETAILS,
    ],
  },
  referralFeePaid: {
    subject: /*i18n*/ { id: 'mail.referralFeePaid.subject', message: 'Your referral fee for {title} has been paid' },
    lines: (event) => [
      /*i18n*/ {
        id: 'mail.referralFeePaid.body',
        message: 'Your referral fee for referring {friend} to "{title}" has been paid.',
      },
      ...referralFeeLine(event),
    ],
    // The event's remark is the payment's reference.
    remarkLabel: PAYMENT_REFERENCE,
  },
  referralFeeSent: {
    subject: /*i18n*/ { id: 'mail.referralFeeSent.subject', message: 'Your referral fee for {title} has been sent' },
    lines: (event) => [
      /*i18n*/ {
        id: 'mail.referralFeeSent.body',
        message:
          'Your referral fee for referring {friend} to "{title}" has been sent to you. We will tell you once it has been paid.',
      },
      ...referralFeeLine(event),
    ],
  },
  referralFeeUnclaimed: {
    subject: /*i18n*/ {
      id: 'mail.referralFeeUnclaimed.subject',
      message: 'Your referral fee for {title} has not been claimed',
    },
    lines: (event) => [
      /*i18n*/ {
        id: 'mail.referralFeeUnclaimed.body',
        message:
          'Your referral fee for referring {friend} to "{title}" was sent to your PayPal e-mail, but nobody has claimed it yet.',
      },
      ...referralFeeLine(event),
      UNCLAIMED_ACTION,
    ],
    remarkLabel: REASON,
  },
  referralFeeReturned: {
    subject: /*i18n*/ { id: 'mail.referralFeeReturned.subject', message: 'Your referral fee for {title} came back' },
    lines: (event) => [
      /*i18n*/ {
        id: 'mail.referralFeeReturned.body',
        message: 'Your referral fee for referring {friend} to "{title}" could not be paid and came back to us.',
      },
      ...referralFeeLine(event),
      RETURNED_ACTION,
    ],
    remarkLabel: REASON,
  },
};
