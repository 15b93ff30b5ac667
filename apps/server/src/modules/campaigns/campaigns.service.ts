import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  CAMPAIGN_CHANGED,
  CAMPAIGN_IS_CLOSED,
  QUESTION_HAS_ANSWERS,
  type Campaign,
  type CampaignPage,
  type CampaignQuery,
  type CampaignSummary,
  type CampaignTask,
  type UpdateCampaign,
} from '@portal/domain/admin';
import type { NewCampaign } from '@portal/domain/campaigns';
import { toMajorUnits, toMinorUnits } from '@portal/domain/money';
import { BEFORE_ACCEPTANCE_STATUSES, DEFAULT_CURRENCY, type TaskStatus } from '@portal/domain/tasks';
import type { Db, Tx } from '../../db/client.ts';
import { campaigns, invites, screeningQuestions, screeningResponses, tasks } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { isoTime } from '../../db/sql-json.ts';
import { badRequest, conflict, duplicateRequest, notFound } from '../../lib/http-error.ts';

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
export const PAYMENT_TERMS_FIXED =
  'The incentive, currency and report rule cannot change once a creator has accepted the campaign';
export const QUESTION_NOT_IN_CAMPAIGN = 'This screening question is not one of this campaign’s';

const offsetOf = (query: { page: number; pageSize: number }) => (query.page - 1) * query.pageSize;
/** A search term as a LIKE pattern that matches it anywhere, its own `%` and `_` taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The campaign's columns as the form gives them (money to minor units). */
function campaignColumns(campaign: NewCampaign) {
  return {
    title: campaign.title,
    brandLogoUrl: campaign.brandLogoUrl,
    taskType: campaign.taskType,
    platform: campaign.platform,
    currency: campaign.currency,
    incentiveMinor: toMinorUnits(campaign.incentive),
    requirements: campaign.requirements,
    instructions: campaign.instructions,
    uniqueCommentUrl: campaign.uniqueCommentUrl,
    referralFeeMinor: campaign.referralFee === null ? null : toMinorUnits(campaign.referralFee),
    referralCriteria: campaign.referralCriteria,
    referralInstructions: campaign.referralInstructions,
    deadline: new Date(campaign.deadline),
    requiresReport: campaign.requiresReport,
    autoApproveLateReviews: campaign.autoApproveLateReviews,
    paymentDays: campaign.terms.paymentDays,
    reviewDays: campaign.terms.reviewDays,
    revisionsIncluded: campaign.terms.revisionsIncluded,
    usageRights: campaign.terms.usageRights,
    usageNote: campaign.terms.usageNote || null,
  };
}

const questionColumns = (question: NewCampaign['screeningQuestions'][number], index: number) => ({
  orderIndex: index + 1,
  question: question.question,
  questionType: question.questionType,
  required: question.required,
  options: question.options,
});

/** Creates a campaign with its screening questions, numbered in the order given. */
export async function createCampaign(db: Db, campaign: NewCampaign): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(campaigns).values(campaignColumns(campaign)).returning({ id: campaigns.id });
    if (!created) throw new Error('campaign not created');
    if (campaign.screeningQuestions.length > 0) {
      await tx.insert(screeningQuestions).values(
        campaign.screeningQuestions.map((question, index) => ({
          campaignId: created.id,
          ...questionColumns(question, index),
        })),
      );
    }
    return created;
  });
}

/**
 * Throws 404 unless the campaign exists, 409 when it is closed. Inside a transaction the row
 * stays locked against closing until the transaction ends.
 */
export async function requireOpenCampaign(db: Db | Tx, campaignId: string): Promise<void> {
  const [campaign] = await db
    .select({ closedAt: campaigns.closedAt })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .for('share');
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  if (campaign.closedAt) throw conflict(CAMPAIGN_IS_CLOSED);
}

/** A new open-application link for a campaign: a short, unguessable, URL-safe id. */
export async function createInvite(db: Db, campaignId: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await requireOpenCampaign(tx, campaignId);
    const [invite] = await tx
      .insert(invites)
      .values({ id: randomBytes(12).toString('base64url'), campaignId })
      .returning({ id: invites.id });
    if (!invite) throw new Error('invite not created');
    return invite;
  });
}

