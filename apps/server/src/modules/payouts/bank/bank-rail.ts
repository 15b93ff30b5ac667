/**
 * The bank transfer rail. A bank takes a file the operator uploads, not a call, so:
 * - `send` hands nothing over. It answers with no rail batch id and reports only the lines the
 *   file has to leave out, as `failed` with the reason, so the batch can release them at once.
 *   Every other line stays as the batch has it (scheduled) until the operator says the file went
 *   up; the statement import then brings `paid`, `returned` or `failed`. Sending again is harmless:
 *   nothing reaches the bank but the file.
 * - `refresh` has nobody to ask and answers nothing: the bank's word comes by `readStatement`.
 * - `buildFile` makes the file for the operator to download, `readStatement` reads the result.
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
