import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import {
  CAPTION_CHANGED,
  CAPTION_LOCKED,
  CAPTION_REFUSALS,
  CAPTION_TAKEN,
  captionKey,
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

/**
 * 409 unless the campaign is a Unique Comment one. Locked until the transaction ends, so its
 * captions change one save at a time and two saves cannot give the same caption to two creators.
 */
async function requireUniqueCommentCampaign(tx: Tx, campaignId: string): Promise<void> {
  const [campaign] = await tx
    .select({ taskType: campaigns.taskType })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .for('update');
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  if (campaign.taskType !== 'UNIQUECOMMENT') throw conflict(ONLY_UNIQUE_COMMENT_CAMPAIGNS);
}

/** The campaign's tasks that hold a caption, by `captionKey`. */
async function captionHolders(tx: Tx, campaignId: string): Promise<Map<string, string>> {
  const held = await tx
    .select({ id: tasks.id, caption: tasks.uniqueComment })
    .from(tasks)
    .where(and(eq(tasks.campaignId, campaignId), isNotNull(tasks.uniqueComment)));
  return new Map(held.flatMap((task) => (task.caption === null ? [] : [[captionKey(task.caption), task.id]])));
}

interface TaskCaptionInput {
  caption: string;
  url: string;
  startedFrom?: { caption: string | null; url: string | null } | undefined;
}

/**
 * Sets one task's caption and its own post address (null: the campaign's), unless another task
 * of the campaign holds that caption (409), or someone changed this task's since `startedFrom`
 * (409). One conditional update: a creator's submission landing at the same moment wins (409).
 */
export async function setTaskCaption(
  db: Db,
  taskId: string,
  { caption, url, startedFrom }: TaskCaptionInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [task] = await tx.select({ campaignId: tasks.campaignId }).from(tasks).where(eq(tasks.id, taskId));
    if (!task) throw notFound(NO_CAMPAIGN_FOUND);
    await requireUniqueCommentCampaign(tx, task.campaignId);
    const holder = (await captionHolders(tx, task.campaignId)).get(captionKey(caption));
    if (holder !== undefined && holder !== taskId) throw conflict(CAPTION_TAKEN);
    const [current] = await tx
      .update(tasks)
      .set({ uniqueComment: caption, uniqueCommentUrl: url || null })
      .where(
        and(
          eq(tasks.id, taskId),
          inArray(tasks.status, [...CAPTION_EDITABLE_STATUSES]),
          startedFrom
            ? and(
                sql`${tasks.uniqueComment} is not distinct from ${startedFrom.caption}`,
                sql`${tasks.uniqueCommentUrl} is not distinct from ${startedFrom.url}`,
              )
            : undefined,
        ),
      )
      .returning({ id: tasks.id });
    if (!current) {
      const [locked] = await tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.id, taskId), notInArray(tasks.status, [...CAPTION_EDITABLE_STATUSES])));
      throw conflict(locked ? CAPTION_LOCKED : CAPTION_CHANGED);
    }
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

    // Locked until the end, so a task that may still change is rewritten below for certain.
    const statusOf = new Map(
      writes.length === 0
        ? []
        : (
            await tx
              .select({ id: tasks.id, status: tasks.status })
              .from(tasks)
              .where(
                inArray(
                  tasks.id,
                  writes.map((write) => write.taskId),
                ),
              )
              .for('update')
          ).map((task) => [task.id, task.status as TaskStatus]),
    );
    const editable = writes.filter((write) => {
      const status = statusOf.get(write.taskId);
      return status !== undefined && isStatusIn(CAPTION_EDITABLE_STATUSES, status);
    });
    // A caption stays with the task that holds it, unless that task gets another one in this list;
    // a refused line keeps its task's caption, which may refuse another line in turn.
    const holders = await captionHolders(tx, campaignId);
    const rewritten = new Set(editable.map((write) => write.taskId));
    const taken = new Set<string>();
    for (let found = true; found;) {
      found = false;
      for (const write of editable) {
        const holder = holders.get(captionKey(write.caption));
        const kept = holder !== undefined && holder !== write.taskId && (!rewritten.has(holder) || taken.has(holder));
        if (kept && !taken.has(write.taskId)) {
          taken.add(write.taskId);
          found = true;
        }
      }
    }
    const toWrite = editable.filter((write) => !taken.has(write.taskId));

    const written = new Set<string>();
    if (toWrite.length > 0) {
      const values = sql.join(
        toWrite.map((write) => sql`(${write.taskId}::uuid, ${write.caption}::text, ${write.url}::text)`),
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
    const answered = results.map((result) => {
      if (result.taskId === null || written.has(result.taskId)) return result;
      return refused(result, taken.has(result.taskId) ? 'captionTaken' : 'alreadySubmitted');
    });
    return { assigned: answered.filter((result) => result.outcome === 'assigned').length, rows: answered };
  });
}