const summaryColumns = {
  id: campaigns.id,
  title: campaigns.title,
  brandLogoUrl: campaigns.brandLogoUrl,
  taskType: campaigns.taskType,
  platform: campaigns.platform,
  currency: campaigns.currency,
  incentiveMinor: campaigns.incentiveMinor,
  // As text from the database: a driver turns a stored year below 100 into an invalid Date.
  deadline: sql<string>`${isoTime('"campaigns"."deadline"')}`,
  closedAt: campaigns.closedAt,
  createdAt: campaigns.createdAt,
};
type SummaryRow = Omit<Pick<typeof campaigns.$inferSelect, keyof typeof summaryColumns>, 'deadline'> & {
  deadline: string;
};

/** How many tasks each campaign has in each status: one grouped query for the whole page. */
async function taskCountsOf(db: Db, campaignIds: string[]) {
  const counts = new Map<string, CampaignSummary['taskCounts']>(campaignIds.map((id) => [id, {}]));
  if (campaignIds.length === 0) return counts;
  const rows = await db
    .select({ campaignId: tasks.campaignId, status: tasks.status, tasks: count() })
    .from(tasks)
    .where(inArray(tasks.campaignId, campaignIds))
    .groupBy(tasks.campaignId, tasks.status);
  for (const row of rows) {
    const forCampaign = counts.get(row.campaignId);
    if (forCampaign) forCampaign[row.status as TaskStatus] = row.tasks;
  }
  return counts;
}

const toSummary = (row: SummaryRow, taskCounts: CampaignSummary['taskCounts']): CampaignSummary => ({
  id: row.id,
  title: row.title,
  brandLogoUrl: row.brandLogoUrl,
  taskType: row.taskType,
  platform: row.platform as CampaignSummary['platform'],
  currency: row.currency || DEFAULT_CURRENCY,
  incentive: toMajorUnits(row.incentiveMinor),
  deadline: row.deadline,
  closedAt: row.closedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  taskCounts,
});

/** The back office's campaign list: newest first, by title and open/closed. */
export async function listCampaigns(db: Db, query: CampaignQuery): Promise<CampaignPage> {
  const states: Record<CampaignQuery['state'], SQL | undefined> = {
    open: isNull(campaigns.closedAt),
    closed: isNotNull(campaigns.closedAt),
    all: undefined,
  };
  const where = and(query.search ? ilike(campaigns.title, containing(query.search)) : undefined, states[query.state]);
  const rows = await db
    .select(summaryColumns)
    .from(campaigns)
    .where(where)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(campaigns).where(where);
  const counts = await taskCountsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toSummary(row, counts.get(row.id) ?? {})),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One campaign with everything its edit form and page show. */
