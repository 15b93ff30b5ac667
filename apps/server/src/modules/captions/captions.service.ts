import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CAPTION_LOCKED,
  CAPTION_REFUSALS,
  checkCaptionRows,
  ONLY_UNIQUE_COMMENT_CAMPAIGNS,
  type AssignCaptionsResult,
  type CaptionRowInput,
  type CaptionRowResult,
} from '@portal/domain/admin';
import { CAPTION_EDITABLE_STATUSES, isStatusIn, NO_CAMPAIGN_FOUND, type TaskStatus } from '@portal/domain/tasks';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { campaigns, tasks } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { statusInSql } from '../../db/sql-tasks.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { CAMPAIGN_NOT_FOUND } from '../campaigns/campaigns.service.ts';
import { afterCommit } from '../live/commits.ts';

/** 409 unless the campaign (locked against a type change until the transaction ends) is a Unique Comment one. */
async function requireUniqueCommentCampaign(tx: Tx, campaignId: string): Promise<void> {
  const [campaign] = await tx
    .select({ taskType: campaigns.taskType })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .for('share');
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  if (campaign.taskType !== 'UNIQUECOMMENT') throw conflict(ONLY_UNIQUE_COMMENT_CAMPAIGNS);
}

/**
 * Sets one task's caption and its own post address (null: the campaign's). One conditional
 * update: a creator's submission landing at the same moment wins, and this answers 409.
 */
export async function setTaskCaption(
  db: Db,
  taskId: string,
  { caption, url }: { caption: string; url: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [task] = await tx.select({ campaignId: tasks.campaignId }).from(tasks).where(eq(tasks.id, taskId));
    if (!task) throw notFound(NO_CAMPAIGN_FOUND);
    await requireUniqueCommentCampaign(tx, task.campaignId);
    const updated = await tx
      .update(tasks)
      .set({ uniqueComment: caption, uniqueCommentUrl: url || null })
      .where(and(eq(tasks.id, taskId), inArray(tasks.status, [...CAPTION_EDITABLE_STATUSES])))
      .returning({ id: tasks.id });
    if (updated.length === 0) throw conflict(CAPTION_LOCKED);
    afterCommit(tx, { type: 'task', taskId });
  });
}

const refused = (row: { row: number; email: string }, outcome: keyof typeof CAPTION_REFUSALS): CaptionRowResult => ({
  row: row.row,
  email: row.email,
  outcome,
  reason: CAPTION_REFUSALS[outcome],
  taskId: null,
});

/**
 * Gives a Unique Comment campaign's creators their captions, by e-mail, in one transaction: each
 * line is judged on its own, the valid ones are written in one statement, and every line is
 * answered with what became of it. A line not assigned changes nothing.
 */
export async function assignCaptions(
  db: Db,
  campaignId: string,
  rows: readonly CaptionRowInput[],
): Promise<AssignCaptionsResult> {
  const checked = checkCaptionRows(rows);
  return db.transaction(async (tx) => {
    await requireUniqueCommentCampaign(tx, campaignId);
    const emails = [...new Set(checked.flatMap((row) => (row.ok ? [row.email] : [])))];
    const found =
      emails.length === 0
        ? []
        : await tx
            .select({ email: users.email, taskId: tasks.id, status: tasks.status })
            .from(users)
            .leftJoin(tasks, and(eq(tasks.userId, users.id), eq(tasks.campaignId, campaignId)))
            .where(inArray(users.email, emails));
    const accountOf = new Map(found.map((account) => [account.email, account]));

    const results: CaptionRowResult[] = [];
    const writes: { taskId: string; caption: string; url: string | null }[] = [];
    for (const row of checked) {
      if (!row.ok) {
        results.push({ row: row.row, email: row.email, outcome: row.outcome, reason: row.reason, taskId: null });
        continue;
      }
      const account = accountOf.get(row.email);
      if (!account) results.push(refused(row, 'unknownEmail'));
      else if (!account.taskId) results.push(refused(row, 'notInvited'));
      else if (!isStatusIn(CAPTION_EDITABLE_STATUSES, account.status as TaskStatus)) {
        results.push(refused(row, 'alreadySubmitted'));
      } else {
        results.push({ row: row.row, email: row.email, outcome: 'assigned', reason: null, taskId: account.taskId });
        writes.push({ taskId: account.taskId, caption: row.caption, url: row.url });
      }
    }

    const written = new Set<string>();
    if (writes.length > 0) {
      const values = sql.join(
        writes.map((write) => sql`(${write.taskId}::uuid, ${write.caption}::text, ${write.url}::text)`),
        sql`, `,
      );
      // The status is checked again as it is written: a submission sent meanwhile keeps its caption.
      const updated = await tx.execute(sql`
        update ${tasks} t set unique_comment = v.caption, unique_comment_url = v.url
        from (values ${values}) as v(id, caption, url)
        where t.id = v.id and ${statusInSql(CAPTION_EDITABLE_STATUSES)}
        returning t.id`);
      for (const { id } of rowsOf<{ id: string }>(updated)) written.add(id);
      afterCommit(tx, ...[...written].map((taskId) => ({ type: 'task' as const, taskId })));
    }
    const answered = results.map((result) =>
      result.taskId === null || written.has(result.taskId) ? result : refused(result, 'alreadySubmitted'),
    );
    return { assigned: answered.filter((result) => result.outcome === 'assigned').length, rows: answered };
  });
}
