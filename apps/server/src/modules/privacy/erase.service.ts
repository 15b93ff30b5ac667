import { and, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { BaseLogger } from 'pino';
import { WITHDRAWALS_LISTED, type Campaign } from '@portal/domain/admin';
import { ERASED_ACCOUNT_NAME } from '@portal/domain/privacy';
import { AT_PAYMENT_STATUSES, TASK_STATUSES, type TaskStatus } from '@portal/domain/tasks';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { changed, type Change } from '../../db/commits.ts';
import { screeningResponses, taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { deadlineExtensions } from '../../db/schema/extensions.ts';
import { files } from '../../db/schema/files.ts';
import { accounts, sessions, userBans, users, verifications } from '../../db/schema/identity.ts';
import { messageFiles, taskMessages } from '../../db/schema/messages.ts';
import {
  accountNotices,
  mailDeadLetters,
  notificationReads,
  notificationSettings,
  queuedMails,
} from '../../db/schema/notifications.ts';
import { ledgerPostings, payoutLines } from '../../db/schema/payouts.ts';
import {
  accountDeletions,
  auditEvents,
  consents,
  dataExports,
  personalDataReads,
  signIns,
} from '../../db/schema/privacy.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';
import { payments, referralLinks, referrals } from '../../db/schema/referrals.ts';
import { taskRatings } from '../../db/schema/review.ts';
import { attachments, reports, submissions } from '../../db/schema/submissions.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { BlobStore } from '../uploads/blob-store.ts';

/** Where a file that could not be removed is told. */
type Log = Pick<BaseLogger, 'error'>;

/** What an erased account's e-mail becomes: unique, and a domain no mail is ever delivered to (RFC 2606). */
const erasedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/** What stands where an erased creator's personal data was written in someone else's text. */
const SCRUBBED = '[deleted]';

/** Texts shorter than this are not looked for in other rows (a short name would match too much). */
const SHORTEST_SCRUBBED = 3;

/** At most this many accounts are erased per run of the job; the next run takes the rest. */
const ERASED_PER_RUN = 50;

/** The audit trail's action for a task withdrawn because its creator's account was erased. */
const TASK_WITHDRAWN = 'task.withdrawn';

/** A referral with a payment, a payout line or a ledger posting: the books keep it. */
const referralBooked = (referralId: typeof referrals.id) => sql`(
  exists (select 1 from ${payments} where ${payments.referralId} = ${referralId})
  or exists (select 1 from ${payoutLines} where ${payoutLines.referralId} = ${referralId})
  or exists (select 1 from ${ledgerPostings} where ${ledgerPostings.referralId} = ${referralId})
)`;

/**
 * A task the books keep: money owed or paid on it (its status, a payment, a payout line, a ledger
 * posting), or on the referral of the friend it is the task of.
 */
const taskBooked = sql<boolean>`(
  ${inArray(tasks.status, [...AT_PAYMENT_STATUSES])}
  or exists (select 1 from ${payments} where ${payments.taskId} = ${tasks.id})
  or exists (select 1 from ${payoutLines} where ${payoutLines.taskId} = ${tasks.id})
  or exists (select 1 from ${ledgerPostings} where ${ledgerPostings.taskId} = ${tasks.id})
  or exists (
    select 1 from ${referrals}
    where ${referrals.taskId} = ${tasks.id} and ${referralBooked(referrals.id)}
  )
)`;

/** The keys of the stored files that are the account's: its uploads and its data exports' ZIPs. */
async function storedFilesOf(db: Db | Tx, userId: string): Promise<string[]> {
  const [uploads, exports] = await Promise.all([
    db.select({ key: files.key }).from(files).where(eq(files.ownerId, userId)),
    db.select({ key: dataExports.fileKey }).from(dataExports).where(eq(dataExports.userId, userId)),
  ]);
  return [...uploads.map(({ key }) => key), ...exports.flatMap(({ key }) => (key ? [key] : []))];
}

/** Removes stored files; one that cannot be removed now is logged (the account's rows no longer name it). */
async function removeStoredFiles(store: BlobStore, keys: readonly string[], log?: Log): Promise<void> {
  for (const key of keys) {
    await store.remove(key).catch((error: unknown) => log?.error({ err: error, key }, 'erased file not removed'));
  }
}

/** `text` as a literal part of a PostgreSQL regular expression. */
const literally = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

/**
 * Replaces `needles` (whole words, any case) with SCRUBBED in every text and JSON column of every
 * table but `users` (anonymised on its own), and but key columns (an id, a unique value): a
 * manager's remark or a message naming the creator, an audit reason, a mail to someone else about
 * them. Each column is one statement, which scans its table: erasures are few and run in the background.
 */
async function scrubEverywhere(tx: Tx, needles: readonly string[]): Promise<void> {
  const words = [...new Set(needles.map((needle) => needle.trim()).filter((n) => n.length >= SHORTEST_SCRUBBED))];
  if (words.length === 0) return;
  const pattern = `(?<![[:alnum:]_])(?:${words.map(literally).join('|')})(?![[:alnum:]_])`;
  const columns = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    await tx.execute(sql`
    select c.table_name, c.column_name, c.data_type
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = current_schema()
      and c.data_type in ('text', 'character varying', 'jsonb', 'json')
      and c.table_name <> 'users'
      and not exists (
        select 1 from information_schema.key_column_usage k
        where k.table_schema = c.table_schema and k.table_name = c.table_name and k.column_name = c.column_name
      )
    order by c.table_name, c.column_name
  `),
  );
  for (const { table_name: table, column_name: name, data_type: type } of columns) {
    const column = sql.identifier(name);
    const json = type === 'jsonb' || type === 'json';
    const asText = json ? sql`${column}::text` : sql`${column}`;
    const replaced = sql`regexp_replace(${asText}, ${pattern}, ${SCRUBBED}, 'gi')`;
    await tx.execute(sql`
      update ${sql.identifier(table)}
      set ${column} = ${json ? sql`${replaced}::${sql.raw(type)}` : replaced}
      where ${asText} ~* ${pattern}
    `);
  }
}

/**
 * Withdraws the creator's tasks the books do not keep (none has money owed or paid on it): each
 * goes, with its timeline, submissions, answers and conversation, and the campaign's managers are
 * told in the audit trail (`task.withdrawn` on the campaign at `now`, with the task and the status
 * it was in, which `campaignWithdrawals` reads for the campaign's page) and on their open pages
 * (the campaign's lists read afresh). Answers the tasks kept.
 */
async function withdrawTasks(tx: Tx, userId: string, now: Date, changes: Change[]): Promise<string[]> {
  const own = await tx
    .select({ id: tasks.id, campaignId: tasks.campaignId, status: tasks.status, booked: taskBooked })
    .from(tasks)
    .where(eq(tasks.userId, userId))
    .for('update', { of: tasks });
  const withdrawn = own.filter((task) => !task.booked);
  if (withdrawn.length > 0) {
    await tx.insert(auditEvents).values(
      withdrawn.map((task) => ({
        actorId: null,
        action: TASK_WITHDRAWN,
        subjectType: 'campaign',
        subjectId: task.campaignId,
        detail: { taskId: task.id, status: task.status, why: 'account-erased' },
        at: now,
      })),
    );
    await tx.delete(tasks).where(
      inArray(
        tasks.id,
        withdrawn.map((task) => task.id),
      ),
    );
    for (const campaignId of new Set(withdrawn.map((task) => task.campaignId))) {
      changes.push({ type: 'campaign', campaignId });
    }
  }
  return own.filter((task) => task.booked).map((task) => task.id);
}

/**
 * The tasks withdrawn from campaign `campaignId` because their creators' accounts were erased:
 * the newest WITHDRAWALS_LISTED (when, and the status each was in) and how many in all. The audit
 * rows name no creator, and neither does the answer.
 */
export async function campaignWithdrawals(db: Db, campaignId: string): Promise<Campaign['withdrawals']> {
  const ofCampaign = and(
    eq(auditEvents.subjectType, 'campaign'),
    eq(auditEvents.subjectId, campaignId),
    eq(auditEvents.action, TASK_WITHDRAWN),
  );
  const rows = await db
    .select({ at: auditEvents.at, status: sql<string | null>`${auditEvents.detail}->>'status'` })
    .from(auditEvents)
    .where(ofCampaign)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(WITHDRAWALS_LISTED);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditEvents).where(ofCampaign);
  const known = (status: string | null): status is TaskStatus => TASK_STATUSES.some((each) => each === status);
  return {
    items: rows.flatMap((row) => (known(row.status) ? [{ at: row.at.toISOString(), status: row.status }] : [])),
    total,
  };
}

