import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { taskEvents } from '../../db/schema/campaigns.ts';
import { mailDeadLetters, queuedMails } from '../../db/schema/notifications.ts';

export interface OutboxState {
  /** Task events whose e-mail is owed and not given up on. */
  notificationsOwed: number;
  /** Queued e-mails (password resets and the like) not yet sent. */
  mailsQueued: number;
  /** How long the oldest of either has waited, in seconds; 0 when none waits. */
  oldestOwedSeconds: number;
  /** E-mails given up on, still kept for an operator to read. */
  mailsGivenUp: number;
}

/** What the outbox owes now, in one statement (read at each metrics scrape). */
export async function outboxState(db: Db): Promise<OutboxState> {
  const [row] = rowsOf<{
    owed: string | number;
    queued: string | number;
    oldest: string | number | null;
    given: string | number;
  }>(
    await db.execute(sql`
      with owed as (
        select created_at from ${taskEvents}
        where notified_at is null and mail_given_up_at is null and action is not null
      ), queued as (
        select created_at from ${queuedMails}
      )
      select (select count(*) from owed) as owed,
        (select count(*) from queued) as queued,
        extract(epoch from now() - (select min(created_at) from (select created_at from owed union all select created_at from queued) waiting)) as oldest,
        (select count(*) from ${mailDeadLetters}) as given`),
  );
  return {
    notificationsOwed: Number(row?.owed ?? 0),
    mailsQueued: Number(row?.queued ?? 0),
    oldestOwedSeconds: Math.max(0, Number(row?.oldest ?? 0)),
    mailsGivenUp: Number(row?.given ?? 0),
  };
}
