import { describe, expect, it } from 'vitest';
import { bankReference } from './bank-file.ts';
import { parseBankDate, readBankStatement } from './statement.ts';

const PAID = '3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f';
const RETURNED = 'b6e1d0f4-2c3a-4b5d-8e9f-0a1b2c3d4e5f';
const FAILED = 'c0ffee00-1111-4222-8333-444455556666';
const REJECTED = 'd15ea5e0-aaaa-4bbb-8ccc-dddddddddddd';
const lineIds = [PAID, RETURNED, FAILED, REJECTED];
const receivedAt = new Date('2026-12-11T02:00:00Z');

/** A day in Kuala Lumpur, as the instant the statement means. */
const klTime = (local: string) => new Date(`${local}+08:00`);

describe('readBankStatement', () => {
  it('reports paid, returned and failed lines with the reasons and dates the bank gives', () => {
    const csv =
      '\uFEFFREFERENCE,Status,Reason,Date\r\n' +
      `${bankReference(PAID)},Successful,,08/12/2026\r\n` +
      `${bankReference(RETURNED)},RETURNED,"Account closed, funds refunded",2026-12-09\r\n` +
      `${bankReference(FAILED)},failed,,9 Dec 2026\r\n` +
      `${bankReference(REJECTED)},Rejected,Invalid account number,20261210 14:05\r\n`;

    const statement = readBankStatement(csv, { lineIds, receivedAt });

    expect(statement.errors).toEqual([]);
    expect(statement.unknownReferences).toEqual([]);
    expect(statement.reports).toEqual([
      { lineId: PAID, outcome: 'paid', at: klTime('2026-12-08T00:00:00') },
      {
        lineId: RETURNED,
        outcome: 'returned',
        reason: 'Account closed, funds refunded',
        at: klTime('2026-12-09T00:00:00'),
      },
      { lineId: FAILED, outcome: 'failed', reason: 'failed', at: klTime('2026-12-09T00:00:00') },
      {
        lineId: REJECTED,
        outcome: 'failed',
        reason: 'Invalid account number',
        at: klTime('2026-12-10T14:05:00'),
      },
    ]);
  });

  it("finds the header under the bank's own lines, takes other column names and keeps the bank's id", () => {
    const csv = [
      'Bulk Payment Status Report',
      'Account:,5140-1234-5678',
      '',
      'No.,Transaction ID,Amount,Payment Reference,Transaction Status,Remarks',
      `1,IBG202612080001,123.45,${bankReference(PAID).toLowerCase()},Paid,`,
      `2,IBG202612080002,0.05,${RETURNED},Pending,`,
    ].join('\n');

    const statement = readBankStatement(csv, { lineIds, receivedAt });

    expect(statement.errors).toEqual([]);
    expect(statement.reports).toEqual([
      { lineId: PAID, outcome: 'paid', railItemId: 'IBG202612080001', at: receivedAt },
      { lineId: RETURNED, outcome: 'sent', railItemId: 'IBG202612080002', at: receivedAt },
    ]);
  });

  it('lists references of no line sent, and counts a line given twice once', () => {
    const csv = [
      'Reference,Status,Date',
      `${bankReference(PAID)},PAID,2026-12-08`,
      'ABCDEF0123456789,PAID,2026-12-08',
      `${bankReference(PAID)},PAID,2026-12-08`,
      `${bankReference(RETURNED)},PAID,2026-12-08`,
      `${bankReference(RETURNED)},RETURNED,2026-12-10`,
      `${bankReference(RETURNED)},PAID,2026-12-09`,
      `${bankReference(FAILED)},PAID,2026-12-08`,
      `${bankReference(FAILED)},REJECTED,2026-12-08`,
      'ABCDEF0123456789,PAID,2026-12-09',
    ].join('\r\n');

    const statement = readBankStatement(csv, { lineIds, receivedAt });

    expect(statement.unknownReferences).toEqual(['ABCDEF0123456789']);
    expect(statement.reports).toEqual([
      { lineId: PAID, outcome: 'paid', at: klTime('2026-12-08T00:00:00') },
      { lineId: RETURNED, outcome: 'returned', reason: 'RETURNED', at: klTime('2026-12-10T00:00:00') },
      { lineId: FAILED, outcome: 'failed', reason: 'REJECTED', at: klTime('2026-12-08T00:00:00') },
    ]);
    expect(statement.errors).toEqual([
      {
        line: 9,
        message: `Reference ${bankReference(FAILED)} is also on line 8 with another status on the same date; this later row counts.`,
      },
    ]);
  });

  it('reports the rows it cannot read by line and still reads the others', () => {
    const csv = [
      'reference,status,reason,date',
      ',PAID,,2026-12-08',
      `${bankReference(PAID)},ON HOLD,,2026-12-08`,
      `${bankReference(RETURNED)},RETURNED,,31/02/2026`,
      `${bankReference(FAILED)},FAILED,"Name mismatch",2026-12-08`,
      `${bankReference(REJECTED)},REJECTED,"Beneficiary bank offline`,
      'more text',
    ].join('\n');

    const statement = readBankStatement(csv, { lineIds, receivedAt });

    expect(statement.reports).toEqual([
      { lineId: FAILED, outcome: 'failed', reason: 'Name mismatch', at: klTime('2026-12-08T00:00:00') },
    ]);
    expect(statement.errors.map(({ line }) => line)).toEqual([2, 3, 4, 6]);
    expect(statement.errors[1]?.message).toMatch(/^Status "ON HOLD" is none of SUCCESSFUL, /);
    expect(statement.errors[2]?.message).toBe(
      'Date "31/02/2026" is not a date (YYYY-MM-DD, DD/MM/YYYY or DD Mon YYYY).',
    );
    expect(statement.errors[3]?.message).toBe(
      'A quoted field opens here and never closes: the rest of the file is unread.',
    );
  });

  it('takes the whole line id as a reference', () => {
    const statement = readBankStatement(`Reference,Status\n${PAID.toUpperCase()},Completed\n`, { lineIds, receivedAt });

    expect(statement.reports).toEqual([{ lineId: PAID, outcome: 'paid', at: receivedAt }]);
  });

  it('says which columns it needs when no header names them', () => {
    const statement = readBankStatement('Ref No,Amount\nX,1.00\n', { lineIds, receivedAt });

    expect(statement.reports).toEqual([]);
    expect(statement.errors).toEqual([
      { line: 1, message: expect.stringMatching(/^No header row names a reference column \(reference, ref, /) },
    ]);
  });
});

describe('parseBankDate', () => {
  it('reads the ways banks write a day, in Malaysian time', () => {
    expect(parseBankDate('2026-12-08 09:30:15')).toEqual(klTime('2026-12-08T09:30:15'));
    expect(parseBankDate('8-12-2026')).toEqual(klTime('2026-12-08T00:00:00'));
    expect(parseBankDate('08-DEC-2026')).toEqual(klTime('2026-12-08T00:00:00'));
    expect(parseBankDate('08 December 2026')).toEqual(klTime('2026-12-08T00:00:00'));
  });

  it('refuses what is not a day', () => {
    expect(['12/31/2026', '2026-13-01', '8 Foo 2026', 'yesterday'].map(parseBankDate)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