/** Keeps the tasks the books need, without what the creator wrote or sent on them. */
async function stripKeptTasks(tx: Tx, kept: string[], now: Date, changes: Change[]) {
  if (kept.length === 0) return;
  const ofKept = inArray(tasks.id, kept);
  await tx
    .update(tasks)
    .set({
      uniqueCommentUrl: null,
      draftComment: null,
      rejectionComments: null,
      applicationRejectionComments: null,
    })
    .where(ofKept);
  await tx.delete(screeningResponses).where(inArray(screeningResponses.taskId, kept));
  await tx.delete(deadlineExtensions).where(inArray(deadlineExtensions.taskId, kept));
  await tx.delete(taskRatings).where(inArray(taskRatings.taskId, kept));
  // Their own words on the timeline go; no e-mail or push is owed to an erased account.
  await tx
    .update(taskEvents)
    .set({ remark: null })
    .where(and(inArray(taskEvents.taskId, kept), eq(taskEvents.actor, 'influencer')));
  await tx
    .update(taskEvents)
    .set({ notifiedAt: now })
    .where(and(inArray(taskEvents.taskId, kept), isNull(taskEvents.notifiedAt)));
  for (const taskId of kept) changes.push({ type: 'task', taskId });
}

/**
 * Erases an account in one transaction (the caller holds the account_deletions row, or writes
 * it): its tasks without money on them withdrawn, and every personal datum gone: the profile
 * (payout details, identity document, social links), push subscriptions, notification settings,
 * reads and account notices, consents, sign-ins, data exports, sessions, password,
 * verifications, uploads and what they were attached to, the messages they wrote, bans, referral
 * links, mails owed to them, and any mention of them in others' text. The payments, payout lines, ledger and the tasks they
 * belong to stay, pointing at the `users` row, which keeps only the placeholder name and an
 * e-mail nobody receives: no password, so no sign-in; its token owner says it is erased.
 * Answers the keys of the stored files to remove.
 */
