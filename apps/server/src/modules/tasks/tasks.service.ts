import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  canTransition,
  hasMissingRequiredAnswers,
  MISSING_SCREENING_ANSWERS,
  NO_CAMPAIGN_FOUND,
  TRANSITIONS,
  type Invite,
  type ScreeningQuestion,
  type ScreeningResponse,
  type Task,
  type TaskAction,
  type TaskStatus,
} from '@portal/domain/tasks';
import type { ApplicationDecision } from '@portal/domain/campaigns';
import { REVIEW_ACTIONS, type ReviewAction } from '@portal/domain/admin';
import { rowsOf, type Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import {
  campaigns,
  invites,
  screeningQuestions,
  screeningResponses,
  taskEvents,
  tasks,
} from '../../db/schema/campaigns.ts';
import { campaignTermsJsonPairs, isoTime } from '../../db/sql-json.ts';
import { badRequest, duplicateRequest, notFound } from '../../lib/http-error.ts';
import { bannedNow } from '../users/influencers.service.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * SPEC §3 campaignDetails of campaign `c`, built by the database as JSON: PGlite spends most of a
 * list's time turning columns into JavaScript values, and one JSON text per list avoids that.
 */
const campaignDetailsJson = sql`json_build_object(
  'campaignTitle', c.title,
  'brandLogoURL', c.brand_logo_url,
  ${campaignTermsJsonPairs},
  'screeningQuestions', coalesce((
    select json_agg(json_build_object(
      'id', q.id, 'orderIndex', q.order_index, 'required', q.required, 'question', q.question,
      'questionType', q.question_type, 'options', q.options) order by q.order_index)
    from ${screeningQuestions} q where q.campaign_id = c.id), '[]'::json),
  'uniqueCommentURL', c.unique_comment_url,
  'referralFee', c.referral_fee_minor / 100.0,
  'referralCriteria', c.referral_criteria,
  'referralInstructions', c.referral_instructions)`;

/** SPEC §3 Task of task `t` in campaign `c`, as JSON. */
const taskJson = sql`json_build_object(
  'id', t.id,
  'status', t.status,
  'associatedCampaign', t.campaign_id,
  'taskDeadline', ${isoTime('t.task_deadline')},
  'submissionDate', ${isoTime('t.submission_date')},
  'incentive', c.incentive_minor / 100.0,
  'rejectionComments', t.rejection_comments,
  'applicationRejectionComments', t.application_rejection_comments,
  'uniqueComment', t.unique_comment,
  'uniqueCommentUrl', t.unique_comment_url,
  'draftApproved', t.draft_approved,
  'draftComment', t.draft_comment,
  'draftAwaitingReview', (t.status = 'ACCEPTED' and t.draft_submitted_at is not null and not t.draft_approved),
  'updatedAt', ${isoTime('t.updated_at')},
  'campaignDetails', ${campaignDetailsJson})`;

async function jsonQuery<T>(db: Db | Tx, query: ReturnType<typeof sql>): Promise<T | null> {
  const json = rowsOf<{ json: string | null }>(await db.execute(query))[0]?.json;
  return json ? (JSON.parse(json) as T) : null;
}

/** Every task of one creator, newest activity first, in one query. */
export async function listTasks(db: Db, userId: string): Promise<Task[]> {
  const list = await jsonQuery<Task[]>(
    db,
    sql`select json_agg(${taskJson} order by t.updated_at desc, t.id desc)::text as json
        from ${tasks} t join ${campaigns} c on c.id = t.campaign_id
        where t.user_id = ${userId}`,
  );
  return list ?? [];
}

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** One of the creator's tasks; another creator's task is "not found", so ids leak nothing. */
export async function findTask(db: Db | Tx, userId: string, taskId: string): Promise<Task> {
  if (!isUuid(taskId)) throw notFound(NO_CAMPAIGN_FOUND);
  const task = await jsonQuery<Task>(
    db,
    sql`select ${taskJson}::text as json
        from ${tasks} t join ${campaigns} c on c.id = t.campaign_id
        where t.id = ${taskId} and t.user_id = ${userId}`,
  );
  if (!task) throw notFound(NO_CAMPAIGN_FOUND);
  return task;
}

/** Keeps the answers to the campaign's own questions; refuses when a required one is missing. */
function checkedAnswers(questions: ScreeningQuestion[], responses: ScreeningResponse[]): ScreeningResponse[] {
  if (hasMissingRequiredAnswers(questions, responses)) throw badRequest(MISSING_SCREENING_ANSWERS);
  const asked = new Set(questions.map((question) => question.id));
  const answers = new Map<string, string>();
  for (const response of responses) {
    if (asked.has(response.questionId)) answers.set(response.questionId, response.answer.trim());
  }
  return [...answers].map(([questionId, answer]) => ({ questionId, answer }));
}

async function saveAnswers(tx: Tx, taskId: string, answers: ScreeningResponse[]) {
  if (answers.length === 0) return;
  await tx
    .insert(screeningResponses)
    .values(answers.map((answer) => ({ taskId, ...answer })))
    .onConflictDoUpdate({
      target: [screeningResponses.taskId, screeningResponses.questionId],
      set: { answer: sql`excluded.answer`, answeredAt: sql`now()` },
    });
}

async function recordEvent(
  tx: Tx,
  event: {
    taskId: string;
    from: TaskStatus | null;
    to: TaskStatus;
    actorUserId: string | null;
    action: TaskAction;
    remark?: string | null;
  },
) {
  await tx.insert(taskEvents).values({
    taskId: event.taskId,
    fromStatus: event.from,
    toStatus: event.to,
    actor: TRANSITIONS[event.action].actor,
    actorUserId: event.actorUserId,
    action: event.action,
    remark: event.remark ?? null,
  });
}

/** Who moves a task: its own creator, or a campaign manager (who may reach any task). */
type Mover = { influencerId: string } | { adminId: string };

const moverId = (mover: Mover) => ('influencerId' in mover ? mover.influencerId : mover.adminId);

/**
 * Moves a task along the state machine with one conditional UPDATE: a replayed, doubled or stale
 * request finds the task in another status and gets 409, changing nothing. A creator reaches only
 * their own tasks (anyone else's is "not found"). The event's remark is the rejection's reason
 * unless `remark` says otherwise. Returns the status the task left.
 */
async function transition(
  tx: Tx,
  mover: Mover,
  taskId: string,
  action: TaskAction,
  changes: Partial<typeof tasks.$inferInsert> = {},
  guard?: SQL,
  remark?: string | null,
): Promise<TaskStatus> {
  const { from, to, actor } = TRANSITIONS[action];
  if (from === null) throw new Error(`${action} creates a task; it does not move one`);
  if (actor !== ('influencerId' in mover ? 'influencer' : 'admin')) throw new Error(`${action} is not this mover's`);
  if (!isUuid(taskId)) throw notFound(NO_CAMPAIGN_FOUND);
  const reachable =
    'influencerId' in mover ? and(eq(tasks.id, taskId), eq(tasks.userId, mover.influencerId)) : eq(tasks.id, taskId);
  const [current] = await tx.select({ status: tasks.status }).from(tasks).where(reachable);
  if (!current) throw notFound(NO_CAMPAIGN_FOUND);
  const previous = current.status as TaskStatus;
  if (!canTransition(action, previous)) throw duplicateRequest();
  const moved = await tx
    .update(tasks)
    .set({ ...changes, status: to, updatedAt: new Date() })
    .where(and(reachable, eq(tasks.status, previous), guard))
    .returning({ id: tasks.id });
  if (moved.length === 0) throw duplicateRequest();
  await recordEvent(tx, {
    taskId,
    from: previous,
    to,
    actorUserId: moverId(mover),
    action,
    remark: remark ?? changes.applicationRejectionComments ?? changes.rejectionComments ?? null,
  });
  return previous;
}

/**
 * A creator's own step on their task (submit, draft, report) inside the caller's transaction,
 * so the step and what it records land together. `guard` adds a condition the update needs.
 */
export function creatorTransition(
  tx: Tx,
  userId: string,
  taskId: string,
  action: TaskAction,
  changes: Partial<typeof tasks.$inferInsert> = {},
  guard?: SQL,
): Promise<TaskStatus> {
  return transition(tx, { influencerId: userId }, taskId, action, changes, guard);
}

/** SELECTED → ACCEPTED with the screening answers; the task's deadline becomes the campaign's. */
export async function acceptTask(
  db: Db,
  userId: string,
  taskId: string,
  responses: ScreeningResponse[],
): Promise<Task> {
  const task = await findTask(db, userId, taskId);
  const answers = checkedAnswers(task.campaignDetails.screeningQuestions, responses);
  await db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ deadline: campaigns.deadline })
      .from(campaigns)
      .where(eq(campaigns.id, task.associatedCampaign));
    await transition(tx, { influencerId: userId }, taskId, 'accept', { taskDeadline: campaign?.deadline ?? null });
    await saveAnswers(tx, taskId, answers);
  });
  return findTask(db, userId, taskId);
}

