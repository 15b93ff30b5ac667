/** A referral's life (DESIGN.md §3). */
export const REFERRAL_STATUSES = [
  'REFERRAL-INVITED',
  'REFERRAL-PAYMENT',
  'REFERRAL-COMPLETED',
  'REFERRAL-REJECTED',
] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  'REFERRAL-INVITED': 'Invited',
  'REFERRAL-PAYMENT': 'Pending',
  'REFERRAL-COMPLETED': 'Approved',
  'REFERRAL-REJECTED': 'Rejected',
};

/** SPEC §4 referral status labels; anything else reads 'Unknown'. */
export function referralStatusLabel(status: string | null | undefined): string {
  return REFERRAL_STATUS_LABELS[status as ReferralStatus] ?? 'Unknown';
}
