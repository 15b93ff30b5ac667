import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import {
  CAPTION_REFUSALS,
  captionKey,
  checkCaptionRows,
  type AssignCaptionsResult,
  type CaptionRowInput,
  type CaptionRowResult,
  type CaptionVersion,
} from '@portal/domain/admin';
import { CAPTION_EDITABLE_STATUSES, isStatusIn, type TaskStatus } from '@portal/domain/tasks';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { changed } from '../../db/commits.ts';
import { campaigns, tasks } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { statusInSql } from '../../db/sql-tasks.ts';
import { conflict, notFound } from '../../lib/http-error.ts';

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
  if (!campaign) throw notFound('campaign-not-found');
  if (campaign.taskType !== 'UNIQUECOMMENT') throw conflict('captions-only-unique-comment');
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
  startedFrom: CaptionVersion;
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
    if (!task) throw notFound('no-campaign-found');
    await requireUniqueCommentCampaign(tx, task.campaignId);
    const holder = (await captionHolders(tx, task.campaignId)).get(captionKey(caption));
    if (holder !== undefined && holder !== taskId) throw conflict('caption-taken');
    const [current] = await tx
      .update(tasks)
      .set({ uniqueComment: caption, uniqueCommentUrl: url || null })
      .where(
        and(
          eq(tasks.id, taskId),
          inArray(tasks.status, [...CAPTION_EDITABLE_STATUSES]),
          sql`${tasks.uniqueComment} is not distinct from ${startedFrom.caption}`,
          sql`${tasks.uniqueCommentUrl} is not distinct from ${startedFrom.url}`,
        ),
      )
      .returning({ id: tasks.id });
    if (!current) {
      const [locked] = await tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.id, taskId), notInArray(tasks.status, [...CAPTION_EDITABLE_STATUSES])));
      throw conflict(locked ? 'caption-locked' : 'caption-changed');
    }
    changed(tx, { type: 'task', taskId });
  });
}

const refused = (
  row: { row: number; email: string },
  outcome: keyof typeof CAPTION_REFUSALS,
  current: CaptionVersion | null,
): CaptionRowResult => ({
  row: row.row,
  email: row.email,
  outcome,
  reason: CAPTION_REFUSALS[outcome],
  taskId: null,
  current,
});

const sameVersion = (one: CaptionVersion, other: CaptionVersion) =>
  one.caption === other.caption && one.url === other.url;

interface CaptionWrite {
  taskId: string;
  caption: string;
  url: string | null;
  /** What the line started from; null: it replaces whatever the task holds. */
  startedFrom: CaptionVersion | null;
}

/**
 * Writes the captions in one statement, checking each task's status and `startedFrom` again as it
 * is written, and answers the tasks written.
 */
async function writeCaptions(tx: Tx, writes: readonly CaptionWrite[]): Promise<Set<string>> {
  if (writes.length === 0) return new Set();
  const values = sql.join(
    writes.map(
      (write) =>
        sql`(${write.taskId}::uuid, ${write.caption}::text, ${write.url}::text, ${write.startedFrom !== null}::boolean, ${write.startedFrom?.caption ?? null}::text, ${write.startedFrom?.url ?? null}::text)`,
    ),
    sql`, `,
  );
  const updated = await tx.execute(sql`
    update ${tasks} t set unique_comment = v.caption, unique_comment_url = v.url
    from (values ${values}) as v(id, caption, url, checked, from_caption, from_url)
    where t.id = v.id and ${statusInSql(CAPTION_EDITABLE_STATUSES)}
      and (not v.checked or (t.unique_comment is not distinct from v.from_caption
        and t.unique_comment_url is not distinct from v.from_url))
    returning t.id`);
  const written = new Set(rowsOf<{ id: string }>(updated).map(({ id }) => id));
  changed(tx, ...[...written].map((taskId) => ({ type: 'task' as const, taskId })));
  return written;
}