/** APPLICATION-REJECTED → APPLIED. */
export async function reapply(db: Db, userId: string, taskId: string): Promise<Task> {
  await db.transaction((tx) => transition(tx, { influencerId: userId }, taskId, 'reapply'));
  return findTask(db, userId, taskId);
}

/** An open campaign's display fields, found through an invite link or a referral link. */
export interface OpenCampaign {
  /** The id of the link it was found through. */
  id: string;
  campaignId: string;
  campaign: Task['campaignDetails'];
}

/** An open invite and its campaign, or "not found" when the link is unknown or closed. */
async function openInvite(db: Db, inviteId: string): Promise<OpenCampaign> {
  const invite = await jsonQuery<OpenCampaign>(
    db,
    sql`select json_build_object('id', i.id, 'campaignId', c.id, 'campaign', ${campaignDetailsJson})::text as json
        from ${invites} i join ${campaigns} c on c.id = i.campaign_id
        where i.id = ${inviteId} and i.closed_at is null and c.closed_at is null`,
  );
  if (!invite) throw notFound(NO_CAMPAIGN_FOUND);
  return invite;
}

/** An open campaign by its id, or "not found"; `linkId` names the link it was reached through. */
export async function openCampaign(db: Db, campaignId: string, linkId: string): Promise<OpenCampaign> {
  const found = await jsonQuery<OpenCampaign>(
    db,
    sql`select json_build_object('id', ${linkId}::text, 'campaignId', c.id, 'campaign', ${campaignDetailsJson})::text as json
        from ${campaigns} c where c.id = ${campaignId} and c.closed_at is null`,
  );
  if (!found) throw notFound(NO_CAMPAIGN_FOUND);
  return found;
}

