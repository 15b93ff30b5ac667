import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Campaign, CampaignPage, CampaignQuery, CampaignSummary, CampaignTask } from '@portal/domain/admin';
import { toMajorUnits } from '@portal/domain/money';
import { DEFAULT_CURRENCY, type TaskStatus } from '@portal/domain/tasks';
import type { Db } from '../../db/client.ts';
import { campaigns, invites, screeningQuestions, screeningResponses, tasks } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { isoTime } from '../../db/sql-json.ts';
import { notFound } from '../../lib/http-error.ts';
import { campaignWithdrawals } from '../privacy/erase.service.ts';
import { budgetUseOf, fundsConfirmationOf } from './budget.service.ts';
import { hasAcceptedWork } from './campaigns.service.ts';

/** What the back office reads of campaigns: the list, one campaign with its questions and links, its tasks. */

const offsetOf = (query: { page: number; pageSize: number }) => (query.page - 1) * query.pageSize;
/** A search term as a LIKE pattern that matches it anywhere, its own `%` and `_` taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

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
      budgetMinor: campaigns.budgetMinor,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!row) throw notFound('campaign-not-found');
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
    budget: row.budgetMinor === null ? null : toMajorUnits(row.budgetMinor),
    fundsConfirmation: await fundsConfirmationOf(db, campaignId),
    budgetUse: await budgetUseOf(db, campaignId, row.budgetMinor),
    withdrawals: await campaignWithdrawals(db, campaignId),
  };
}

/** A campaign's tasks, most recently changed first, optionally in one status. */
export async function listCampaignTasks(
  db: Db,
  campaignId: string,
  query: { status?: TaskStatus; page: number; pageSize: number },
): Promise<{ items: CampaignTask[]; total: number; page: number; pageSize: number }> {
  const [campaign] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign) throw notFound('campaign-not-found');
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
