import { inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { TaskAction } from '@portal/domain/tasks';
import { rowsOf, type Db } from '../../db/client.ts';
import { campaigns, taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { payments } from '../../db/schema/referrals.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { notificationMail, type NotifiedEvent } from './notification-mail.ts';

/** Events claimed per run. */
export const NOTIFICATION_BATCH = 50;
/** A send that takes longer counts as failed (retried next run), so a stuck server holds no lock for long. */
const SEND_TIMEOUT_MS = 20_000;

export interface DeliveryResult {
  /** Events taken from the outbox in this run. */
  claimed: number;
  sent: number;
  /** Sends that failed: those events stay in the outbox for the next run. */
  failed: number;
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`mail not sent within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One run of the notification outbox over `task_events`: claims up to `limit` events not yet
 * notified (skipping any another run holds, so several instances may run at once and no event
 * is mailed twice), e-mails the task's creator for the actions that tell them something, and
 * marks every claimed event notified, all in one transaction. A failed send leaves its event in
 * the outbox for the next run. Delivery is at least once: a crash after a send and before the
 * commit sends that mail again. The claim is held while mailing (row locks on PostgreSQL; on
 * PGlite, whose one connection serves one transaction at a time, the whole database waits), so
 * batches stay small and each send has a time limit.
 */
export async function deliverNotifications(
  db: Db,
  mailer: Mailer,
  options: { publicUrl: string; log?: Logger; limit?: number },
): Promise<DeliveryResult> {
  return db.transaction(async (tx) => {
    const claimed = rowsOf<{
      id: string | number;
      action: TaskAction;
      task_id: string;
      remark: string | null;
      email: string;
      name: string;
      title: string;
      draft_comment: string | null;
      amount_minor: number | null;
      paid_currency: string | null;
    }>(
      await tx.execute(sql`
        select e.id, e.action, e.task_id, e.remark, u.email, u.name, c.title, t.draft_comment,
          p.amount_minor, p.currency as paid_currency
        from ${taskEvents} e
        join ${tasks} t on t.id = e.task_id
        join ${campaigns} c on c.id = t.campaign_id
        join ${users} u on u.id = t.user_id
        left join ${payments} p on p.task_id = t.id
        where e.notified_at is null and e.action is not null
        order by e.id
        limit ${options.limit ?? NOTIFICATION_BATCH}
        for update of e skip locked`),
    );
    const done: number[] = [];
    let sent = 0;
    for (const row of claimed) {
      const event: NotifiedEvent = {
        action: row.action,
        taskId: row.task_id,
        remark: row.remark,
        to: row.email,
        name: row.name,
        campaignTitle: row.title,
        draftComment: row.draft_comment,
        paid:
          row.amount_minor === null
            ? null
            : { amountMinor: Number(row.amount_minor), currency: row.paid_currency ?? '' },
      };
      const mail = notificationMail(event, options.publicUrl);
      if (mail) {
        try {
          await withTimeout(mailer.send(mail), SEND_TIMEOUT_MS);
          sent += 1;
        } catch (error) {
          options.log?.warn(
            { err: error, eventId: Number(row.id), taskId: row.task_id, action: row.action },
            'notification e-mail not sent; retrying on the next run',
          );
          continue;
        }
      }
      done.push(Number(row.id));
    }
    if (done.length > 0) {
      await tx.update(taskEvents).set({ notifiedAt: new Date() }).where(inArray(taskEvents.id, done));
    }
    return { claimed: claimed.length, sent, failed: claimed.length - done.length };
  });
}