/** The creator's status in a campaign, null when they have no task in it. */
async function statusInCampaign(db: Db, userId: string | null, campaignId: string): Promise<TaskStatus | null> {
  if (!userId) return null;
  const [task] = await db
    .select({ status: tasks.status })
    .from(tasks)
    .where(and(eq(tasks.campaignId, campaignId), eq(tasks.userId, userId)));
  return (task?.status as TaskStatus | undefined) ?? null;
}

/** A campaign as invites and referrals show it, with the creator's status in it. */
export async function previewCampaign(db: Db, found: OpenCampaign, userId: string | null): Promise<Invite> {
  const { campaign } = found;
  return {
    id: found.id,
    status: await statusInCampaign(db, userId, found.campaignId),
    inviteCampaign: {
      campaignTitle: campaign.campaignTitle,
      brandLogoURL: campaign.brandLogoURL,
      taskType: campaign.taskType,
      currency: campaign.currency,
      incentive: campaign.incentive,
      platform: campaign.platform,
      requirements: campaign.requirements,
      instructions: campaign.instructions,
      screeningQuestions: campaign.screeningQuestions,
    },
  };
}

/** The public preview of an invite, with the signed-in creator's status in its campaign if any. */
export async function findInvite(db: Db, inviteId: string, userId: string | null): Promise<Invite> {
  return previewCampaign(db, await openInvite(db, inviteId), userId);
}

/**
 * Applying to an open campaign creates an APPLIED task with the screening answers; one task per
 * creator per campaign (409 otherwise). `alsoRecord` writes what the way in adds (a referral) in
 * the same transaction.
 */
