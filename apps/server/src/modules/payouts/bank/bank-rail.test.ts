import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OutgoingBatch, OutgoingLine, PayoutRecipient } from '../rail.ts';
import { createBankFileRail, type BankRailSettings } from './bank-rail.ts';
import { parseCsv } from './csv.ts';

const SETTINGS: BankRailSettings = {
  country: 'MY',
  debitAccountNo: '514012345678',
  originatorName: 'Portal Creators Sdn Bhd',
};
const NOW = new Date('2026-12-08T03:00:00Z');

function line(recipient: Partial<PayoutRecipient> = {}): OutgoingLine {
  return {
    lineId: randomUUID(),
    amountMinor: 5_000,
    currency: 'MYR',
    note: 'Campaign payout',
    recipient: { name: 'Aina', bankName: 'RHB Bank', bankAccNo: '21201300012345', ...recipient },
  };
}

const batchOf = (lines: OutgoingLine[]): OutgoingBatch => ({ batchId: randomUUID(), currency: 'MYR', lines });

describe('the bank file rail', () => {
  it('hands nothing to the bank on send: no rail batch, and only the lines the file leaves out fail', async () => {
    const rail = createBankFileRail(SETTINGS, () => NOW);
    const good = line();
    const noAccount = line({ bankAccNo: null });

    const sent = await rail.send(batchOf([good, noAccount]));

    expect(rail.method).toBe('bank');
    expect(sent).toEqual({
      railBatchId: null,
      reports: [
        {
          lineId: noAccount.lineId,
          outcome: 'failed',
          reason: "The creator's payout details have no account number.",
          at: NOW,
        },
      ],
    });
    await expect(rail.refresh({ batchId: randomUUID(), railBatchId: null })).resolves.toEqual([]);
  });

  it('fails to send with settings no file can be made with', async () => {
    const rail = createBankFileRail({ ...SETTINGS, debitAccountNo: '' }, () => NOW);

    await expect(rail.send(batchOf([line()]))).rejects.toThrow('The account to debit must be 5 to 20 digits');
  });

  it("finds every line of a file again from the references of the bank's statement", () => {
    const rail = createBankFileRail(SETTINGS, () => NOW);
    const batch = batchOf([line(), line({ bankName: 'Bank Islam' }), line({ bankName: 'GXBank' })]);
    const file = rail.buildFile(batch, { createdAt: NOW });
    const references = parseCsv(file.body)
      .rows.filter((row) => row.fields[0] === 'D')
      .map((row) => row.fields[6]);
    const outcomes = ['SUCCESSFUL', 'RETURNED', 'FAILED'];
    const statement = [
      'Reference,Status,Reason,Date',
      ...references.map((reference, index) => `${reference},${outcomes[index]},,08/12/2026`),
    ].join('\r\n');

    const { reports, unknownReferences, errors } = rail.readStatement(statement, {
      lineIds: batch.lines.map((sentLine) => sentLine.lineId),
      receivedAt: NOW,
    });

    expect(errors).toEqual([]);
    expect(unknownReferences).toEqual([]);
    expect(reports.map(({ lineId, outcome }) => [lineId, outcome])).toEqual([
      [batch.lines[0]?.lineId, 'paid'],
      [batch.lines[1]?.lineId, 'returned'],
      [batch.lines[2]?.lineId, 'failed'],
    ]);
  });
});
