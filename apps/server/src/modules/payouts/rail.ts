/**
 * The payout port: what the batches need from a payment rail (PayPal Payouts, a bank's bulk
 * transfer file, or a manager paying by hand). Each adapter speaks its rail's own protocol; the
 * batches only see lines going out and outcomes coming back.
 */

export const PAYOUT_METHODS = ['paypal', 'bank', 'manual'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/**
 * Where a line stands on the rail. `sent` is still under way (the rail has it); the others are
 * final for this attempt, except that a rail may still move `unclaimed` to `returned` later.
 */
export const RAIL_OUTCOMES = ['sent', 'paid', 'unclaimed', 'returned', 'failed'] as const;
export type RailOutcome = (typeof RAIL_OUTCOMES)[number];

/** Who a line pays, as the creator's payout details give it. */
export interface PayoutRecipient {
  name: string;
  paypalEmail?: string | null;
  bankName?: string | null;
  bankAccName?: string | null;
  bankAccNo?: string | null;
  /** NRIC or passport number, which Malaysian banks check against the account. */
  idNumber?: string | null;
}

/** One payment in a batch: `lineId` is ours and stays the same on every resend of the batch. */
export interface OutgoingLine {
  lineId: string;
  amountMinor: number;
  currency: string;
  recipient: PayoutRecipient;
  /** What the creator sees on the payment, such as the campaign's title. */
  note: string;
}

export interface OutgoingBatch {
  /** Ours, and the rail's idempotency key: sending the same batch again must not pay twice. */
  batchId: string;
  currency: string;
  lines: OutgoingLine[];
}

/** What the rail says of one line, at `at`. */
export interface LineReport {
  lineId: string;
  outcome: RailOutcome;
  /** The rail's id of the item, when it has one. */
  railItemId?: string;
  /** The rail's reason for an outcome other than `sent` or `paid`, in its words. */
  reason?: string;
  at: Date;
}

/** The rail's answer to a batch sent: its id there, and what it already says of each line. */
export interface SentBatch {
  railBatchId: string | null;
  reports: LineReport[];
}

export interface PayoutRail {
  method: PayoutMethod;
  /** Hands the batch to the rail; safe to call again with the same batch after a crash or a timeout. */
  send(batch: OutgoingBatch): Promise<SentBatch>;
  /** Asks the rail again how the lines of a sent batch stand (polling, where webhooks are not set up). */
  refresh(batch: { batchId: string; railBatchId: string | null }): Promise<LineReport[]>;
}
