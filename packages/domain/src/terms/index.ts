import { z } from 'zod';
import { trimmedText } from '../validation/index.ts';

export * from './payment-due.ts';

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

const wholeNumber = (limits: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(limits.min, message).max(limits.max, message);

/** A campaign's promises to its creators, set on the back-office campaign form. */
export const CampaignTermsSchema = z.object({
  /** Payment is due this many working days after the task is approved for payment. */
  paymentDays: wholeNumber(TERMS_LIMITS.paymentDays, 'Payment must be due within 1 to 60 working days'),
  /** The brand reviews each submission within this many working days. */
  reviewDays: wholeNumber(TERMS_LIMITS.reviewDays, 'Brand review must take 1 to 30 working days'),
  /** Rejections the creator's fee covers. */
  revisionsIncluded: wholeNumber(TERMS_LIMITS.revisionsIncluded, 'Revisions included must be from 0 to 10'),
  usageRights: z.enum(USAGE_RIGHTS, { error: 'Please choose the content usage rights' }),
  /** Anything the rights above do not say (platforms, territories...). */
  usageNote: trimmedText('Usage rights note', 500).nullable(),
});
export type CampaignTerms = z.infer<typeof CampaignTermsSchema>;

/** Every campaign's terms unless its manager sets others (and those of campaigns made before terms). */
export const DEFAULT_CAMPAIGN_TERMS: CampaignTerms = {
  paymentDays: 14,
  reviewDays: 3,
  revisionsIncluded: 2,
  usageRights: 'ORGANIC',
  usageNote: null,
};

/**
 * The terms a creator is shown and agrees to: the campaign's, with the money and the deadline.
 * Once a creator applies or accepts, their task keeps a copy (a later campaign edit changes
 * nothing of it); before that, the campaign's own. Money in major units, deadline an ISO time.
 */
export const TermsSchema = z.object({
  incentive: z.number(),
  currency: z.string(),
  paymentDays: z.number().int(),
  reviewDays: z.number().int(),
  revisionsIncluded: z.number().int(),
  usageRights: z.enum(USAGE_RIGHTS),
  usageNote: z.string().nullable(),
  deadline: z.string().nullable(),
});
export type Terms = z.infer<typeof TermsSchema>;
