import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { endpointUrl, unsubscribeApi } from '@portal/domain/api';
import {
  notificationKindOf,
  type NotificationKind,
  type NotificationPreferences,
  type PushPayload,
} from '@portal/domain/notifications';
import { DEFAULT_CURRENCY, PAYOUT_EVENTS, type TaskEventAction } from '@portal/domain/tasks';
import { rowsOf, type Db } from '../../db/client.ts';
import { campaigns, taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { mailDeadLetters, notificationSettings } from '../../db/schema/notifications.ts';
import { isoTime } from '../../db/sql-json.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { payoutLines } from '../../db/schema/payouts.ts';
import { payments, referrals } from '../../db/schema/referrals.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { portalUrl } from '../../lib/mail-layout.ts';
import { holdClaim, CLAIM_SECONDS, type ClaimLease } from '../../lib/claim-lease.ts';
import { failureReason, refusedForGood } from '../../lib/mail-dead-letters.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import { MAX_SEND_ATTEMPTS, retryDelaySeconds, SEND_TIMEOUT_MS } from '../../lib/queued-mails.ts';
import { withTimeout } from '../../lib/with-timeout.ts';
import { withDefaults } from './notification-centre.service.ts';
import type { NotifiedEvent } from './event-wording.ts';
import {
  notificationMail,
  notificationMessageId,
  notificationPush,
  type UnsubscribeLinks,
} from './notification-mail.ts';
import type { PushChannel } from './push-channel.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

const payoutActions = sql.join(
  PAYOUT_EVENTS.map((action) => sql`${action}`),
  sql`, `,
);

/** Events claimed per run. */
export const NOTIFICATION_BATCH = 20;
/** After this many failed sends the event's e-mail is given up on: logged, and kept as a dead letter. */
export const MAX_NOTIFY_ATTEMPTS = MAX_SEND_ATTEMPTS;

export interface DeliveryResult {
  /** Events taken from the outbox in this run. */
  claimed: number;
  sent: number;
  /** Sends that failed: those events stay in the outbox for the next run. */
  failed: number;
}

interface ClaimedEvent {
  id: string | number;
  created_at: string;
  action: TaskEventAction;
  task_id: string;
  remark: string | null;
  email: string;
  name: string;
  title: string;
  draft_comment: string | null;
  amount_minor: number | null;
  paid_currency: string | null;
  task_deadline: string | null;
  locale: string | null;
  notify_attempts: number;
  user_id: string;
  preferences: Partial<NotificationPreferences> | null;
  /** On a referral event: the friend, and the referral fee (paid, else the campaign's). */
  friend_name: string | null;
  referral_fee_minor: number | null;
  referral_currency: string | null;
  /** On a payout event: what the task's latest payout line pays. */
  payout_minor: number | null;
  payout_currency: string | null;
}

export interface DeliveryOptions {
  publicUrl: string;
  /** Signs each e-mail's unsubscribe link (the server's secret); without it, e-mails carry none. */
  secret?: string;
  /** Pushes each event to the creator's devices, for the kinds they keep push on. */
  push?: PushChannel;
  log?: Logger;
  limit?: number;
  /** Only these events (those an operator's retry put back), if they are owed. */
  only?: readonly number[];
}

/**
 * One run of the notification outbox over `task_events`. A short transaction claims up to
 * `limit` events owed an e-mail (skipping those another run holds, so several instances may run
 * at once) by pushing their `notify_after` CLAIM_SECONDS on, a claim the run renews while it
 * sends (claim-lease.ts); the e-mails then go out with no transaction open, so a slow mail server
 * never holds the database; each sent event is marked notified. A failed send is retried after a
 * growing back-off, up to MAX_NOTIFY_ATTEMPTS, then given up on (`mail_given_up_at`, and its
 * `mail_dead_letters` row). A crash mid-run stops the renewals: its unsent mails are taken by the
 * next run within CLAIM_SECONDS, and one sent but not yet marked is sent again (at least once),
 * with the same Message-ID.
 */
export async function deliverNotifications(db: Db, mailer: Mailer, options: DeliveryOptions): Promise<DeliveryResult> {
  const batch = options.limit ?? NOTIFICATION_BATCH;
  const only = options.only ? sql`and ${inArray(taskEvents.id, [...options.only])}` : sql``;
  const claimed = rowsOf<ClaimedEvent>(
    await db.execute(sql`
      with claimed as (
        update ${taskEvents} set notify_after = now() + make_interval(secs => ${CLAIM_SECONDS}),
          notify_attempts = notify_attempts + 1
        where id in (
          select id from ${taskEvents}
          where notified_at is null and mail_given_up_at is null and action is not null
            and (notify_after is null or notify_after <= now()) ${only}
          order by id
          limit ${batch}
          for update skip locked)
        returning id, created_at, action, task_id, remark, notify_attempts, referred_task_id)
      select e.id, ${isoTime('e.created_at')} as created_at, e.action, e.task_id, e.remark, e.notify_attempts,
        u.id as user_id, u.email, u.name, c.title,
        t.draft_comment, ${isoTime('t.task_deadline')} as task_deadline, p.amount_minor, p.currency as paid_currency,
        pr.locale, ns.preferences, friend.name as friend_name,
        coalesce(fee.amount_minor, c.referral_fee_minor) as referral_fee_minor,
        coalesce(fee.currency, c.currency) as referral_currency,
        line.amount_minor as payout_minor, line.currency as payout_currency
      from claimed e
      join ${tasks} t on t.id = e.task_id
      join ${campaigns} c on c.id = t.campaign_id
      join ${users} u on u.id = t.user_id
      left join ${profiles} pr on pr.user_id = u.id
      left join ${payments} p on p.task_id = t.id
      left join ${notificationSettings} ns on ns.user_id = u.id
      left join ${referrals} r on r.task_id = e.referred_task_id
      left join ${users} friend on friend.id = r.referred_user_id
      left join ${payments} fee on fee.referral_id = r.id
      left join lateral (select pl.amount_minor, pl.currency from ${payoutLines} pl
        where e.action in (${payoutActions}) and pl.task_id = t.id
        order by pl.created_at desc, pl.id desc limit 1) line on true
      order by e.id`),
  );
  const lease = holdClaim(
    claimed.map((row) => Number(row.id)),
    (ids) =>
      db
        .update(taskEvents)
        .set({ notifyAfter: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
        .where(and(inArray(taskEvents.id, ids), isNull(taskEvents.notifiedAt), isNull(taskEvents.mailGivenUpAt))),
    options.log,
  );
  try {
    return await sendClaimed(db, mailer, options, claimed, lease);
  } finally {
    lease.release();
  }
}

async function sendClaimed(
  db: Db,
  mailer: Mailer,
  options: DeliveryOptions,
  claimed: ClaimedEvent[],
  lease: ClaimLease,
): Promise<DeliveryResult> {
  const quiet: number[] = [];
  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    const event = eventOf(row);
    const kind = notificationKindOf(row.action);
    const channels = kind ? withDefaults(row.preferences)[kind] : null;
    const catalogue = await i18nFor(row.locale);
    // Pushed on the event's first run only: a retried e-mail does not push it again.
    if (kind && channels?.push && options.push && row.notify_attempts === 1) {
      await pushEvent(options.push, row, notificationPush(event, kind, catalogue), options.log);
    }
    const unsubscribe =
      kind && options.secret ? unsubscribeLinks(options.publicUrl, options.secret, row.user_id, kind) : undefined;
    const composed =
      channels?.email === false ? null : notificationMail(event, options.publicUrl, catalogue, unsubscribe);
    if (!composed) {
      quiet.push(Number(row.id));
      continue;
    }
    const mail = {
      ...composed,
      messageId: notificationMessageId(Number(row.id), new Date(row.created_at), options.publicUrl),
    };
    try {
      await withTimeout(mailer.send(mail), SEND_TIMEOUT_MS);
    } catch (error) {
      failed += 1;
      await lease.settle([Number(row.id)], () => deferOrGiveUp(db, row, mail, error, options.log));
      continue;
    }
    sent += 1;
    // Marked at once: a crash later in the batch does not send this one again.
    await lease.settle([Number(row.id)], () => markNotified(db, [Number(row.id)]));
  }
  await lease.settle(quiet, () => markNotified(db, quiet));
  return { claimed: claimed.length, sent, failed };
}

/** The page and the one-click address that turn `kind`'s e-mails off for the user. */
function unsubscribeLinks(publicUrl: string, secret: string, userId: string, kind: NotificationKind): UnsubscribeLinks {
  const token = unsubscribeToken(secret, { userId, kind });
  return {
    page: portalUrl(publicUrl, `/unsubscribe/${token}`),
    oneClick: portalUrl(publicUrl, endpointUrl(unsubscribeApi.confirm, { params: { token } })),
  };
}

/** A push that fails or hangs is logged and given up: it never holds back or repeats the e-mail. */
async function pushEvent(push: PushChannel, row: ClaimedEvent, payload: PushPayload | null, log: Logger | undefined) {
  if (!payload) return;
  try {
    await withTimeout(push.deliver(row.user_id, payload), SEND_TIMEOUT_MS);
  } catch (error) {
    log?.warn({ err: error, eventId: Number(row.id), action: row.action }, 'notification push not sent');
  }
}

async function markNotified(db: Db, eventIds: number[]) {
  if (eventIds.length === 0) return;
  await db
    .update(taskEvents)
    .set({ notifiedAt: new Date(), notifyAfter: null })
    .where(inArray(taskEvents.id, eventIds));
}

function eventOf(row: ClaimedEvent): NotifiedEvent {
  return {
    action: row.action,
    taskId: row.task_id,
    remark: row.remark,
    to: row.email,
    name: row.name,
    campaignTitle: row.title,
    draftComment: row.draft_comment,
    paid:
      row.amount_minor === null ? null : { amountMinor: Number(row.amount_minor), currency: row.paid_currency ?? '' },
    deadline: row.task_deadline,
    friendName: row.friend_name,
    referralFee:
      row.friend_name === null || row.referral_fee_minor === null
        ? null
        : { amountMinor: Number(row.referral_fee_minor), currency: row.referral_currency || DEFAULT_CURRENCY },
    payout:
      row.payout_minor === null ? null : { amountMinor: Number(row.payout_minor), currency: row.payout_currency ?? '' },
  };
}

/**
 * A failed send waits before the next try, as every queued mail does. After the last try, or at
 * once when the server refused it for good (a 5xx answer), the event is given up on (never marked notified: it was not) and a dead letter written, in one
 * statement, only while the event is still owed: one dead letter per event, and no run takes it
 * again. An event an operator's retry put back has had its tries: its one more try is its last.
 */
async function deferOrGiveUp(db: Db, row: ClaimedEvent, mail: Mail, error: unknown, log: Logger | undefined) {
  const event = { err: error, eventId: Number(row.id), taskId: row.task_id, action: row.action };
  if (row.notify_attempts >= MAX_NOTIFY_ATTEMPTS || refusedForGood(error)) {
    log?.error({ ...event, attempts: row.notify_attempts }, 'notification e-mail given up on');
    await db.execute(sql`
      with given_up as (
        update ${taskEvents} set mail_given_up_at = now(), notify_after = null
        where id = ${Number(row.id)} and notified_at is null and mail_given_up_at is null
        returning id, notify_attempts)
      insert into ${mailDeadLetters} (task_event_id, recipient, subject, attempts, reason)
      select id, ${mail.to}::text, ${mail.subject}::text, notify_attempts, ${failureReason(error)}::text from given_up`);
    return;
  }
  const delaySeconds = retryDelaySeconds(row.notify_attempts);
  log?.warn({ ...event, retryInSeconds: delaySeconds }, 'notification e-mail not sent; retrying later');
  await db
    .update(taskEvents)
    .set({ notifyAfter: sql`now() + make_interval(secs => ${delaySeconds})` })
    .where(eq(taskEvents.id, Number(row.id)));
}

/**
 * An operator's retry (`npm run cli -- notifications:retry`): every notification e-mail given up
 * on and still kept as a dead letter is owed again, its dead letter gone, and is tried once more
 * now; one refused again is given up on again, with its new error. Answers how many were put back,
 * sent, and refused again. Safe beside running instances: they may take one, never twice.
 */
export async function retryGivenUpNotifications(
  db: Db,
  mailer: Mailer,
  options: Omit<DeliveryOptions, 'only' | 'limit'>,
): Promise<{ retried: number; sent: number; failed: number }> {
  const owed = rowsOf<{ id: string | number }>(
    await db.execute(sql`
      with letters as (
        delete from ${mailDeadLetters} where task_event_id is not null returning task_event_id)
      update ${taskEvents} set mail_given_up_at = null, notify_after = null
      where id in (select task_event_id from letters) and mail_given_up_at is not null and notified_at is null
      returning id`),
  ).map((row) => Number(row.id));
  let sent = 0;
  let failed = 0;
  for (let from = 0; from < owed.length; from += NOTIFICATION_BATCH) {
    const result = await deliverNotifications(db, mailer, {
      ...options,
      only: owed.slice(from, from + NOTIFICATION_BATCH),
    });
    sent += result.sent;
    failed += result.failed;
  }
  return { retried: owed.length, sent, failed };
}
