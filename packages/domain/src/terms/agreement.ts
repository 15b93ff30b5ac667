// Whether the terms a creator was shown are the terms they would agree to (no zod: pages load it).
import type { Terms } from './schemas.ts';

const instantOf = (time: string | null) => (time === null ? null : Date.parse(time));

/** Whether two views of terms promise the same: every term, and the deadline as an instant. */
export const sameTerms = (shown: Terms, agreed: Terms): boolean =>
  shown.incentive === agreed.incentive &&
  shown.currency === agreed.currency &&
  shown.paymentDays === agreed.paymentDays &&
  shown.reviewDays === agreed.reviewDays &&
  shown.revisionsIncluded === agreed.revisionsIncluded &&
  shown.usageRights === agreed.usageRights &&
  shown.usageNote === agreed.usageNote &&
  instantOf(shown.deadline) === instantOf(agreed.deadline);
