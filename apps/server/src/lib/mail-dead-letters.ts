import { count, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailDeadLetters } from '../db/schema/notifications.ts';
import { loggableError } from './loggable-error.ts';

/** How long an e-mail given up on is kept for an operator to read (as the jobs' dead letters). */
const KEPT_DAYS = 14;
/** A dead letter's reason is the error's first line or so, not a whole server transcript. */
const MAX_REASON_LENGTH = 500;

/** Why a send failed, as a dead letter keeps it: what the log keeps of the error (never a query's parameters). */
export function failureReason(error: unknown): string {
  const { message } = loggableError(error instanceof Error ? error : new Error(String(error)));
  return message.slice(0, MAX_REASON_LENGTH);
}

/**
 * Whether the mail server refused the message for good: an SMTP 5xx answer (no such mailbox, the
 * message refused). Another try would get the same answer, so the mail is given up on at once; an
 * operator's `notifications:retry` still sends it again once the cause is fixed.
 */
export function refusedForGood(error: unknown): boolean {
  const code = error instanceof Error && 'responseCode' in error ? error.responseCode : undefined;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The e-mails given up on and still kept (`GET /api/admin/jobs`). */
export async function countMailsGivenUp(db: Db): Promise<number> {
  const [row] = await db.select({ given: count() }).from(mailDeadLetters);
  return row?.given ?? 0;
}

/** Forgets the e-mails given up on more than KEPT_DAYS ago. */
export async function pruneMailDeadLetters(db: Db): Promise<void> {
  await db
    .delete(mailDeadLetters)
    .where(lt(mailDeadLetters.givenUpAt, sql`now() - make_interval(days => ${KEPT_DAYS})`));
}