export async function findCampaign(db: Db, campaignId: string): Promise<Campaign> {
  const [row] = await db
    .select({
      ...summaryColumns,
      requirements: campaigns.requirements,
      instructions: campaigns.instructions,
      uniqueCommentUrl: campaigns.uniqueCommentUrl,
      referralFeeMinor: campaigns.referralFeeMinor,
      referralCriteria: campaigns.referralCriteria,
      referralInstructions: campaigns.referralInstructions,
      requiresReport: campaigns.requiresReport,
      autoApproveLateReviews: campaigns.autoApproveLateReviews,
      paymentDays: campaigns.paymentDays,
      reviewDays: campaigns.reviewDays,
      revisionsIncluded: campaigns.revisionsIncluded,
      usageRights: campaigns.usageRights,
      usageNote: campaigns.usageNote,
      updatedAt: campaigns.updatedAt,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  const questions = await db
    .select({
      id: screeningQuestions.id,
      question: screeningQuestions.question,
      questionType: screeningQuestions.questionType,
      required: screeningQuestions.required,
      options: screeningQuestions.options,
      answered: sql<boolean>`exists (select 1 from ${screeningResponses} where ${screeningResponses.questionId} = ${screeningQuestions.id})`,
    })
    .from(screeningQuestions)
    .where(eq(screeningQuestions.campaignId, campaignId))
    .orderBy(screeningQuestions.orderIndex, screeningQuestions.id);
  const links = await db
    .select({ id: invites.id, createdAt: invites.createdAt })
    .from(invites)
    .where(and(eq(invites.campaignId, campaignId), isNull(invites.closedAt)))
    .orderBy(desc(invites.createdAt), desc(invites.id));
  const counts = await taskCountsOf(db, [campaignId]);
  return {
    ...toSummary(row, counts.get(campaignId) ?? {}),
    requirements: row.requirements,
    instructions: row.instructions,
    uniqueCommentUrl: row.uniqueCommentUrl,
    referralFee: row.referralFeeMinor === null ? null : toMajorUnits(row.referralFeeMinor),
    referralCriteria: row.referralCriteria,
    referralInstructions: row.referralInstructions,
    requiresReport: row.requiresReport,
    autoApproveLateReviews: row.autoApproveLateReviews,
    terms: {
      paymentDays: row.paymentDays,
      reviewDays: row.reviewDays,
      revisionsIncluded: row.revisionsIncluded,
      usageRights: row.usageRights,
      usageNote: row.usageNote,
    },
    screeningQuestions: questions.map((question) => ({ ...question, answered: Boolean(question.answered) })),
    invites: links.map((link) => ({ id: link.id, createdAt: link.createdAt.toISOString() })),
    updatedAt: row.updatedAt.toISOString(),
    paymentTermsFixed: await hasAcceptedWork(db, campaignId),
  };
}

/** Whether any creator has accepted the campaign (their task went past SELECTED / APPLIED). */
async function hasAcceptedWork(db: Db | Tx, campaignId: string): Promise<boolean> {
  const [task] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.campaignId, campaignId), notInArray(tasks.status, [...BEFORE_ACCEPTANCE_STATUSES])))
    .limit(1);
  return Boolean(task);
}

/**
 * Saves the whole campaign again, in one transaction. A question with an id is kept (with its
 * answers) and may be reworded; one without is added; one left out is removed, unless someone
 * answered it (409). Questions are numbered in the order given. A closed campaign is not edited,
 * nor one saved by someone else since the version the edit started from (409).
 */
export async function updateCampaign(db: Db, campaignId: string, update: UpdateCampaign): Promise<void> {
  await db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({
        closedAt: campaigns.closedAt,
        incentiveMinor: campaigns.incentiveMinor,
        currency: campaigns.currency,
        requiresReport: campaigns.requiresReport,
        updatedAt: campaigns.updatedAt,
      })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId))
      .for('update');
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
    if (campaign.closedAt) throw conflict(CAMPAIGN_IS_CLOSED);
    // Both times are read through the same driver, so they agree to the millisecond.
    if (campaign.updatedAt.getTime() !== Date.parse(update.updatedAt)) throw conflict(CAMPAIGN_CHANGED);
    const termsChange =
      campaign.incentiveMinor !== toMinorUnits(update.incentive) ||
      campaign.currency !== update.currency ||
      campaign.requiresReport !== update.requiresReport;
    // A creator who accepted did so for these terms, and tasks under review follow the report rule.
    if (termsChange && (await hasAcceptedWork(tx, campaignId))) throw conflict(PAYMENT_TERMS_FIXED);

    // Locked, so an answer being saved right now is either seen below or waits for this edit.
    const existing = await tx
      .select({ id: screeningQuestions.id })
      .from(screeningQuestions)
      .where(eq(screeningQuestions.campaignId, campaignId))
      .for('update');
    const existingIds = new Set(existing.map((question) => question.id));
    const keptIds = update.screeningQuestions.flatMap((question) => (question.id ? [question.id] : []));
    if (keptIds.some((id) => !existingIds.has(id)) || new Set(keptIds).size !== keptIds.length) {
      throw badRequest(QUESTION_NOT_IN_CAMPAIGN);
    }
    const removedIds = [...existingIds].filter((id) => !keptIds.includes(id));
    if (removedIds.length > 0) {
      const [answered] = await tx
        .select({ id: screeningResponses.questionId })
        .from(screeningResponses)
        .where(inArray(screeningResponses.questionId, removedIds))
        .limit(1);
      if (answered) throw conflict(QUESTION_HAS_ANSWERS);
      await tx.delete(screeningQuestions).where(inArray(screeningQuestions.id, removedIds));
    }

    await tx
      .update(campaigns)
      .set({ ...campaignColumns(update), updatedAt: new Date() })
      .where(eq(campaigns.id, campaignId));
    const added: (typeof screeningQuestions.$inferInsert)[] = [];
    for (const [index, question] of update.screeningQuestions.entries()) {
      if (question.id) {
        await tx
          .update(screeningQuestions)
          .set(questionColumns(question, index))
          .where(eq(screeningQuestions.id, question.id));
      } else {
        added.push({ campaignId, ...questionColumns(question, index) });
      }
    }
    if (added.length > 0) await tx.insert(screeningQuestions).values(added);
  });
}

