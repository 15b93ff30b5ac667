import { z } from 'zod';
import {
  BankStatementResultSchema,
  BankStatementSchema,
  DuePayoutsQuerySchema,
  DuePayoutsSchema,
  PayoutBatchPageSchema,
  PayoutBatchQuerySchema,
  PayoutBatchSchema,
  payoutBatchParams,
  ScheduleBatchResultSchema,
  ScheduleBatchSchema,
  SendBatchSchema,
} from '../admin/payout-batches.ts';
import { admin } from './admin-endpoint.ts';
import { defineEndpoint } from './endpoint.ts';

/** Payout batches: preview what is due, schedule a batch, send it on its rail and follow its lines. */
export const adminPayoutBatchesApi = {
  due: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/payout-batches/due',
    summary: 'What is owed and in no batch, due by a day, per rail and currency with totals, and the rails set up',
    query: DuePayoutsQuerySchema,
    response: { status: 200, schema: DuePayoutsSchema },
  }),
  schedule: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/payout-batches',
    summary:
      'A batch of these payouts on one rail and in one currency; those that cannot go in it are skipped, with why',
    body: ScheduleBatchSchema,
    response: { status: 200, schema: ScheduleBatchResultSchema },
  }),
  list: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/payout-batches',
    summary: 'The payout batches, newest first, with their totals and how many lines are in each status',
    query: PayoutBatchQuerySchema,
    response: { status: 200, schema: PayoutBatchPageSchema },
  }),
  get: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/payout-batches/:batchId',
    summary: 'A payout batch and each of its lines, with the rail’s reason for any that came back',
    params: payoutBatchParams,
    response: { status: 200, schema: PayoutBatchSchema },
  }),
  send: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/payout-batches/:batchId/send',
    summary:
      'Sends a scheduled batch on its rail (a bank batch: confirms its file was uploaded to the bank); safe to repeat',
    params: payoutBatchParams,
    body: SendBatchSchema,
    response: { status: 200, schema: PayoutBatchSchema },
  }),
  refresh: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/payout-batches/:batchId/refresh',
    summary: 'Asks the rail at once how the lines of a sent batch stand',
    params: payoutBatchParams,
    response: { status: 200, schema: PayoutBatchSchema },
  }),
  file: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/payout-batches/:batchId/file',
    summary: "A bank batch's bulk payment file, to upload to the bank",
    params: payoutBatchParams,
    // Sent as text/csv, never serialized as JSON: a string with a non-JSON type goes out as is.
    response: { status: 200, schema: z.string().describe('CSV: the bulk payment file (docs/payouts.md)') },
  }),
  statement: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/payout-batches/:batchId/statement',
    summary: "Imports the bank's result for a sent bank batch: each line paid, returned or failed",
    params: payoutBatchParams,
    body: BankStatementSchema,
    response: { status: 200, schema: BankStatementResultSchema },
  }),
};
