import { z } from 'zod';
import { errorText } from '../errors/index.ts';
import { trimmedText } from '../validation/index.ts';
import { TERMS_LIMITS, USAGE_RIGHTS } from './rules.ts';

const wholeNumber = (limits: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(limits.min, message).max(limits.max, message);

export const TERMS_REQUIRED_MESSAGE = errorText('terms-required');

/** A campaign's promises to its creators, set on the back-office campaign form. */
export const CampaignTermsSchema = z.object(
  {
    /** Payment is due this many working days after the task is approved for payment. */
    paymentDays: wholeNumber(
      TERMS_LIMITS.paymentDays,
      errorText('payment-days-out-of-range', TERMS_LIMITS.paymentDays),
    ),
    /** The brand reviews each submission within this many working days. */
    reviewDays: wholeNumber(TERMS_LIMITS.reviewDays, errorText('review-days-out-of-range', TERMS_LIMITS.reviewDays)),
    /** Rejections the creator's fee covers. */
    revisionsIncluded: wholeNumber(
      TERMS_LIMITS.revisionsIncluded,
      errorText('revisions-out-of-range', TERMS_LIMITS.revisionsIncluded),
    ),
    usageRights: z.enum(USAGE_RIGHTS, { error: errorText('usage-rights-required') }),
    /** Anything the rights above do not say (platforms, territories...). */
    usageNote: trimmedText('usageNote', 500).nullable(),
  },
  { error: TERMS_REQUIRED_MESSAGE },
);
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
