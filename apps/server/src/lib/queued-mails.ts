import { eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { rowsOf, type Db } from '../db/client.ts';
import { mailDeadLetters, queuedMails } from '../db/schema/notifications.ts';
import { CLAIM_SECONDS, holdClaim } from './claim-lease.ts';
import { failureReason, refusedForGood } from './mail-dead-letters.ts';
import type { Mail, Mailer } from './mailer.ts';
import { withTimeout } from './with-timeout.ts';

/** A send that takes longer counts as failed (retried later). */
export const SEND_TIMEOUT_MS = 20_000;
/**
 * After this many failed sends a mail is given up on, or after one the server refused for good (a
 * 5xx answer): logged, and kept as a dead letter (mail-dead-letters.ts).
 */
export const MAX_SEND_ATTEMPTS = 8;
/** A failed send waits 1, 2, 4... minutes before its next try. */
export const retryDelaySeconds = (attempts: number) => 60 * 2 ** (attempts - 1);

/** A dead letter's reason for a mail whose link stopped working before it could be sent. */
const EXPIRED_REASON = 'expired before it could be sent';

/** Mails claimed per run. */
const QUEUED_MAIL_BATCH = 20;

interface ClaimedMail {
  id: string | number;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string> | null;
  attempts: number;
}

/**
 * Puts `mail` in the outbox and answers its id. `expiresAt`: when it is no use any more (its link
 * stops working); `replaceKey`: an unsent mail with the same key is dropped for this one. Its new
 * id tells a run still sending the old one not to delete this one afterwards.
 */
export async function queueMail(
  db: Db,
  mail: Mail,
  options: { expiresAt?: Date; replaceKey?: string } = {},
): Promise<number> {
  const values = {
    recipient: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers ?? null,
    expiresAt: options.expiresAt ?? null,
    replaceKey: options.replaceKey ?? null,
  };
  const [row] = await db
    .insert(queuedMails)
    .values(values)
    .onConflictDoUpdate({
      target: queuedMails.replaceKey,
      set: { ...values, id: sql`excluded.id`, attempts: 0, sendAfter: null, createdAt: sql`now()` },
    })
    .returning({ id: queuedMails.id });
  if (!row) throw new Error('mail not queued');
  return row.id;
}

/**
 * One run over the queued mails (all that are due, or only mail `only`): a statement claims them
 * by pushing `send_after` CLAIM_SECONDS on (skipping those another run holds), a claim the run
 * renews while it sends (claim-lease.ts), so a crashed run's mails wait seconds; each is sent with
 * no transaction open. A sent mail is deleted; a failed one waits `retryDelaySeconds`, up to
 * MAX_SEND_ATTEMPTS (one refused for good, none); one past its `expires_at` is deleted unsent. A mail given up on or expired
 * leaves a dead letter, written by the statement that deletes it (so once, and only if it was
 * still there: not if a newer mail with its key took its place).
 */
export async function deliverQueuedMails(
  db: Db,
  mailer: Mailer,
  options: { log?: Logger; only?: number } = {},
): Promise<{ claimed: number; sent: number; failed: number }> {
  const expired = rowsOf<{ id: string | number }>(
    await db.execute(sql`
      with expired as (
        delete from ${queuedMails} where expires_at <= now() returning id, recipient, subject, attempts
      ), kept as (
        insert into ${mailDeadLetters} (recipient, subject, attempts, reason)
        select recipient, subject, attempts, ${EXPIRED_REASON}::text from expired
      )
      select id from expired`),
  );
  for (const { id } of expired) options.log?.warn({ mailId: Number(id) }, 'queued e-mail expired before it was sent');
  const only = options.only === undefined ? sql`` : sql`and id = ${options.only}`;
  const claimed = rowsOf<ClaimedMail>(
    await db.execute(sql`
      update ${queuedMails} set send_after = now() + make_interval(secs => ${CLAIM_SECONDS}),
        attempts = attempts + 1
      where id in (
        select id from ${queuedMails}
        where (send_after is null or send_after <= now()) and (expires_at is null or expires_at > now()) ${only}
        order by id
        limit ${QUEUED_MAIL_BATCH}
        for update skip locked)
      returning id, recipient, subject, text, html, headers, attempts`),
  );
  const lease = holdClaim(
    claimed.map((row) => Number(row.id)),
    (ids) =>
      db
        .update(queuedMails)
        .set({ sendAfter: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
        .where(inArray(queuedMails.id, ids)),
    options.log,
  );
  let sent = 0;
  let failed = 0;
  try {
    for (const row of claimed) {
      const id = Number(row.id);
      const mail: Mail = { to: row.recipient, subject: row.subject, text: row.text, html: row.html };
      try {
        await withTimeout(mailer.send(row.headers ? { ...mail, headers: row.headers } : mail), SEND_TIMEOUT_MS);
      } catch (error) {
        failed += 1;
        await lease.settle([id], () => deferOrGiveUp(db, id, row.attempts, error, options.log));
        continue;
      }
      sent += 1;
      await lease.settle([id], () => db.delete(queuedMails).where(eq(queuedMails.id, id)));
    }
  } finally {
    lease.release();
  }
  return { claimed: claimed.length, sent, failed };
}

async function deferOrGiveUp(db: Db, id: number, attempts: number, error: unknown, log: Logger | undefined) {
  if (attempts >= MAX_SEND_ATTEMPTS || refusedForGood(error)) {
    log?.error({ err: error, mailId: id, attempts }, 'queued e-mail given up on');
    await db.execute(sql`
      with given_up as (delete from ${queuedMails} where id = ${id} returning recipient, subject, attempts)
      insert into ${mailDeadLetters} (recipient, subject, attempts, reason)
      select recipient, subject, attempts, ${failureReason(error)}::text from given_up`);
    return;
  }
  const delaySeconds = retryDelaySeconds(attempts);
  log?.warn({ err: error, mailId: id, retryInSeconds: delaySeconds }, 'queued e-mail not sent; retrying later');
  await db
    .update(queuedMails)
    .set({ sendAfter: sql`now() + make_interval(secs => ${delaySeconds})` })
    .where(eq(queuedMails.id, id));
}