/**
 * Gives a Unique Comment campaign's creators their captions, by e-mail, in one transaction: each
 * line is judged on its own, the valid ones are written in one statement, and every line is
 * answered with what became of it and the caption its task held. A line not assigned changes
 * nothing. A `preview` runs every check and writes nothing, answering each line as it would be.
 */
export async function assignCaptions(
  db: Db,
  campaignId: string,
  rows: readonly CaptionRowInput[],
  { preview = false }: { preview?: boolean } = {},
): Promise<AssignCaptionsResult> {
  const checked = checkCaptionRows(rows);
  return db.transaction(async (tx) => {
    await requireUniqueCommentCampaign(tx, campaignId);
    const emails = [...new Set(checked.flatMap((row) => (row.ok ? [row.email] : [])))];
    const found =
      emails.length === 0
        ? []
        : await tx
            .select({ email: users.email, taskId: tasks.id })
            .from(users)
            .leftJoin(tasks, and(eq(tasks.userId, users.id), eq(tasks.campaignId, campaignId)))
            .where(inArray(users.email, emails));
    const taskIdOf = new Map(found.map((account) => [account.email, account.taskId]));
    const taskIds = found.flatMap((account) => (account.taskId === null ? [] : [account.taskId]));
    // Locked until the end: the status and caption checked here are those the captions replace.
    const taskOf = new Map(
      taskIds.length === 0
        ? []
        : (
            await tx
              .select({
                id: tasks.id,
                status: tasks.status,
                caption: tasks.uniqueComment,
                url: tasks.uniqueCommentUrl,
              })
              .from(tasks)
              .where(inArray(tasks.id, taskIds))
              .for('update')
          ).map((task) => [task.id, task]),
    );

    const results: CaptionRowResult[] = [];
    const writes: CaptionWrite[] = [];
    for (const row of checked) {
      if (!row.ok) {
        const { outcome, reason } = row;
        results.push({ row: row.row, email: row.email, outcome, reason, taskId: null, current: null });
        continue;
      }
      const taskId = taskIdOf.get(row.email);
      const task = taskId ? taskOf.get(taskId) : undefined;
      if (taskId === undefined) {
        results.push(refused(row, 'unknownEmail', null));
        continue;
      }
      if (!task) {
        results.push(refused(row, 'notInvited', null));
        continue;
      }
      const current = { caption: task.caption, url: task.url };
      const startedFrom = rows[row.row - 1]?.startedFrom ?? null;
      if (!isStatusIn(CAPTION_EDITABLE_STATUSES, task.status as TaskStatus)) {
        results.push(refused(row, 'alreadySubmitted', current));
      } else if (startedFrom && !sameVersion(startedFrom, current)) {
        results.push(refused(row, 'changed', current));
      } else {
        results.push({ row: row.row, email: row.email, outcome: 'assigned', reason: null, taskId: task.id, current });
        writes.push({ taskId: task.id, caption: row.caption, url: row.url, startedFrom });
      }
    }

    // A caption stays with the task that holds it, unless that task gets another one in this list;
    // a refused line keeps its task's caption, which may refuse another line in turn.
    const holders = await captionHolders(tx, campaignId);
    const rewritten = new Set(writes.map((write) => write.taskId));
    const taken = new Set<string>();
    for (let found = true; found;) {
      found = false;
      for (const write of writes) {
        const holder = holders.get(captionKey(write.caption));
        const kept = holder !== undefined && holder !== write.taskId && (!rewritten.has(holder) || taken.has(holder));
        if (kept && !taken.has(write.taskId)) {
          taken.add(write.taskId);
          found = true;
        }
      }
    }
    const toWrite = writes.filter((write) => !taken.has(write.taskId));

    const written = preview ? new Set(toWrite.map((write) => write.taskId)) : await writeCaptions(tx, toWrite);
    const answered = results.map((result) => {
      if (result.taskId === null || written.has(result.taskId)) return result;
      return refused(result, taken.has(result.taskId) ? 'captionTaken' : 'alreadySubmitted', result.current);
    });
    return { assigned: answered.filter((result) => result.outcome === 'assigned').length, rows: answered };
  });
}
