import { z } from 'zod';
import { page, pageOf, pageSize } from './pagination.ts';

/**
 * Payouts sent in batches through a payment rail: PayPal Payouts, a bank's bulk transfer file, or
 * by hand. The back office previews what is due per rail and currency, schedules a batch, sends it,
 * and follows each line to paid, or back to owed with the rail's reason.
 */

export const PAYOUT_RAILS = ['paypal', 'bank', 'manual'] as const;
export type PayoutRailName = (typeof PAYOUT_RAILS)[number];

/** `scheduled` → `sending` → `sent` → `settled` (every line has its final outcome). */
export const PAYOUT_BATCH_STATUSES = ['scheduled', 'sending', 'sent', 'settled'] as const;
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];

/** A line: `scheduled` → `sent` → `paid`, or `unclaimed` / `returned` / `failed` with the rail's reason. */
export const PAYOUT_LINE_STATUSES = ['scheduled', 'sent', 'unclaimed', 'paid', 'returned', 'failed'] as const;
export type PayoutLineStatus = (typeof PAYOUT_LINE_STATUSES)[number];

const person = z.object({ id: z.string(), fullName: z.string(), email: z.string() });

/** `GET /api/admin/payout-batches/due`: what is owed and in no batch, due by `dueBy` (a day in Malaysia; today when absent). */
export const DuePayoutsQuerySchema = z.object({ dueBy: z.iso.date().optional() });
export type DuePayoutsQuery = z.infer<typeof DuePayoutsQuerySchema>;

export const DuePayoutSchema = z.object({
  taskId: z.string().nullable(),
  referralId: z.string().nullable(),
  influencer: person,
  campaign: z.string(),
  /** In major units. */
  amount: z.number(),
  currency: z.string(),
  dueOn: z.string(),
  /** The rail the creator's payout details lead to; null when they have none yet. */
  method: z.enum(PAYOUT_RAILS).nullable(),
});
export type DuePayout = z.infer<typeof DuePayoutSchema>;

export const DuePayoutGroupSchema = z.object({
  method: z.enum(PAYOUT_RAILS).nullable(),
  currency: z.string(),
  total: z.number(),
  payouts: z.array(DuePayoutSchema),
});
export type DuePayoutGroup = z.infer<typeof DuePayoutGroupSchema>;

export const DuePayoutsSchema = z.object({
  groups: z.array(DuePayoutGroupSchema),
  /** The rails this portal is set up to send on (`manual` always is). */
  rails: z.array(z.enum(PAYOUT_RAILS)),
});
export type DuePayouts = z.infer<typeof DuePayoutsSchema>;

/** `POST /api/admin/payout-batches`: a batch of these tasks' and referrals' payouts on one rail, in one currency. */
export const ScheduleBatchSchema = z
  .object({
    method: z.enum(PAYOUT_RAILS),
    /** The payouts' currency as their campaigns write it (`RM`). */
    currency: z.string().trim().min(1).max(10),
    taskIds: z.array(z.uuid()).max(500).default([]),
    referralIds: z.array(z.uuid()).max(500).default([]),
  })
  .refine((body) => body.taskIds.length + body.referralIds.length > 0, {
    message: 'Choose at least one payout',
    path: ['taskIds'],
  });
export type ScheduleBatch = z.infer<typeof ScheduleBatchSchema>;

/** Why a payout was left out of a batch. */
export const SCHEDULE_SKIP_REASONS = [
  'not-due',
  'in-batch',
  'other-currency',
  'other-method',
  'no-payout-details',
  'moved-first',
] as const;
export type ScheduleSkipReason = (typeof SCHEDULE_SKIP_REASONS)[number];

export const ScheduleBatchResultSchema = z.object({
  /** Null when none of them could go in a batch. */
  batchId: z.string().nullable(),
  scheduled: z.number(),
  skipped: z.array(
    z.object({
      taskId: z.string().nullable(),
      referralId: z.string().nullable(),
      reason: z.enum(SCHEDULE_SKIP_REASONS),
    }),
  ),
});
export type ScheduleBatchResult = z.infer<typeof ScheduleBatchResultSchema>;

export const PayoutBatchQuerySchema = z.object({ page, pageSize });
export type PayoutBatchQuery = z.infer<typeof PayoutBatchQuerySchema>;

export const PayoutBatchSummarySchema = z.object({
  id: z.string(),
  method: z.enum(PAYOUT_RAILS),
  currency: z.string(),
  status: z.enum(PAYOUT_BATCH_STATUSES),
  /** In major units. */
  total: z.number(),
  /** How many of its lines are in each status. */
  lines: z.record(z.enum(PAYOUT_LINE_STATUSES), z.number()),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  settledAt: z.string().nullable(),
});
export type PayoutBatchSummary = z.infer<typeof PayoutBatchSummarySchema>;
export const PayoutBatchPageSchema = pageOf(PayoutBatchSummarySchema);
export type PayoutBatchPage = z.infer<typeof PayoutBatchPageSchema>;

export const PayoutBatchLineSchema = z.object({
  id: z.string(),
  taskId: z.string().nullable(),
  referralId: z.string().nullable(),
  influencer: person,
  campaign: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(PAYOUT_LINE_STATUSES),
  /** The rail's reason for an unclaimed, returned or failed payment, in its words. */
  reason: z.string().nullable(),
  statusAt: z.string().nullable(),
  railItemId: z.string().nullable(),
});
export type PayoutBatchLine = z.infer<typeof PayoutBatchLineSchema>;

export const PayoutBatchSchema = PayoutBatchSummarySchema.extend({
  railBatchId: z.string().nullable(),
  lineItems: z.array(PayoutBatchLineSchema),
});
export type PayoutBatch = z.infer<typeof PayoutBatchSchema>;

export const payoutBatchParams = z.object({ batchId: z.uuid() });

/**
 * `POST /api/admin/payout-batches/:batchId/send`. A bank batch is sent by its manager once they
 * uploaded its file to the bank: `fileDigest` is the digest of the file they downloaded (the file's
 * `x-file-digest` header), and the send is refused when the file built now differs (payout details
 * changed in between). A manual batch records money the manager sent elsewhere: every line is paid
 * at once, with `reference` (the transfer's).
 */
export const PAYOUT_FILE_DIGEST_HEADER = 'x-file-digest';
export const SendBatchSchema = z.object({
  fileDigest: z.string().max(200).optional(),
  reference: z.string().trim().min(1).max(200).optional(),
});
export type SendBatch = z.infer<typeof SendBatchSchema>;

/** `POST /api/admin/payout-batches/:batchId/statement`: the bank's result, as the CSV it gave. */
export const BankStatementSchema = z.object({ csv: z.string().min(1).max(5_000_000) });
export const BankStatementResultSchema = z.object({
  /** Lines whose outcome changed. */
  applied: z.number(),
  /** Lines the statement named with an outcome they already had. */
  unchanged: z.number(),
  unknownReferences: z.array(z.string()),
  /** Rows that could not be read, by their line number in the file. */
  unreadable: z.array(z.object({ row: z.number(), problem: z.string() })),
});
export type BankStatementResult = z.infer<typeof BankStatementResultSchema>;
