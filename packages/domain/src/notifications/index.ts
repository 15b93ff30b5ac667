import type { TaskEventAction } from '../tasks/state-machine.ts';

/**
 * The kinds of event a creator is told about (issue 17): each is one line of the Notifications
 * settings, with e-mail and push turned on or off for it, and one unsubscribe link's reach.
 */
export const NOTIFICATION_KINDS = [
  'invite',
  'application',
  'review',
  'payment',
  'message',
  'deadline',
  'extension',
  'referral',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The `task_events` actions a creator is notified of, by kind; every other action (the creator's
 * own steps, an expiry) notifies nobody. One outbox feeds the notification centre, the e-mails
 * and the pushes.
 */
export const NOTIFIED_ACTIONS = {
  invite: 'invite',
  approveApplication: 'application',
  rejectApplication: 'application',
  approveDraft: 'review',
  rejectDraft: 'review',
  reject: 'review',
  approve: 'review',
  approveWithReport: 'review',
  approveReport: 'review',
  // A creator told to revise hears that the request was withdrawn.
  reverseRejection: 'review',
  reverseDraftRejection: 'review',
  startPayout: 'payment',
  markPaid: 'payment',
  payoutSent: 'payment',
  payoutUnclaimed: 'payment',
  payoutReturned: 'payment',
  brandMessage: 'message',
  remindDeadline48: 'deadline',
  remindDeadline24: 'deadline',
  approveExtension: 'extension',
  declineExtension: 'extension',
  referralApplied: 'referral',
  referralCompleted: 'referral',
  referralFeeDue: 'referral',
  referralFeePaid: 'referral',
  referralFeeSent: 'referral',
  referralFeeUnclaimed: 'referral',
  referralFeeReturned: 'referral',
} as const satisfies Partial<Record<TaskEventAction, NotificationKind>>;

export type NotifiedAction = keyof typeof NOTIFIED_ACTIONS;

/** The kind of notification an event's action is, or null when it notifies nobody. */
export function notificationKindOf(action: string | null): NotificationKind | null {
  if (action === null || !Object.hasOwn(NOTIFIED_ACTIONS, action)) return null;
  return NOTIFIED_ACTIONS[action as NotifiedAction];
}

/**
 * The notifications about the account rather than a task (`account_notices`): listed in the
 * centre beside the task events, never e-mailed or pushed through it (their own module sends those).
 */
export const ACCOUNT_NOTICE_KINDS = ['data-export-ready'] as const;
export type AccountNoticeKind = (typeof ACCOUNT_NOTICE_KINDS)[number];

/** The channels a notification reaches the creator by, beside the notification centre (always). */
export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** A creator's choices: per kind, whether each channel is on. Every channel is on until turned off. */
export type NotificationPreferences = Record<NotificationKind, Record<NotificationChannel, boolean>>;

/**
 * A change of the choices: only the kinds, and of each only the channels, the creator changed. Saved
 * onto what is stored, it leaves the rest as it is there (a kind unsubscribed from meanwhile too).
 */
export type NotificationPreferencesChange = Partial<
  Record<NotificationKind, Partial<Record<NotificationChannel, boolean>>>
>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, { email: true, push: true }]),
) as NotificationPreferences;

/** What a push message carries to the service worker: shown as a system notification, opening `url` on a click. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the portal, e.g. `/task/<id>`. */
  url: string;
  /** Notifications with the same tag replace each other (one per task and kind). */
  tag: string;
}
