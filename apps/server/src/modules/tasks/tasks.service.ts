import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  canTransition,
  DEFAULT_CURRENCY,
  hasMissingRequiredAnswers,
  MISSING_SCREENING_ANSWERS,
  TRANSITIONS,
  type Invite,
  type ScreeningQuestion,
  type ScreeningResponse,
  type Task,
  type TaskAction,
  type TaskStatus,
  type TaskType,
} from '@portal/domain/tasks';
import type { Db } from '../../db/client.ts';
import {
  campaigns,
  invites,
  screeningQuestions,
  screeningResponses,
  taskEvents,
  tasks,
} from '../../db/schema/campaigns.ts';
import { badRequest, duplicateRequest, notFound } from '../../lib/http-error.ts';

/** SPEC §8: what the screens show when a task or invite cannot be found (or is not the caller's). */
export const NO_CAMPAIGN_FOUND = 'No campaign found';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const toMajor = (minor: number | null) => (minor === null ? null : minor / 100);
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The campaign's questions as one JSON array, so a list of tasks stays one query. */
const questionsOf = sql<ScreeningQuestion[]>`coalesce((
  select json_agg(json_build_object(
    'id', q.id, 'orderIndex', q.order_index, 'required', q.required, 'question', q.question,
    'questionType', q.question_type, 'options', q.options) order by q.order_index)
  from ${screeningQuestions} q where q.campaign_id = ${campaigns.id}), '[]'::json)`;

const campaignColumns = {
  campaignId: campaigns.id,
  campaignTitle: campaigns.title,
  brandLogoURL: campaigns.brandLogoUrl,
  taskType: campaigns.taskType,
  platform: campaigns.platform,
  currency: campaigns.currency,
  incentiveMinor: campaigns.incentiveMinor,
  requirements: campaigns.requirements,
  instructions: campaigns.instructions,
  uniqueCommentURL: campaigns.uniqueCommentUrl,
  referralFeeMinor: campaigns.referralFeeMinor,
  referralCriteria: campaigns.referralCriteria,
  referralInstructions: campaigns.referralInstructions,
  screeningQuestions: questionsOf,
};

interface CampaignRow {
  campaignId: string;
  campaignTitle: string;
  brandLogoURL: string | null;
  taskType: TaskType;
  platform: string;
  currency: string;
  incentiveMinor: number;
  requirements: string;
  instructions: string;
  uniqueCommentURL: string | null;
  referralFeeMinor: number | null;
  referralCriteria: string | null;
  referralInstructions: string | null;
  screeningQuestions: ScreeningQuestion[];
}

function toCampaignDetails(row: CampaignRow): Task['campaignDetails'] {
  return {
    campaignTitle: row.campaignTitle,
    brandLogoURL: row.brandLogoURL,
    taskType: row.taskType,
    platform: row.platform,
    currency: row.currency || DEFAULT_CURRENCY,
    incentive: row.incentiveMinor / 100,
    requirements: row.requirements,
    instructions: row.instructions,
    screeningQuestions: row.screeningQuestions,
    uniqueCommentURL: row.uniqueCommentURL,
    referralFee: toMajor(row.referralFeeMinor),
    referralCriteria: row.referralCriteria,
    referralInstructions: row.referralInstructions,
  };
}

const taskSelection = { task: tasks, ...campaignColumns };

function toTask(row: { task: typeof tasks.$inferSelect } & CampaignRow): Task {
  const { task } = row;
  return {
    id: task.id,
    status: task.status as TaskStatus,
    associatedCampaign: task.campaignId,
    taskDeadline: iso(task.taskDeadline),
    submissionDate: iso(task.submissionDate),
    incentive: row.incentiveMinor / 100,
    rejectionComments: task.rejectionComments,
    applicationRejectionComments: task.applicationRejectionComments,
    uniqueComment: task.uniqueComment,
    uniqueCommentUrl: task.uniqueCommentUrl,
    draftApproved: task.draftApproved,
    draftComment: task.draftComment,
    campaignDetails: toCampaignDetails(row),
  };
}

/** Every task of one creator, newest activity first, in one query. */
export async function listTasks(db: Db, userId: string): Promise<Task[]> {
  const rows = await db
    .select(taskSelection)
    .from(tasks)
    .innerJoin(campaigns, eq(campaigns.id, tasks.campaignId))
    .where(eq(tasks.userId, userId))
    .orderBy(desc(tasks.updatedAt), desc(tasks.id));
  return rows.map(toTask);
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** One of the creator's tasks; another creator's task is "not found", so ids leak nothing. */
export async function findTask(db: Db | Tx, userId: string, taskId: string): Promise<Task> {
  if (!isUuid(taskId)) throw notFound(NO_CAMPAIGN_FOUND);
  const [row] = await db
    .select(taskSelection)
    .from(tasks)
    .innerJoin(campaigns, eq(campaigns.id, tasks.campaignId))
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId)));
  if (!row) throw notFound(NO_CAMPAIGN_FOUND);
  return toTask(row);
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
  event: { taskId: string; from: TaskStatus | null; to: TaskStatus; actorUserId: string | null; action: TaskAction },
) {
  await tx.insert(taskEvents).values({
    taskId: event.taskId,
    fromStatus: event.from,
    toStatus: event.to,
    actor: TRANSITIONS[event.action].actor,
    actorUserId: event.actorUserId,
  });
}