export async function applyToCampaign(
  db: Db,
  userId: string,
  found: OpenCampaign,
  responses: ScreeningResponse[],
  via: { inviteId?: string; alsoRecord?: (tx: Tx, taskId: string) => Promise<void> } = {},
): Promise<Task> {
  const answers = checkedAnswers(found.campaign.screeningQuestions, responses);
  const taskId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(tasks)
      .values({ campaignId: found.campaignId, userId, inviteId: via.inviteId ?? null, status: TRANSITIONS.apply.to })
      .onConflictDoNothing({ target: [tasks.campaignId, tasks.userId] })
      .returning({ id: tasks.id });
    if (!created) throw duplicateRequest();
    await recordEvent(tx, { taskId: created.id, from: null, to: 'APPLIED', actorUserId: userId, action: 'apply' });
    await saveAnswers(tx, created.id, answers);
    await via.alsoRecord?.(tx, created.id);
    return created.id;
  });
  return findTask(db, userId, taskId);
}

/** Applying through an invite link. */
export async function applyToInvite(db: Db, userId: string, inviteId: string, responses: ScreeningResponse[]) {
  return applyToCampaign(db, userId, await openInvite(db, inviteId), responses, { inviteId });
}

/**
 * The deadline sweep (DESIGN.md §3): ACCEPTED and REJECTED tasks past their deadline become
 * EXPIRED, except a draft waiting for the brand's review. One statement, safe to run on many
 * instances at once: each task moves once and gets one event. Returns how many moved.
 */
export async function expireOverdueTasks(db: Db, now: Date = new Date()): Promise<number> {
  const { from, to } = TRANSITIONS.expire;
  const result = await db.execute(sql`
    with overdue as (
      select id, status as from_status from ${tasks}
      where ${inArray(tasks.status, [...from])}
        and ${tasks.taskDeadline} < ${now.toISOString()}::timestamptz
        and not (${tasks.status} = 'ACCEPTED' and ${tasks.draftSubmittedAt} is not null and not ${tasks.draftApproved})
      for update skip locked
    ), expired as (
      update ${tasks} set status = ${to}, updated_at = now()
      from overdue where ${tasks.id} = overdue.id and ${inArray(tasks.status, [...from])}
      returning ${tasks.id} as id, overdue.from_status
    )
    insert into ${taskEvents} (task_id, from_status, to_status, actor, remark)
    select id, from_status, ${to}, 'server', 'Deadline passed' from expired
    returning task_id as id`);
  return rowsOf(result).length;
}

/** An admin approves an application (APPLIED → SELECTED) or rejects it with a remark. */
export async function decideApplication(
  db: Db,
  adminId: string,
  taskId: string,
  decision: ApplicationDecision,
): Promise<void> {
  await db.transaction((tx) =>
    decision.decision === 'approve'
      ? transition(tx, { adminId }, taskId, 'approveApplication', { applicationRejectionComments: null })
      : transition(tx, { adminId }, taskId, 'rejectApplication', { applicationRejectionComments: decision.remark }),
  );
}

/**
 * An admin invites influencers to a campaign, by e-mail or by user id (up to 1 000 at once): each
 * known influencer without a task in it gets a SELECTED task. One transaction with set-based
 * writes (one insert of tasks, one of their events), so all are invited or none. Banned users and
 * admins count as unknown. `check` runs first inside the transaction (the campaign is open).
 * Reports who was invited, who already had a task, and who is unknown (e-mails trimmed and lower-cased).
 */
