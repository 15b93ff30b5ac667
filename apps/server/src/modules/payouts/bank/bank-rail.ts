/**
 * The bank transfer rail. A bank takes a file the operator uploads, not a call, so:
 * - `buildFile` makes the file for the operator to download; that changes nothing.
 * - `send` stands for the operator's word that the file went up and was approved: the batch then
 *   counts its lines as sent. It hands nothing over itself (no rail batch id) and reports the lines
 *   the file leaves out as `failed`, with the reason, so their money goes back to owed. Send only
 *   the file the operator downloaded: build it again with the same `createdAt` and `valueDate` and
 *   compare the digests, as a creator who changed payout details in between would otherwise be
 *   reported against a file the bank never saw.
 * - `refresh` has nobody to ask and answers nothing: the bank's word comes by `readStatement`.
 */
import type { OutgoingBatch, PayoutRail, SentBatch } from '../rail.ts';
import { buildBankFile, type BankFile, type BankFileSettings } from './bank-file.ts';
import { readBankStatement, type BankStatement, type StatementOptions } from './statement.ts';

/** The operator's account and choices, which hold for every file. */
export type BankRailSettings = Omit<BankFileSettings, 'createdAt' | 'valueDate'>;

export interface BankFileRail extends PayoutRail {
  method: 'bank';
  buildFile(batch: OutgoingBatch, when: { createdAt: Date; valueDate?: string }): BankFile;
  readStatement(csvText: string, options: StatementOptions): BankStatement;
}

export function createBankFileRail(settings: BankRailSettings, now: () => Date = () => new Date()): BankFileRail {
  const buildFile: BankFileRail['buildFile'] = (batch, when) => buildBankFile(batch, { ...settings, ...when });
  return {
    method: 'bank',
    send: (batch) =>
      // Inside the executor, settings the file cannot be made with reject the promise.
      new Promise<SentBatch>((resolve) => {
        const at = now();
        const { lineErrors } = buildFile(batch, { createdAt: at });
        resolve({
          railBatchId: null,
          reports: lineErrors.map(({ lineId, reason }) => ({ lineId, outcome: 'failed', reason, at })),
        });
      }),
    refresh: () => Promise.resolve([]),
    buildFile,
    readStatement: readBankStatement,
  };
}