const TITLE_MAX = 200;
const COPY_SUFFIX = ' (copy)';

/** What a copy takes over: everything but its identity, times and closing. */
const copiedFields = ({
  id: _id,
  closedAt: _closedAt,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  ...fields
}: typeof campaigns.$inferSelect) => fields;

/** An open copy of a campaign, titled `{title} (copy)`, with its questions and no tasks or links. */
export async function duplicateCampaign(db: Db, campaignId: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId));
    if (!source) throw notFound(CAMPAIGN_NOT_FOUND);
    // The copy's title must still fit the form's limit.
    const title = `${source.title.slice(0, TITLE_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
    const [copy] = await tx
      .insert(campaigns)
      .values({ ...copiedFields(source), title })
      .returning({ id: campaigns.id });
    if (!copy) throw new Error('campaign not copied');
    const questions = await tx
      .select()
      .from(screeningQuestions)
      .where(eq(screeningQuestions.campaignId, campaignId))
      .orderBy(screeningQuestions.orderIndex);
    if (questions.length > 0) {
      await tx
        .insert(screeningQuestions)
        .values(questions.map(({ id: _questionId, ...question }) => ({ ...question, campaignId: copy.id })));
    }
    return copy;
  });
}

/** Closes a campaign: no new applications, invites or links; tasks under way go on. */
export async function closeCampaign(db: Db, campaignId: string): Promise<void> {
  const now = new Date();
  const closed = await db
    .update(campaigns)
    .set({ closedAt: now, updatedAt: now })
    .where(and(eq(campaigns.id, campaignId), isNull(campaigns.closedAt)))
    .returning({ id: campaigns.id });
  if (closed.length > 0) return;
  const [campaign] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  throw duplicateRequest();
}

/** A campaign's tasks, most recently changed first, optionally in one status. */
export async function listCampaignTasks(
  db: Db,
  campaignId: string,
  query: { status?: TaskStatus; page: number; pageSize: number },
): Promise<{ items: CampaignTask[]; total: number; page: number; pageSize: number }> {
  const [campaign] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  const where = and(eq(tasks.campaignId, campaignId), query.status ? eq(tasks.status, query.status) : undefined);
  const rows = await db
    .select({
      id: tasks.id,
      status: tasks.status,
      updatedAt: tasks.updatedAt,
      influencerId: users.id,
      fullName: users.name,
      email: users.email,
    })
    .from(tasks)
    .innerJoin(users, eq(users.id, tasks.userId))
    .where(where)
    .orderBy(desc(tasks.updatedAt), desc(tasks.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(tasks).where(where);
  return {
    items: rows.map((row) => ({
      id: row.id,
      status: row.status as TaskStatus,
      updatedAt: row.updatedAt.toISOString(),
      influencer: { id: row.influencerId, fullName: row.fullName, email: row.email },
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
