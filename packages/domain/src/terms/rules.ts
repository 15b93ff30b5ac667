/**
 * Terms' choices, bounds and defaults, apart from their schemas (schemas.ts) so that a page showing
 * terms loads no zod.
 */
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

/** A campaign's terms (`CampaignTerms`), spelt out here: its schema imports this module, not the other way. */
interface DefaultTerms {
  paymentDays: number;
  reviewDays: number;
  revisionsIncluded: number;
  usageRights: UsageRights;
  usageNote: string | null;
}

/** Every campaign's terms unless its manager sets others (and those of campaigns made before terms). */
export const DEFAULT_CAMPAIGN_TERMS: DefaultTerms = {
  paymentDays: 14,
  reviewDays: 3,
  revisionsIncluded: 2,
  usageRights: 'ORGANIC',
  usageNote: null,
};
