// Terms' choices and bounds, apart from their schemas (schemas.ts) so that a page showing terms loads no zod.

/**
 * What a creator may do with the content: organic posts only, paid ads for a number of days, or
 * any use for ever.
 */
export const USAGE_RIGHTS = ['ORGANIC', 'PAID_30', 'PAID_90', 'PAID_365', 'PERPETUAL'] as const;
export type UsageRights = (typeof USAGE_RIGHTS)[number];

/** How many days the brand may run the content as paid ads, for the rights that allow ads for a time. */
export const PAID_USAGE_DAYS: Partial<Record<UsageRights, number>> = { PAID_30: 30, PAID_90: 90, PAID_365: 365 };

/** The bounds of each term, which the form's messages name. */
export const TERMS_LIMITS = {
  paymentDays: { min: 1, max: 60 },
  reviewDays: { min: 1, max: 30 },
  revisionsIncluded: { min: 0, max: 10 },
} as const;

/**
 * 409 to an apply, reapply or accept whose terms, as the creator was shown them, are no longer
 * those the step would agree to (a manager edited the campaign meanwhile): nothing changes, and
 * the page loads the terms again for the creator to review.
 */
export const TERMS_CHANGED_MESSAGE = "The campaign's terms have changed. Please review them again.";
