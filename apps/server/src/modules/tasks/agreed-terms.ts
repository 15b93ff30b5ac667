import { eq, sql } from 'drizzle-orm';
import { toMajorUnits } from '@portal/domain/money';
import { DEFAULT_CURRENCY } from '@portal/domain/tasks';
import type { Terms } from '@portal/domain/terms';
import type { Tx } from '../../db/client.ts';
import { campaigns, tasks, type StoredTerms } from '../../db/schema/campaigns.ts';

/**
 * The creator agrees to the campaign's terms (applying or accepting): the task takes its copy of
 * them, unless it has one already (it applied, then accepts), which it keeps. Returns the terms
 * agreed, with the campaign's deadline, for the step's timeline entry.
 */
export async function agreeToTerms(tx: Tx, taskId: string): Promise<StoredTerms> {
  await tx
    .update(tasks)
    .set({
      termsAgreedAt: new Date(),
      agreedIncentiveMinor: sql`${campaigns.incentiveMinor}`,
      agreedCurrency: sql`coalesce(nullif(${campaigns.currency}, ''), ${DEFAULT_CURRENCY})`,
      agreedPaymentDays: sql`${campaigns.paymentDays}`,
      agreedReviewDays: sql`${campaigns.reviewDays}`,
      agreedRevisionsIncluded: sql`${campaigns.revisionsIncluded}`,
      agreedUsageRights: sql`${campaigns.usageRights}`,
      agreedUsageNote: sql`${campaigns.usageNote}`,
    })
    .from(campaigns)
    .where(sql`${tasks.id} = ${taskId} and ${campaigns.id} = ${tasks.campaignId} and ${tasks.termsAgreedAt} is null`);
  const [agreed] = await tx
    .select({
      incentiveMinor: tasks.agreedIncentiveMinor,
      currency: tasks.agreedCurrency,
      paymentDays: tasks.agreedPaymentDays,
      reviewDays: tasks.agreedReviewDays,
      revisionsIncluded: tasks.agreedRevisionsIncluded,
      usageRights: tasks.agreedUsageRights,
      usageNote: tasks.agreedUsageNote,
      deadline: campaigns.deadline,
    })
    .from(tasks)
    .innerJoin(campaigns, eq(campaigns.id, tasks.campaignId))
    .where(eq(tasks.id, taskId));
  if (
    !agreed ||
    agreed.incentiveMinor === null ||
    agreed.currency === null ||
    agreed.paymentDays === null ||
    agreed.reviewDays === null ||
    agreed.revisionsIncluded === null ||
    agreed.usageRights === null
  ) {
    throw new Error(`task ${taskId} has no agreed terms`);
  }
  return {
    incentiveMinor: agreed.incentiveMinor,
    currency: agreed.currency,
    paymentDays: agreed.paymentDays,
    reviewDays: agreed.reviewDays,
    revisionsIncluded: agreed.revisionsIncluded,
    usageRights: agreed.usageRights,
    usageNote: agreed.usageNote,
    deadline: agreed.deadline.toISOString(),
  };
}

/** Terms as a timeline entry kept them, as the API shows terms (money in major units). */
export const shownTerms = ({ incentiveMinor, ...terms }: StoredTerms): Terms => ({
  ...terms,
  incentive: toMajorUnits(incentiveMinor),
});