export async function inviteInfluencers(
  db: Db,
  adminId: string,
  campaignId: string,
  who: { emails: string[] } | { userIds: string[] },
  options: { check?: (tx: Tx) => Promise<void> } = {},
) {
  const byEmail = 'emails' in who;
  const wanted = [
    ...new Set(byEmail ? who.emails.map((email) => email.trim().toLowerCase()) : who.userIds.map((id) => id.trim())),
  ];
  return db.transaction(async (tx) => {
    await options.check?.(tx);
    const found = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        and(inArray(byEmail ? users.email : users.id, wanted), eq(users.role, 'influencer'), sql`not ${bannedNow}`),
      );
    const created =
      found.length === 0
        ? []
        : await tx
            .insert(tasks)
            .values(found.map((user) => ({ campaignId, userId: user.id, status: TRANSITIONS.invite.to })))
            .onConflictDoNothing({ target: [tasks.campaignId, tasks.userId] })
            .returning({ id: tasks.id, userId: tasks.userId });
    if (created.length > 0) {
      await tx.insert(taskEvents).values(
        created.map((task) => ({
          taskId: task.id,
          fromStatus: null,
          toStatus: TRANSITIONS.invite.to,
          actor: TRANSITIONS.invite.actor,
          actorUserId: adminId,
          action: 'invite' as const,
        })),
      );
    }
    const userIdOf = new Map(found.map((user) => [byEmail ? user.email : user.id, user.id]));
    const taskIdOf = new Map(created.map((task) => [task.userId, task.id]));
    const invited = wanted.filter((name) => taskIdOf.has(userIdOf.get(name) ?? ''));
    const invitedNames = new Set(invited);
    return {
      invited,
      alreadyInCampaign: wanted.filter((name) => userIdOf.has(name) && !invitedNames.has(name)),
      unknown: wanted.filter((name) => !userIdOf.has(name)),
      taskIds: invited.map((name) => taskIdOf.get(userIdOf.get(name) ?? '') ?? ''),
    };
  });
}

/** Admin moves through the review and payout part of the state machine: the contract's list. */
export const ADMIN_REVIEW_ACTIONS = REVIEW_ACTIONS;

/** Review steps that need the creator to be told why. */
export const ACTIONS_NEEDING_A_REMARK: readonly AdminReviewAction[] = ['reject', 'rejectDraft'];
export type AdminReviewAction = ReviewAction;

/** The campaign's requiresReport picks the approval; the other one is refused (400). */
export const APPROVAL_NEEDS_REPORT = 'This campaign needs a report: approve it with a report (approveWithReport)';
export const APPROVAL_NEEDS_NO_REPORT = 'This campaign needs no report: approve it without one (approve)';

/**
 * An admin moves a task by one review or payout step (one conditional update, 409 on replay)
 * inside the caller's transaction; a rejection carries its remark. Returns the task's creator,
 * campaign and incentive for what the step pays.
 */
export async function reviewTask(
  tx: Tx,
  adminId: string,
  taskId: string,
  action: AdminReviewAction,
  remark: string | null,
): Promise<{ userId: string; incentiveMinor: number; currency: string; requiresReport: boolean }> {
  // A draft review needs a draft waiting for it.
  const draftWaiting = and(isNotNull(tasks.draftSubmittedAt), eq(tasks.draftApproved, false));
  const steps: Partial<
    Record<AdminReviewAction, { changes: Partial<typeof tasks.$inferInsert>; guard?: SQL; remark?: string | null }>
  > = {
    // The brand may edit the approved comment (DESIGN.md §3); the timeline keeps what was approved.
    approveDraft: {
      changes: { draftApproved: true, ...(remark ? { draftComment: remark } : {}) },
      guard: draftWaiting,
      remark,
    },
    // The timeline keeps the payment's reference.
    markPaid: { changes: {}, remark },
    rejectDraft: { changes: { rejectionComments: remark }, guard: draftWaiting },
    reject: { changes: { rejectionComments: remark } },
  };
  const step = steps[action];
  await transition(tx, { adminId }, taskId, action, step?.changes ?? {}, step?.guard, step?.remark);
  const [task] = await tx
    .select({
      userId: tasks.userId,
      incentiveMinor: campaigns.incentiveMinor,
      currency: campaigns.currency,
      requiresReport: campaigns.requiresReport,
    })
    .from(tasks)
    .innerJoin(campaigns, eq(campaigns.id, tasks.campaignId))
    .where(eq(tasks.id, taskId));
  if (!task) throw notFound(NO_CAMPAIGN_FOUND);
  // Throwing rolls the step back: the wrong approval would skip or demand a report.
  if (action === 'approve' && task.requiresReport) throw badRequest(APPROVAL_NEEDS_REPORT);
  if (action === 'approveWithReport' && !task.requiresReport) throw badRequest(APPROVAL_NEEDS_NO_REPORT);
  return task;
}
