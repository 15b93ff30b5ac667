import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountNoticeKind, NotificationKind, NotifiedAction } from '@portal/domain/notifications';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';

/** What happened, in words, for each action the centre lists; each names the campaign, a referral's the friend too. */
export const NOTIFICATION_TEXT: Record<NotifiedAction, (title: string, friend: string) => MessageDescriptor> = {
  invite: (title) => msg`You're invited to ${title}`,
  approveApplication: (title) => msg`Your application to ${title} was approved`,
  rejectApplication: (title) => msg`Your application to ${title} was not approved`,
  approveDraft: (title) => msg`Your draft for ${title} was approved`,
  rejectDraft: (title) => msg`Your draft for ${title} needs changes`,
  reject: (title) => msg`Your submission for ${title} needs changes`,
  approve: (title) => msg`Your submission for ${title} was approved`,
  approveWithReport: (title) => msg`Your submission for ${title} was approved: please send your report`,
  approveReport: (title) => msg`Your report for ${title} was approved`,
  reverseRejection: (title) => msg`Your submission for ${title} is back under review`,
  reverseDraftRejection: (title) => msg`Your draft for ${title} is back under review`,
  startPayout: (title) => msg`Your payment for ${title} is being processed`,
  markPaid: (title) => msg`You have been paid for ${title}`,
  payoutSent: (title) => msg`Your payment for ${title} has been sent`,
  payoutUnclaimed: (title) => msg`Your payment for ${title} has not been claimed: check your PayPal e-mail`,
  payoutReturned: (title) => msg`Your payment for ${title} came back: check your payment details`,
  brandMessage: (title) => msg`New message from the brand about ${title}`,
  remindDeadline48: (title) => msg`${title} is due in 48 hours`,
  remindDeadline24: (title) => msg`${title} is due in 24 hours`,
  approveExtension: (title) => msg`Your deadline for ${title} was extended`,
  declineExtension: (title) => msg`Your deadline extension for ${title} was not approved`,
  referralApplied: (title, friend) => msg`Your friend ${friend} applied to ${title} through your referral link`,
  referralCompleted: (title, friend) => msg`Your friend ${friend} completed ${title}`,
  referralFeeDue: (title, friend) => msg`Your referral fee for ${friend} on ${title} is due`,
  referralFeePaid: (title, friend) => msg`Your referral fee for ${friend} on ${title} has been paid`,
  referralFeeSent: (title, friend) => msg`Your referral fee for ${friend} on ${title} has been sent`,
  referralFeeUnclaimed: (title, friend) =>
    msg`Your referral fee for ${friend} on ${title} has not been claimed: check your PayPal e-mail`,
  referralFeeReturned: (title, friend) =>
    msg`Your referral fee for ${friend} on ${title} came back: check your payment details`,
};

/** What each notice about the account says (its params by name), and the page it leads to. */
export const ACCOUNT_NOTICE_TEXT: Record<
  AccountNoticeKind,
  { href: string; text: (params: Record<string, string | number>) => MessageDescriptor }
> = {
  'data-export-ready': {
    href: paths.myData.getHref(),
    text: (params) => {
      const date = formatDate(String(params.expiresAt));
      return msg`A copy of your data is ready to download until ${date}`;
    },
  },
};

/** Each kind's name and what it covers, as the Notifications settings and the unsubscribe page say them. */
export const NOTIFICATION_KIND_TEXT: Record<
  NotificationKind,
  { label: MessageDescriptor; description: MessageDescriptor }
> = {
  invite: { label: msg`Invitations`, description: msg`A brand invites you to a campaign.` },
  application: {
    label: msg`Applications`,
    description: msg`Your application to a campaign is approved or not.`,
  },
  review: {
    label: msg`Reviews`,
    description: msg`Your draft, submission or report is approved, or needs changes.`,
  },
  payment: { label: msg`Payments`, description: msg`Your payment is being processed, and when it is paid.` },
  message: { label: msg`Messages`, description: msg`The brand sends you a message about a task.` },
  deadline: {
    label: msg`Deadline reminders`,
    description: msg`A task's deadline is 48 and 24 hours away and nothing has been submitted yet.`,
  },
  extension: {
    label: msg`Deadline extensions`,
    description: msg`Your request for more time is approved or declined.`,
  },
  referral: {
    label: msg`Referrals`,
    description: msg`A friend you referred applies or completes a campaign, and your referral fee is due or paid.`,
  },
};
