import { eq, sql } from 'drizzle-orm';
import {
  BEFORE_ACCEPTANCE_STATUSES,
  TRANSITIONS,
  type ScreeningResponse,
  type Task,
  type TaskAction,
  type TaskStatus,
} from '@portal/domain/tasks';
import type { Terms } from '@portal/domain/terms';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { committed } from '../../db/commits.ts';
import { isDatabaseId } from '../../db/ids.ts';
import { campaigns, screeningQuestions, taskEvents, tasks } from '../../db/schema/campaigns.ts';
import {
  campaignTermsJsonPairs,
  isoTime,
  majorUnits,
  revisionsJson,
  termColumn,
  termsJson,
  type TermsScope,
} from '../../db/sql-json.ts';
import { taskThreads } from '../../db/schema/messages.ts';
import { payments } from '../../db/schema/referrals.ts';
import { paymentSecuredSql } from '../../db/sql-budget.ts';
import { deadlineRunsSql, inSubStateSql, reviewSentAtSql, statusInSql } from '../../db/sql-tasks.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { agreeToTerms } from './agreed-terms.ts';
import { checkedAnswers, saveAnswers } from './screening-answers.ts';
import { transition, type Move } from './task-transition.ts';

/**
 * SPEC §3 campaignDetails of campaign `c` (in task scope, with task `t`'s agreed terms), built by
 * the database as JSON: PGlite spends most of a list's time turning columns into JavaScript
 * values, and one JSON text per list avoids that.
 */
export const campaignDetailsJson = (scope: TermsScope) => sql`json_build_object(
  'campaignTitle', c.title,
  'brandLogoURL', c.brand_logo_url,
  ${campaignTermsJsonPairs(scope)},
  'terms', ${termsJson(scope)},
  'autoApproveLateReviews', c.auto_approve_late_reviews,
  'screeningQuestions', coalesce((
    select json_agg(json_build_object(
      'id', q.id, 'orderIndex', q.order_index, 'required', q.required, 'question', q.question,
      'questionType', q.question_type, 'options', q.options) order by q.order_index)
    from ${screeningQuestions} q where q.campaign_id = c.id), '[]'::json),
  'uniqueCommentURL', c.unique_comment_url,
  'referralFee', ${majorUnits('c.referral_fee_minor')},
  'referralCriteria', c.referral_criteria,
  'referralInstructions', c.referral_instructions)`;

/** An invite's or an application's caption stays with the campaign manager until the creator accepts (`showsAssignedCaption`). */
const captionHidden = statusInSql(BEFORE_ACCEPTANCE_STATUSES);

/** SPEC §3 Task of task `t` in campaign `c`, as JSON. */
const taskJson = sql`json_build_object(
  'id', t.id,
  'status', t.status,
  'associatedCampaign', t.campaign_id,
  'taskDeadline', ${isoTime('t.task_deadline')},
  'submissionDate', ${isoTime('t.submission_date')},
  'incentive', ${majorUnits(termColumn('incentive_minor', 'task'))},
  'rejectionComments', t.rejection_comments,
  'applicationRejectionComments', t.application_rejection_comments,
  'uniqueComment', case when ${captionHidden} then null else t.unique_comment end,
  'uniqueCommentUrl', case when ${captionHidden} then null else t.unique_comment_url end,
  'draftApproved', t.draft_approved,
  'draftComment', t.draft_comment,
  'draftSubmittedAt', ${isoTime('t.draft_submitted_at')},
  'draftAwaitingReview', ${inSubStateSql('draftWaiting')},
  'reviewSentAt', to_char(${reviewSentAtSql()} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'updatedAt', ${isoTime('t.updated_at')},
  'paymentDueOn', t.payment_due_on,
  'paidAt', (select ${isoTime('p.paid_at')} from ${payments} p where p.task_id = t.id),
  'paymentReference', (select p.reference from ${payments} p where p.task_id = t.id),
  'revisions', ${revisionsJson},
  'unreadMessages', coalesce(th.creator_unread, 0),
  'paymentSecured', ${paymentSecuredSql},
  'campaignDetails', ${campaignDetailsJson('task')})`;

export async function jsonQuery<T>(db: Db | Tx, query: ReturnType<typeof sql>): Promise<T | null> {
  const json = rowsOf<{ json: string | null }>(await db.execute(query))[0]?.json;
  return json ? (JSON.parse(json) as T) : null;
}

/** Every task of one creator, newest activity first, in one query. */
export async function listTasks(db: Db, userId: string): Promise<Task[]> {
  const list = await jsonQuery<Task[]>(
    db,
    sql`select json_agg(${taskJson} order by t.updated_at desc, t.id desc)::text as json
        from ${tasks} t join ${campaigns} c on c.id = t.campaign_id
        left join ${taskThreads} th on th.task_id = t.id
        where t.user_id = ${userId}`,
  );
  return list ?? [];
}

