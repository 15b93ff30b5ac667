import { toDecimalText } from '@portal/domain/money';
import type { LineReport, OutgoingBatch, OutgoingLine, PayoutRail, RailOutcome, SentBatch } from '../rail.ts';
import {
  PaypalClient,
  PaypalRequestError,
  type CreatePayoutRequest,
  type PaypalClientOptions,
  type PayoutItem,
} from './paypal-client.ts';

/** A payout item's `transaction_status` as an outcome; a status PayPal adds later counts as under way. */
const OUTCOME_OF_STATUS: Record<string, RailOutcome> = {
  SUCCESS: 'paid',
  NEW: 'sent',
  PENDING: 'sent',
  ONHOLD: 'sent',
  UNCLAIMED: 'unclaimed',
  RETURNED: 'returned',
  REFUNDED: 'returned',
  REVERSED: 'returned',
  FAILED: 'failed',
  BLOCKED: 'failed',
  DENIED: 'failed',
};

export const outcomeOfTransactionStatus = (status: string | undefined): RailOutcome =>
  OUTCOME_OF_STATUS[status ?? 'PENDING'] ?? 'sent';

/**
 * What PayPal says of one item, or null for an item that is not one of our lines. `at` is when
 * PayPal last processed it, else `fallbackAt`.
 */
export function reportOfPayoutItem(item: PayoutItem, fallbackAt: Date): LineReport | null {
  const lineId = item.payout_item.sender_item_id;
  if (lineId === undefined) return null;
  const outcome = outcomeOfTransactionStatus(item.transaction_status);
  const processedAt = item.time_processed === undefined ? Number.NaN : Date.parse(item.time_processed);
  const report: LineReport = {
    lineId,
    outcome,
    railItemId: item.payout_item_id,
    at: Number.isNaN(processedAt) ? fallbackAt : new Date(processedAt),
  };
  if (outcome !== 'sent' && outcome !== 'paid') {
    const words = [item.errors?.name, item.errors?.message].filter(Boolean).join(': ');
    report.reason = words || (item.transaction_status ?? 'no status');
  }
  return report;
}

/** Currencies PayPal takes in whole units only ("Currency codes": decimal amounts cause an error). */
const WHOLE_UNITS_ONLY = new Set(['HUF', 'JPY', 'TWD']);

/**
 * Minor units (hundredths in every currency, as the portal keeps money) as PayPal's amount value:
 * 12345 MYR → "123.45", 250000 JPY → "2500". Refuses what PayPal cannot pay: nothing, a negative
 * or fractional amount, or hundredths of a currency PayPal pays in whole units.
 */
export function paypalAmountOf(amountMinor: number, currency: string): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError(`${amountMinor} is not an amount PayPal can pay (a positive whole number of minor units)`);
  }
  const decimal = toDecimalText(amountMinor);
  if (!WHOLE_UNITS_ONLY.has(currency)) return decimal;
  if (decimal.endsWith('.00')) return decimal.slice(0, -3);
  throw new RangeError(`${decimal} ${currency}: PayPal pays ${currency} in whole units only`);
}

