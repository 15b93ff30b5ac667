import { z } from 'zod';
import { pageOf } from '../admin/pagination.ts';
import {
  ACCOUNT_NOTICE_KINDS,
  NOTIFICATION_KINDS,
  NOTIFIED_ACTIONS,
  type NotificationPreferences,
  type NotificationPreferencesChange,
  type NotifiedAction,
} from '../notifications/index.ts';
import { defineEndpoint } from './endpoint.ts';

const signedIn = { tags: ['notifications'], access: 'signed-in' } as const;
const publicCall = { tags: ['notifications'], access: 'public' } as const;

const NotifiedActionSchema = z.enum(Object.keys(NOTIFIED_ACTIONS) as [NotifiedAction, ...NotifiedAction[]]);
const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** An entry of the notification centre about a task: a `task_events` row of the creator's task. */
const TaskNotificationSchema = z.object({
  source: z.literal('task'),
  /** The event's id. */
  id: z.number().int(),
  taskId: z.string(),
  campaignTitle: z.string(),
  /** The referred friend a referral notification is about; null on every other. */
  friendName: z.string().nullable(),
  action: NotifiedActionSchema,
  kind: NotificationKindSchema,
  createdAt: z.string(),
  read: z.boolean(),
});

/** An account notice's id in the centre, `account-<id>`: never taken for a task event's (a number). */
const AccountNoticeIdSchema = z.string().regex(/^account-[1-9]\d{0,14}$/) as z.ZodType<`account-${number}`>;

/** An entry of the notification centre about the account (a copy of one's data ready): an `account_notices` row. */
const AccountNoticeSchema = z.object({
  source: z.literal('account'),
  id: AccountNoticeIdSchema,
  notice: z.enum(ACCOUNT_NOTICE_KINDS),
  /** What its wording names, by name: `expiresAt` (an ISO time) for a data copy ready. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  createdAt: z.string(),
  read: z.boolean(),
});

/** One entry of the notification centre: about one of the creator's tasks, or about their account. */
export const NotificationSchema = z.discriminatedUnion('source', [TaskNotificationSchema, AccountNoticeSchema]);
export type Notification = z.infer<typeof NotificationSchema>;

/** A page of the centre, and how many of all the caller's notifications are unread. */
export const NotificationPageSchema = pageOf(NotificationSchema).extend({ unread: z.number().int() });
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

const ChannelsSchema = z.object({ email: z.boolean(), push: z.boolean() });

/** Per kind, per channel: on or off. Every kind and channel is named. */
export const NotificationPreferencesSchema = z.object({
  invite: ChannelsSchema,
  application: ChannelsSchema,
  review: ChannelsSchema,
  payment: ChannelsSchema,
  message: ChannelsSchema,
  deadline: ChannelsSchema,
  extension: ChannelsSchema,
  referral: ChannelsSchema,
}) satisfies z.ZodType<NotificationPreferences>;

/** Only what the creator changed: a page left open turns nothing else back. */
const NotificationPreferencesChangeSchema = z.partialRecord(
  NotificationKindSchema,
  ChannelsSchema.partial(),
) satisfies z.ZodType<NotificationPreferencesChange>;

const unsubscribeToken = z.object({ token: z.string().min(1).max(300) });

/** The signed-in creator's notification centre and their choices of channel per kind. */
export const notificationsApi = {
  list: defineEndpoint({
    ...signedIn,
    method: 'GET',
    path: '/api/notifications',
    summary: "What happened on the caller's tasks and account, newest first, each with whether it was read",
    query: z.object({
      page: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(50).default(20),
    }),
    response: { status: 200, schema: NotificationPageSchema },
  }),
  unread: defineEndpoint({
    ...signedIn,
    method: 'GET',
    path: '/api/notifications/unread',
    summary: "How many of the caller's notifications are unread",
    response: { status: 200, schema: z.object({ unread: z.number().int() }) },
  }),
  read: defineEndpoint({
    ...signedIn,
    method: 'POST',
    path: '/api/notifications/:eventId/read',
    summary:
      'Mark one of the caller’s notifications read (a task event’s number, or `account-<id>`); anyone else’s is 404',
    params: z.object({
      eventId: z.union([z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER), AccountNoticeIdSchema]),
    }),
    response: { status: 204 },
  }),
  readAll: defineEndpoint({
    ...signedIn,
    method: 'POST',
    path: '/api/notifications/read',
    summary: "Mark all the caller's notifications read",
    response: { status: 204 },
  }),
  preferences: defineEndpoint({
    ...signedIn,
    method: 'GET',
    path: '/api/notifications/preferences',
    summary: 'Per kind of notification, whether it is e-mailed and pushed',
    response: { status: 200, schema: NotificationPreferencesSchema },
  }),
  savePreferences: defineEndpoint({
    ...signedIn,
    method: 'PATCH',
    path: '/api/notifications/preferences',
    summary:
      'Change, per kind of notification, whether it is e-mailed and pushed; the kinds and channels not named stay as they are',
    body: NotificationPreferencesChangeSchema,
    response: { status: 200, schema: NotificationPreferencesSchema },
  }),
};

/** The one-click unsubscribe of a notification e-mail (RFC 8058): the signed token is the permission. */
export const unsubscribeApi = {
  show: defineEndpoint({
    ...publicCall,
    method: 'GET',
    path: '/api/public/unsubscribe/:token',
    summary: 'The kind of e-mail an unsubscribe link turns off, changing nothing (mail scanners open links)',
    params: unsubscribeToken,
    response: { status: 200, schema: z.object({ kind: NotificationKindSchema }) },
  }),
  confirm: defineEndpoint({
    ...publicCall,
    method: 'POST',
    path: '/api/public/unsubscribe/:token',
    summary: "Turn off the e-mails of the link's kind, without signing in (RFC 8058 one-click)",
    params: unsubscribeToken,
    response: { status: 200, schema: z.object({ kind: NotificationKindSchema }) },
  }),
};