/**
 * Moves one of the creator's tasks along the state machine with one conditional UPDATE: a
 * replayed, doubled or stale request finds the task in another status and gets 409, changing
 * nothing. Returns the status the task left.
 */
async function transition(
  tx: Tx,
  userId: string,
  taskId: string,
  action: TaskAction,
  changes: Partial<typeof tasks.$inferInsert> = {},
): Promise<TaskStatus> {
  const { from, to } = TRANSITIONS[action];
  if (from === null) throw new Error(`${action} creates a task; it does not move one`);
  if (!isUuid(taskId)) throw notFound(NO_CAMPAIGN_FOUND);
  const [current] = await tx
    .select({ status: tasks.status })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId)));
  if (!current) throw notFound(NO_CAMPAIGN_FOUND);
  const previous = current.status as TaskStatus;
  if (!canTransition(action, previous)) throw duplicateRequest();
  const moved = await tx
    .update(tasks)
    .set({ ...changes, status: to, updatedAt: new Date() })
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId), eq(tasks.status, previous)))
    .returning({ id: tasks.id });
  if (moved.length === 0) throw duplicateRequest();
  await recordEvent(tx, { taskId, from: previous, to, actorUserId: userId, action });
  return previous;
}

async function campaignQuestions(db: Db | Tx, campaignId: string): Promise<ScreeningQuestion[]> {
  const rows = await db
    .select()
    .from(screeningQuestions)
    .where(eq(screeningQuestions.campaignId, campaignId))
    .orderBy(screeningQuestions.orderIndex);
  return rows.map((row) => ({
    id: row.id,
    orderIndex: row.orderIndex,
    required: row.required,
    question: row.question,
    questionType: row.questionType,
    options: row.options,
  }));
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
    await transition(tx, userId, taskId, 'accept', { taskDeadline: campaign?.deadline ?? null });
    await saveAnswers(tx, taskId, answers);
  });
  return findTask(db, userId, taskId);
}

/** APPLICATION-REJECTED → APPLIED. */
export async function reapply(db: Db, userId: string, taskId: string): Promise<Task> {
  await db.transaction((tx) => transition(tx, userId, taskId, 'reapply'));
  return findTask(db, userId, taskId);
}

/** An open invite and its campaign, or "not found" when the link is unknown or closed. */
async function openInvite(db: Db, inviteId: string) {
  const [row] = await db
    .select({ id: invites.id, ...campaignColumns })
    .from(invites)
    .innerJoin(campaigns, eq(campaigns.id, invites.campaignId))
    .where(and(eq(invites.id, inviteId), isNull(invites.closedAt), isNull(campaigns.closedAt)));
  if (!row) throw notFound(NO_CAMPAIGN_FOUND);
  return row;
}

/** The public preview of an invite, with the signed-in creator's status in its campaign if any. */
export async function findInvite(db: Db, inviteId: string, userId: string | null): Promise<Invite> {
  const row = await openInvite(db, inviteId);
  let status: TaskStatus | null = null;
  if (userId) {
    const [task] = await db
      .select({ status: tasks.status })
      .from(tasks)
      .where(and(eq(tasks.campaignId, row.campaignId), eq(tasks.userId, userId)));
    status = (task?.status as TaskStatus | undefined) ?? null;
  }
  const { screeningQuestions: questions, ...details } = toCampaignDetails(row);
  return {
    id: row.id,
    status,
    inviteCampaign: {
      campaignTitle: details.campaignTitle,
      brandLogoURL: details.brandLogoURL,
      taskType: details.taskType,
      currency: details.currency,
      incentive: details.incentive,
      platform: details.platform,
      requirements: details.requirements,
      instructions: details.instructions,
      screeningQuestions: questions,
    },
  };
}

/** Applying through an invite creates an APPLIED task; one task per creator per campaign. */
export async function applyToInvite(
  db: Db,
  userId: string,
  inviteId: string,
  responses: ScreeningResponse[],
): Promise<Task> {
  const invite = await openInvite(db, inviteId);
  const answers = checkedAnswers(await campaignQuestions(db, invite.campaignId), responses);
  const taskId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(tasks)
      .values({ campaignId: invite.campaignId, userId, inviteId, status: TRANSITIONS.apply.to })
      .onConflictDoNothing({ target: [tasks.campaignId, tasks.userId] })
      .returning({ id: tasks.id });
    if (!created) throw duplicateRequest();
    await recordEvent(tx, { taskId: created.id, from: null, to: 'APPLIED', actorUserId: userId, action: 'apply' });
    await saveAnswers(tx, created.id, answers);
    return created.id;
  });
  return findTask(db, userId, taskId);
}

/**
 * The deadline sweep (DESIGN.md §3): ACCEPTED and REJECTED tasks past their deadline become
 * EXPIRED, except a draft waiting for the brand's review. One statement, safe to run on many
 * instances at once: each task moves once and gets one event. Returns how many moved.
 */
export async function expireOverdueTasks(db: Db, now: Date = new Date()): Promise<number> {
  const { from, to } = TRANSITIONS.expire;
  const result = await db.execute<{ id: string }>(sql`
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
  return (result as unknown as { rows: unknown[] }).rows.length;
}