/** The batch id PayPal links to from its refusal of a repeated `sender_batch_id`, if it is one. */
function earlierBatchOf(error: unknown): { payoutBatchId: string | null } | null {
  if (!(error instanceof PaypalRequestError) || error.status === null || error.status >= 500) return null;
  const body = error.paypalError;
  const linked = (body?.links ?? [])
    .map((link) => /\/v1\/payments\/payouts\/([^/?#]+)/.exec(link.href)?.[1])
    .find((id) => id !== undefined);
  const repeated = (body?.details ?? []).some(
    (detail) => /sender_batch_id/i.test(detail.field ?? '') && /duplicate|already exists/i.test(detail.issue ?? ''),
  );
  if (linked === undefined && !repeated) return null;
  return { payoutBatchId: linked === undefined ? null : decodeURIComponent(linked) };
}

export interface PaypalRailOptions {
  /** The subject of the e-mail PayPal sends each person paid. */
  emailSubject?: string;
  /** Items per page when asking PayPal how a batch stands (at most 1000). */
  pageSize?: number;
  now?: () => Date;
}

/**
 * PayPal Payouts as a payout rail. A batch is one PayPal payout: `sender_batch_id` is our batch id
 * (PayPal pays it once in 30 days) and each item's `sender_item_id` our line id.
 */
export class PaypalRail implements PayoutRail {
  readonly method = 'paypal' as const;
  private readonly emailSubject: string;
  private readonly pageSize: number;
  private readonly now: () => Date;

  constructor(
    private readonly client: PaypalClient,
    options: PaypalRailOptions = {},
  ) {
    this.emailSubject = options.emailSubject ?? 'You have a payout';
    this.pageSize = options.pageSize ?? 1000;
    this.now = options.now ?? (() => new Date());
  }

  static fromSettings(settings: Pick<PaypalClientOptions, 'apiUrl' | 'clientId' | 'clientSecret'>): PaypalRail {
    return new PaypalRail(new PaypalClient(settings));
  }

  async send(batch: OutgoingBatch): Promise<SentBatch> {
    const withoutEmail = batch.lines.filter((line) => !line.recipient.paypalEmail?.trim());
    if (withoutEmail.length > 0) {
      const lines = withoutEmail.map((line) => line.lineId).join(', ');
      throw new Error(`Nothing sent to PayPal: no PayPal e-mail to pay on line ${lines}`);
    }
    const request: CreatePayoutRequest = {
      sender_batch_header: {
        sender_batch_id: batch.batchId,
        email_subject: this.emailSubject,
        recipient_type: 'EMAIL',
      },
      items: batch.lines.map(itemOf),
    };
    let created;
    try {
      created = await this.client.createPayout(request, batch.batchId);
    } catch (error) {
      const earlier = earlierBatchOf(error);
      if (earlier === null) throw error;
      // PayPal already has this batch (sent before a crash, beyond its memory of the request id).
      if (earlier.payoutBatchId === null) return { railBatchId: null, reports: this.allLines(batch, 'sent') };
      const railBatchId = earlier.payoutBatchId;
      return { railBatchId, reports: await this.refresh({ batchId: batch.batchId, railBatchId }) };
    }
    const { payout_batch_id, batch_status } = created.batch_header;
    if (batch_status === 'DENIED') {
      return {
        railBatchId: payout_batch_id,
        reports: this.allLines(batch, 'failed', 'PayPal denied the payout (DENIED)'),
      };
    }
    return { railBatchId: payout_batch_id, reports: this.allLines(batch, 'sent') };
  }

  async refresh(batch: { batchId: string; railBatchId: string | null }): Promise<LineReport[]> {
    if (batch.railBatchId === null) {
      throw new Error(`PayPal's id of batch ${batch.batchId} is not known: its outcomes come by webhook only`);
    }
    const reports: LineReport[] = [];
    const at = this.now();
    for (let page = 1; ; page++) {
      const answer = await this.client.payoutBatch(batch.railBatchId, page, this.pageSize);
      for (const item of answer.items) {
        const report = reportOfPayoutItem(item, at);
        if (report) reports.push(report);
      }
      const lastPage = answer.total_pages ?? page;
      if (page >= lastPage || answer.items.length < this.pageSize) return reports;
    }
  }

  private allLines(batch: OutgoingBatch, outcome: RailOutcome, reason?: string): LineReport[] {
    const at = this.now();
    return batch.lines.map((line) => ({ lineId: line.lineId, outcome, at, ...(reason ? { reason } : {}) }));
  }
}

function itemOf(line: OutgoingLine): CreatePayoutRequest['items'][number] {
  return {
    recipient_type: 'EMAIL',
    receiver: line.recipient.paypalEmail?.trim() ?? '',
    amount: { value: paypalAmountOf(line.amountMinor, line.currency), currency: line.currency },
    sender_item_id: line.lineId,
    note: line.note,
  };
}
