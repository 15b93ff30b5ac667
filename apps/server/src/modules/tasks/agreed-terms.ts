import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { toMajorUnits } from '@portal/domain/money';
import { DEFAULT_CURRENCY, LAPSED_TERMS_STATUSES } from '@portal/domain/tasks';
import { sameTerms, type Terms } from '@portal/domain/terms';
import type { Tx } from '../../db/client.ts';
import { isDatabaseId } from '../../db/ids.ts';
import { campaigns, tasks, type StoredTerms } from '../../db/schema/campaigns.ts';
import { conflict, notFound } from '../../lib/http-error.ts';

/**
 * The creator agrees to the campaign's terms (applying, reapplying or accepting): the task takes
 * its copy of them, unless it has one already (it applied, then accepts), which it keeps; a
 * rejected application's copy has lapsed (`LAPSED_TERMS_STATUSES`), so reapplying takes the
 * campaign's current terms. Returns the terms agreed, with the campaign's deadline, for the
 * step's timeline entry. The terms `shown` to the creator (when their client sends them) must be
 * those agreed: otherwise 409 `TERMS_CHANGED_MESSAGE`.
 */
export async function agreeToTerms(
  tx: Tx,
  userId: string,
  taskId: string,
  shown: Terms | undefined,
): Promise<StoredTerms> {
  // Another creator's task, or none, is "not found", as in `transition`.
  if (!isDatabaseId(taskId)) throw notFound('no-campaign-found');
  const own = and(eq(tasks.id, taskId), eq(tasks.userId, userId));
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
    .where(
      and(
        own,
        eq(campaigns.id, tasks.campaignId),
        or(isNull(tasks.termsAgreedAt), inArray(tasks.status, [...LAPSED_TERMS_STATUSES])),
      ),
    );
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
    .where(own);
  if (!agreed) throw notFound('no-campaign-found');
  if (
    agreed.incentiveMinor === null ||
    agreed.currency === null ||
    agreed.paymentDays === null ||
    agreed.reviewDays === null ||
    agreed.revisionsIncluded === null ||
    agreed.usageRights === null
  ) {
    throw new Error(`task ${taskId} has no agreed terms`);
  }
  const terms: StoredTerms = {
    incentiveMinor: agreed.incentiveMinor,
    currency: agreed.currency,
    paymentDays: agreed.paymentDays,
    reviewDays: agreed.reviewDays,
    revisionsIncluded: agreed.revisionsIncluded,
    usageRights: agreed.usageRights,
    usageNote: agreed.usageNote,
    deadline: agreed.deadline.toISOString(),
  };
  // The creator agrees to what they were shown, or to nothing: the caller's transaction rolls back.
  if (shown && !sameTerms(shown, shownTerms(terms))) throw conflict('terms-changed');
  return terms;
}

/** Terms as a timeline entry kept them, as the API shows terms (money in major units). */
export const shownTerms = ({ incentiveMinor, ...terms }: StoredTerms): Terms => ({
  ...terms,
  incentive: toMajorUnits(incentiveMinor),
});
