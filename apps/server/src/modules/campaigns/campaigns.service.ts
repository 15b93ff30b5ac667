import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { UpdateCampaign } from '@portal/domain/admin';
import { errorText } from '@portal/domain/errors';
import type { NewCampaign } from '@portal/domain/campaigns';
import { toMinorUnits } from '@portal/domain/money';
import { BEFORE_ACCEPTANCE_STATUSES } from '@portal/domain/tasks';
import type { Db, Tx } from '../../db/client.ts';
import { changed, committed } from '../../db/commits.ts';
import { campaigns, invites, screeningQuestions, screeningResponses, tasks } from '../../db/schema/campaigns.ts';
import { badRequest, conflict, duplicateRequest, notFound } from '../../lib/http-error.ts';
import { budgetColumns } from './budget.service.ts';

export const PAYMENT_TERMS_FIXED = errorText('payment-terms-fixed');

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

/**
 * Creates a campaign with its screening questions, numbered in the order given; `adminId` is the
 * manager who confirms its funds, when the form does.
 */
export async function createCampaign(db: Db, adminId: string, campaign: NewCampaign): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(campaigns)
      .values({ ...campaignColumns(campaign), ...budgetColumns(adminId, campaign, null) })
      .returning({ id: campaigns.id });
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
 * stays locked against closing until the transaction ends. `forOffer`: also against another offer
 * of tasks at once (invites), which then counts this one's against the budget; taken first, so
 * that two offers wait on each other rather than deadlock.
 */
export async function requireOpenCampaign(
  db: Db | Tx,
  campaignId: string,
  options: { forOffer?: boolean } = {},
): Promise<void> {
  const [campaign] = await db
    .select({ closedAt: campaigns.closedAt })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .for(options.forOffer ? 'no key update' : 'share');
  if (!campaign) throw notFound('campaign-not-found');
  if (campaign.closedAt) throw conflict('campaign-is-closed');
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

/** Whether any creator has accepted the campaign (their task went past SELECTED / APPLIED). */
export async function hasAcceptedWork(db: Db | Tx, campaignId: string): Promise<boolean> {
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
 * nor one saved by someone else since the version the edit started from (409). The confirmation
 * of the funds is `adminId`'s when they give it (`budgetColumns`).
 */
export async function updateCampaign(
  db: Db,
  adminId: string,
  campaignId: string,
  update: UpdateCampaign,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({
        closedAt: campaigns.closedAt,
        incentiveMinor: campaigns.incentiveMinor,
        currency: campaigns.currency,
        requiresReport: campaigns.requiresReport,
        updatedAt: campaigns.updatedAt,
        budgetMinor: campaigns.budgetMinor,
        fundsConfirmedAt: campaigns.fundsConfirmedAt,
      })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId))
      .for('update');
    if (!campaign) throw notFound('campaign-not-found');
    if (campaign.closedAt) throw conflict('campaign-is-closed');
    // Both times are read through the same driver, so they agree to the millisecond.
    if (campaign.updatedAt.getTime() !== Date.parse(update.updatedAt)) throw conflict('campaign-changed');
    const termsChange =
      campaign.incentiveMinor !== toMinorUnits(update.incentive) ||
      campaign.currency !== update.currency ||
      campaign.requiresReport !== update.requiresReport;
    // A creator who accepted did so for these terms, and tasks under review follow the report rule.
    if (termsChange && (await hasAcceptedWork(tx, campaignId))) throw conflict('payment-terms-fixed');

    // Locked, so an answer being saved right now is either seen below or waits for this edit.
    const existing = await tx
      .select({ id: screeningQuestions.id })
      .from(screeningQuestions)
      .where(eq(screeningQuestions.campaignId, campaignId))
      .for('update');
    const existingIds = new Set(existing.map((question) => question.id));
    const keptIds = update.screeningQuestions.flatMap((question) => (question.id ? [question.id] : []));
    if (keptIds.some((id) => !existingIds.has(id)) || new Set(keptIds).size !== keptIds.length) {
      throw badRequest('question-not-in-campaign');
    }
    const removedIds = [...existingIds].filter((id) => !keptIds.includes(id));
    if (removedIds.length > 0) {
      const [answered] = await tx
        .select({ id: screeningResponses.questionId })
        .from(screeningResponses)
        .where(inArray(screeningResponses.questionId, removedIds))
        .limit(1);
      if (answered) throw conflict('question-has-answers');
      await tx.delete(screeningQuestions).where(inArray(screeningQuestions.id, removedIds));
    }

    await tx
      .update(campaigns)
      .set({ ...campaignColumns(update), ...budgetColumns(adminId, update, campaign), updatedAt: new Date() })
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
    changed(tx, { type: 'campaign', campaignId });
  });
}

const TITLE_MAX = 200;
const COPY_SUFFIX = ' (copy)';

/** What a copy takes over: everything but its identity, times, closing and the confirmation of its funds. */
const copiedFields = ({
  id: _id,
  fundsConfirmedBy: _fundsConfirmedBy,
  fundsConfirmedAt: _fundsConfirmedAt,
  closedAt: _closedAt,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  ...fields
}: typeof campaigns.$inferSelect) => fields;

/** An open copy of a campaign, titled `{title} (copy)`, with its questions and no tasks or links. */
export async function duplicateCampaign(db: Db, campaignId: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId));
    if (!source) throw notFound('campaign-not-found');
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
  if (closed.length > 0) return committed(db, [{ type: 'campaign', campaignId }]);
  const [campaign] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign) throw notFound('campaign-not-found');
  throw duplicateRequest();
}