async function eraseInTransaction(
  tx: Tx,
  userId: string,
  now: Date,
  audit: { actorId: string; reason: string } | null,
): Promise<string[]> {
  const [user] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw notFound('user-not-found');
  const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId));
  const changes: Change[] = [{ type: 'user', userId }];

  if (audit) {
    // Written first, so that a reason naming the creator is scrubbed with the rest.
    await tx.insert(auditEvents).values({
      actorId: audit.actorId,
      action: 'account.erased',
      subjectType: 'user',
      subjectId: userId,
      detail: { reason: audit.reason },
      at: now,
    });
  }
  const kept = await withdrawTasks(tx, userId, now, changes);
  await stripKeptTasks(tx, kept, now, changes);

  const fileKeys = await storedFilesOf(tx, userId);
  await tx.delete(taskMessages).where(eq(taskMessages.authorId, userId));
  if (fileKeys.length > 0) {
    await tx.delete(messageFiles).where(inArray(messageFiles.fileKey, fileKeys));
    await tx.delete(attachments).where(inArray(attachments.fileKey, fileKeys));
  }
  await tx.delete(reports).where(eq(reports.userId, userId));
  await tx.delete(submissions).where(eq(submissions.userId, userId));
  await tx.delete(files).where(eq(files.ownerId, userId));
  await tx.delete(dataExports).where(eq(dataExports.userId, userId));

  // A friend's referral with no money on it goes; one the books keep stays (it names no one).
  await tx.delete(referrals).where(and(eq(referrals.referrerId, userId), sql`not ${referralBooked(referrals.id)}`));
  await tx.delete(referralLinks).where(eq(referralLinks.userId, userId));

  await tx.delete(profiles).where(eq(profiles.userId, userId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
  await tx.delete(notificationReads).where(eq(notificationReads.userId, userId));
  await tx.delete(accountNotices).where(eq(accountNotices.userId, userId));
  await tx.delete(consents).where(eq(consents.userId, userId));
  await tx.delete(signIns).where(eq(signIns.userId, userId));
  await tx.delete(personalDataReads).where(eq(personalDataReads.subjectId, userId));
  await tx.delete(userBans).where(eq(userBans.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  await tx
    .delete(verifications)
    .where(or(eq(verifications.value, userId), sql`lower(${verifications.identifier}) = lower(${user.email})`));
  const toThem = (recipient: typeof queuedMails.recipient | typeof mailDeadLetters.recipient) =>
    sql`lower(${recipient}) = lower(${user.email})`;
  await tx.delete(queuedMails).where(toThem(queuedMails.recipient));
  await tx.delete(mailDeadLetters).where(toThem(mailDeadLetters.recipient));

  await tx
    .update(users)
    .set({
      name: ERASED_ACCOUNT_NAME,
      email: erasedEmail(userId),
      emailVerified: false,
      image: null,
      banReason: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await scrubEverywhere(
    tx,
    [
      user.name,
      user.email,
      profile?.contactNumber,
      profile?.nric,
      profile?.passportNumber,
      profile?.paypalEmail,
      profile?.bankAccNo,
      profile?.bankAccName,
      profile?.addrOne,
      profile?.addrTwo,
    ].filter((text): text is string => typeof text === 'string'),
  );

  await tx
    .insert(accountDeletions)
    .values({ userId, requestedAt: now, eraseAfter: now, requestedBy: audit?.actorId ?? null, erasedAt: now })
    .onConflictDoUpdate({ target: accountDeletions.userId, set: { erasedAt: now } });
  changed(tx, ...changes);
  return fileKeys;
}

/**
 * The back office erases a creator's account at once, at their request (by `adminId`, for
 * `reason`, kept in the audit trail as `account.erased`). 404 for an unknown user, 400 for an
 * admin, 409 for an account already erased. Every session ends and every token is refused at once.
 */
export async function eraseAccountNow(
  db: Db,
  store: BlobStore,
  { adminId, userId, reason, now, log }: { adminId: string; userId: string; reason: string; now: Date; log?: Log },
): Promise<void> {
  const [user] = await db
    .select({ role: users.role, erasedAt: accountDeletions.erasedAt })
    .from(users)
    .leftJoin(accountDeletions, eq(accountDeletions.userId, users.id))
    .where(eq(users.id, userId));
  if (!user) throw notFound('user-not-found');
  if (user.role === 'admin') throw badRequest('admins-cannot-be-erased');
  if (user.erasedAt) throw conflict('account-already-erased');
  // The bytes go first: a transaction that then fails is tried again, and removing twice is harmless.
  await removeStoredFiles(store, await storedFilesOf(db, userId), log);
  const keys = await db.transaction(async (tx) => {
    const [deletion] = await tx
      .select({ erasedAt: accountDeletions.erasedAt })
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, userId))
      .for('update');
    if (deletion?.erasedAt) throw conflict('account-already-erased');
    return eraseInTransaction(tx, userId, now, { actorId: adminId, reason });
  });
  await removeStoredFiles(store, keys, log);
}

/**
 * Erases the accounts whose grace period has passed by `now` and whose deletion was not
 * cancelled, up to ERASED_PER_RUN. One that fails is logged and tried again on the next run; the
 * others go on. Answers how many were erased.
 */
export async function eraseDueAccounts(
  db: Db,
  store: BlobStore,
  { now, log }: { now: Date; log?: Log },
): Promise<number> {
  const due = await db
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(and(isNull(accountDeletions.erasedAt), lte(accountDeletions.eraseAfter, now)))
    .orderBy(accountDeletions.eraseAfter)
    .limit(ERASED_PER_RUN);
  let erased = 0;
  for (const { userId } of due) {
    try {
      // The bytes go once the rows have: a deletion cancelled meanwhile keeps every file.
      const keys = await db.transaction(async (tx) => {
        // Still due: not cancelled, nor erased by another run, since it was listed.
        const [deletion] = await tx
          .select({ eraseAfter: accountDeletions.eraseAfter })
          .from(accountDeletions)
          .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.erasedAt)))
          .for('update');
        if (!deletion || deletion.eraseAfter > now) return null;
        return eraseInTransaction(tx, userId, now, null);
      });
      if (!keys) continue;
      await removeStoredFiles(store, keys, log);
      erased += 1;
    } catch (error) {
      log?.error({ err: error, userId }, 'account not erased: tried again on the next run');
    }
  }
  return erased;
}
