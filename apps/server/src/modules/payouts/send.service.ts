import { and, eq, inArray } from 'drizzle-orm';
import type { BankStatementResult, SendBatch } from '@portal/domain/admin';
import { isoCurrencyOf } from '@portal/domain/money';
import { bankFileReadReason } from '@portal/domain/privacy';
import type { Db } from '../../db/client.ts';
import { payoutBatches, payoutLines } from '../../db/schema/payouts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { BankFile } from './bank/bank-file.ts';
import type { BankFileRail } from './bank/bank-rail.ts';
import { outgoingLines, sendBatch } from './batches.service.ts';
import type { PayoutMethod, PayoutRail } from './rail.ts';
import type { PayoutRails } from './rails.ts';
import { applyReports } from './reports.service.ts';
import { fieldsShown, recordPersonalDataReads, type Reader } from '../privacy/data-reads.service.ts';

type BatchRow = typeof payoutBatches.$inferSelect;

async function batchOf(db: Db, batchId: string): Promise<BatchRow> {
  const [batch] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  if (!batch) throw notFound('payout-batch-not-found');
  return batch;
}

function bankRailOf(rails: PayoutRails): BankFileRail {
  if (!rails.bank) throw conflict('payout-rail-not-set-up');
  return rails.bank;
}

/**
 * The bank file of a bank batch, as its manager downloads it. Made on the batch's own creation
 * time, so building it again from the same payout details gives the same file and digest.
 */
async function bankFileOf(db: Db, rails: PayoutRails, batchId: string): Promise<BankFile> {
  const batch = await batchOf(db, batchId);
  if (batch.method !== 'bank') throw notFound('payout-batch-not-found');
  const rail = bankRailOf(rails);
  return rail.buildFile(
    { batchId, currency: isoCurrencyOf(batch.currency), lines: await outgoingLines(db, batchId) },
    { createdAt: batch.createdAt },
  );
}

/**
 * The bank file as its manager downloads it: it carries each creator's bank account number (and
 * identity number) in full, so each creator in it is recorded as read by `reader`, naming the
 * batch, in the transaction the file is built in.
 */
export function downloadBankFile(db: Db, rails: PayoutRails, batchId: string, reader: Reader): Promise<BankFile> {
  return db.transaction(async (tx) => {
    const file = await bankFileOf(tx, rails, batchId);
    const lineIds = file.lines.map((line) => line.lineId);
    if (lineIds.length === 0) return file;
    const rows = await tx
      .select({
        userId: payoutLines.userId,
        bankAccNo: profiles.bankAccNo,
        nric: profiles.nric,
        passportNumber: profiles.passportNumber,
      })
      .from(payoutLines)
      .leftJoin(profiles, eq(profiles.userId, payoutLines.userId))
      .where(inArray(payoutLines.id, lineIds));
    await recordPersonalDataReads(
      tx,
      reader,
      'bank-file',
      bankFileReadReason(batchId),
      rows.map((row) => ({
        subjectId: row.userId,
        fields: fieldsShown(row.bankAccNo, [row.nric, row.passportNumber]),
      })),
    );
    return file;
  });
}

/** The rail a batch goes out on, as this send asks: a bank batch only with the very file that went to the bank. */
async function railFor(db: Db, rails: PayoutRails, batch: BatchRow, request: SendBatch): Promise<PayoutRail> {
  switch (batch.method as PayoutMethod) {
    case 'paypal':
      if (!rails.paypal) throw conflict('payout-rail-not-set-up');
      return rails.paypal.rail;
    case 'bank': {
      if (!request.fileDigest) throw badRequest('payout-file-not-downloaded');
      const file = await bankFileOf(db, rails, batch.id);
      if (file.digest !== request.fileDigest) throw conflict('payout-file-changed');
      return bankRailOf(rails);
    }
    case 'manual':
      if (!request.reference) throw badRequest('payout-reference-required');
      return rails.manual(request.reference);
  }
}

/**
 * Sends a scheduled batch on its rail. When the rail cannot be reached, the batch is let go again
 * at once (scheduled, not held for the sender's lease): its id is the rail's idempotency key, so
 * sending it again can never pay a line twice, even if the rail took it after all.
 */
export async function sendScheduledBatch(
  db: Db,
  rails: PayoutRails,
  batchId: string,
  request: SendBatch,
  onRailError: (error: unknown) => void,
): Promise<void> {
  const batch = await batchOf(db, batchId);
  if (batch.status === 'sent' || batch.status === 'settled') throw conflict('payout-batch-already-sent');
  const rail = await railFor(db, rails, batch, request);
  let result;
  try {
    result = await sendBatch(db, rail, batchId, { leaseMs: rails.sendLeaseMs });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    onRailError(error);
    await db
      .update(payoutBatches)
      .set({ status: 'scheduled', sendingStartedAt: null })
      .where(and(eq(payoutBatches.id, batchId), eq(payoutBatches.status, 'sending')));
    throw HttpError.of(502, 'payout-rail-unavailable');
  }
  if (result.sent) return;
  throw conflict(result.status === 'sending' ? 'payout-batch-being-sent' : 'payout-batch-already-sent');
}

/** Asks the rail at once how the lines of a sent batch stand, and applies what it says. */
export async function refreshBatch(
  db: Db,
  rails: PayoutRails,
  batchId: string,
  onRailError: (error: unknown) => void,
): Promise<void> {
  const batch = await batchOf(db, batchId);
  if (batch.status === 'scheduled' || batch.status === 'sending') throw conflict('payout-batch-not-sent');
  if (batch.method !== 'paypal') return;
  if (!rails.paypal) throw conflict('payout-rail-not-set-up');
  let reports;
  try {
    reports = await rails.paypal.rail.refresh({ batchId, railBatchId: batch.railBatchId });
  } catch (error) {
    onRailError(error);
    throw HttpError.of(502, 'payout-rail-unavailable');
  }
  await applyReports(db, reports);
}

/** Reads the bank's result for a sent bank batch and applies it: each line paid, returned or failed. */
export async function importBankStatement(
  db: Db,
  rails: PayoutRails,
  batchId: string,
  csv: string,
  at: Date,
): Promise<BankStatementResult> {
  const batch = await batchOf(db, batchId);
  if (batch.method !== 'bank') throw notFound('payout-batch-not-found');
  if (batch.status === 'scheduled' || batch.status === 'sending') throw conflict('payout-batch-not-sent');
  const lines = await db.select({ id: payoutLines.id }).from(payoutLines).where(eq(payoutLines.batchId, batchId));
  const statement = bankRailOf(rails).readStatement(csv, {
    lineIds: lines.map((line) => line.id),
    receivedAt: at,
  });
  const effects = await applyReports(db, statement.reports, at);
  return {
    applied: effects.filter((effect) => effect === 'applied').length,
    unchanged: effects.filter((effect) => effect === 'stale').length,
    unknownReferences: statement.unknownReferences,
    unreadable: statement.errors.map((error) => ({ row: error.line, problem: error.message })),
  };
}
