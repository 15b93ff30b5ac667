import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PayoutBatchStatus, PayoutLineStatus, PayoutRailName, ScheduleSkipReason } from '@portal/domain/admin';

/** Each rail by its name; a payout whose creator has no payout details yet is on none. */
export const RAIL_LABELS: Record<PayoutRailName, MessageDescriptor> = {
  paypal: msg`PayPal`,
  bank: msg`Bank transfer`,
  manual: msg`Manual`,
};
export const NO_RAIL_LABEL = msg`No payout details`;

export const BATCH_STATUS_LABELS: Record<PayoutBatchStatus, MessageDescriptor> = {
  scheduled: msg`Scheduled`,
  sending: msg`Sending`,
  sent: msg`Sent`,
  settled: msg`Settled`,
};

export const LINE_STATUS_LABELS: Record<PayoutLineStatus, MessageDescriptor> = {
  scheduled: msg`Scheduled`,
  sent: msg`Sent`,
  unclaimed: msg`Unclaimed`,
  paid: msg`Paid`,
  returned: msg`Returned`,
  failed: msg`Failed`,
};

/** Why a payout was left out of a batch, as the manager reads it. */
export const SKIP_REASON_LABELS: Record<ScheduleSkipReason, MessageDescriptor> = {
  'not-due': msg`Not due by then`,
  'in-batch': msg`Already in a batch`,
  'other-currency': msg`In another currency`,
  'other-method': msg`The creator's payout details lead to another rail`,
  'no-payout-details': msg`The creator has no payout details yet`,
  'moved-first': msg`Another manager changed it first`,
};
