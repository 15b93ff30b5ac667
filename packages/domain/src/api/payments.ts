import { z } from 'zod';
import { EarningsSummarySchema, PaymentStatementSchema, PayoutTrackersSchema } from '../earnings/schemas.ts';
import { defineEndpoint } from './endpoint.ts';
import { LookupIdSchema } from './ids.ts';

const payments = { tags: ['payments'], access: 'signed-in' } as const;

/** The creator's own earnings: at a glance, and their payment history as a file. */
export const paymentsApi = {
  summary: defineEndpoint({
    ...payments,
    method: 'GET',
    path: '/api/payments/summary',
    summary: "The caller's earnings per currency: awaiting, overdue, paid this month and year, referral fees",
    response: { status: 200, schema: EarningsSummarySchema },
  }),
  payouts: defineEndpoint({
    ...payments,
    method: 'GET',
    path: '/api/payments/payouts',
    summary: "The caller's payouts not yet paid and those paid in the last 90 days, each with where it stands",
    response: { status: 200, schema: PayoutTrackersSchema },
  }),
  statement: defineEndpoint({
    ...payments,
    method: 'GET',
    path: '/api/payments/statements/:batchId',
    summary:
      "The caller's statement of a payout batch: the payments it made them, totals per currency, rail and reference",
    params: z.object({ batchId: LookupIdSchema }),
    response: { status: 200, schema: PaymentStatementSchema },
  }),
  historyCsv: defineEndpoint({
    ...payments,
    method: 'GET',
    path: '/api/payments/history.csv',
    summary: "The caller's payment history as a CSV file (payment-history.csv), newest first",
    // Sent as text/csv, never serialized as JSON: a string with a non-JSON type goes out as is.
    response: {
      status: 200,
      schema: z.string().describe('CSV: a header row of PAYMENT_HISTORY_CSV_COLUMNS, then one row per payment'),
    },
  }),
};