/** One of the creator's tasks; another creator's task is "not found", so ids leak nothing. */
export async function findTask(db: Db | Tx, userId: string, taskId: string): Promise<Task> {
  if (!isDatabaseId(taskId)) throw notFound('no-campaign-found');
  const task = await jsonQuery<Task>(
    db,
    sql`select ${taskJson}::text as json
        from ${tasks} t join ${campaigns} c on c.id = t.campaign_id
        left join ${taskThreads} th on th.task_id = t.id
        where t.id = ${taskId} and t.user_id = ${userId}`,
  );
  if (!task) throw notFound('no-campaign-found');
  return task;
}

/**
 * A creator's own step on their task (submit, draft, report) inside the caller's transaction,
 * so the step and what it records land together.
 */
export function creatorTransition(
  tx: Tx,
  userId: string,
  step: Omit<Move, 'mover' | 'remark' | 'agreedTerms'>,
): Promise<TaskStatus> {
  return transition(tx, { mover: { influencerId: userId }, ...step });
}

/**
 * 409 when the campaign is closed: nobody new applies or accepts. The row stays locked against
 * closing until the transaction ends, so a creator let in is let in before the close.
 */
export async function requireCampaignTakesCreators(tx: Tx, campaignId: string): Promise<void> {
  const [campaign] = await tx
    .select({ closedAt: campaigns.closedAt })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .for('share');
  if (!campaign) throw notFound('no-campaign-found');
  if (campaign.closedAt) throw conflict('campaign-closed-to-creators');
}

/**
 * SELECTED → ACCEPTED with the screening answers; the task's deadline becomes the campaign's, and
 * the terms accepted are the task's own from now on (and in its timeline).
 */
export async function acceptTask(
  db: Db,
  userId: string,
  taskId: string,
  responses: ScreeningResponse[],
  shown: Terms | undefined,
): Promise<Task> {
  const task = await findTask(db, userId, taskId);
  const answers = checkedAnswers(task.campaignDetails.screeningQuestions, responses);
  await db.transaction(async (tx) => {
    await requireCampaignTakesCreators(tx, task.associatedCampaign);
    const [campaign] = await tx
      .select({ deadline: campaigns.deadline })
      .from(campaigns)
      .where(eq(campaigns.id, task.associatedCampaign));
    // A refused step (409) rolls the copy back with it.
    const agreedTerms = await agreeToTerms(tx, userId, taskId, shown);
    await transition(tx, {
      mover: { influencerId: userId },
      taskId,
      action: 'accept',
      changes: { taskDeadline: campaign?.deadline ?? null },
      agreedTerms,
    });
    await saveAnswers(tx, taskId, answers);
  });
  return findTask(db, userId, taskId);
}

/**
 * APPLICATION-REJECTED → APPLIED: a new agreement, so the task takes the campaign's current terms
 * (its earlier copy lapsed with the rejection), and its timeline records them.
 */
export async function reapply(db: Db, userId: string, taskId: string, shown: Terms | undefined): Promise<Task> {
  const { associatedCampaign } = await findTask(db, userId, taskId);
  await db.transaction(async (tx) => {
    await requireCampaignTakesCreators(tx, associatedCampaign);
    // A refused step (409) rolls the copy back with it.
    const agreedTerms = await agreeToTerms(tx, userId, taskId, shown);
    await transition(tx, { mover: { influencerId: userId }, taskId, action: 'reapply', agreedTerms });
  });
  return findTask(db, userId, taskId);
}

/**
 * The deadline sweep (DESIGN.md §3): tasks whose deadline runs and has passed become EXPIRED,
 * except a draft waiting for the brand's review. One statement, safe to run on many instances at
 * once: each task moves once and gets one event. Returns the creator of each task that moved.
 */
export async function expireOverdueTasks(db: Db, now: Date = new Date()): Promise<string[]> {
  const { from, to, actor } = TRANSITIONS.expire;
  const action: TaskAction = 'expire';
  const result = await db.execute(sql`
    with overdue as (
      select t.id, t.status as from_status from ${tasks} t
      where ${deadlineRunsSql()} and t.task_deadline < ${now.toISOString()}::timestamptz
      for update skip locked
    ), expired as (
      update ${tasks} set status = ${to}, updated_at = now()
      from overdue where ${tasks.id} = overdue.id and ${statusInSql(from, { task: 'tasks' })}
      returning ${tasks.id} as id, ${tasks.userId} as user_id, overdue.from_status
    ), recorded as (
      insert into ${taskEvents} (task_id, from_status, to_status, actor, action, remark)
      select id, from_status, ${to}, ${actor}, ${action}, 'Deadline passed' from expired
    )
    select id, user_id from expired`);
  const expired = rowsOf<{ id: string; user_id: string }>(result);
  await committed(
    db,
    expired.map((row) => ({ type: 'task', taskId: row.id, action })),
  );
  return expired.map((row) => row.user_id);
}
