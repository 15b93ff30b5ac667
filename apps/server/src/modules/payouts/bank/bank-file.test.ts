import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OutgoingBatch, OutgoingLine, PayoutRecipient } from '../rail.ts';
import {
  bankReference,
  bankText,
  buildBankFile,
  BankFileSettingsError,
  formatAmount,
  type BankFileSettings,
} from './bank-file.ts';

const MY_SETTINGS: BankFileSettings = {
  country: 'MY',
  debitAccountNo: '5140-1234-5678',
  originatorName: 'Portal Creators Sdn. Bhd.',
  // 01:30 on 8 December in Kuala Lumpur.
  createdAt: new Date('2026-12-07T17:30:00Z'),
  valueDate: '2026-12-09',
};

function line(recipient: Partial<PayoutRecipient>, overrides: Partial<OutgoingLine> = {}): OutgoingLine {
  return {
    lineId: randomUUID(),
    amountMinor: 10_000,
    currency: 'MYR',
    note: 'Campaign payout',
    recipient: { name: 'Creator', bankName: 'Maybank', bankAccNo: '112233445566', ...recipient },
    ...overrides,
  };
}

const batchOf = (lines: OutgoingLine[], currency = 'MYR'): OutgoingBatch => ({
  batchId: '7d3e0c52-91aa-4f0b-8e1c-5b2f4a6d9e10',
  currency,
  lines,
});

describe('buildBankFile', () => {
  it('writes a Malaysian file: header, one detail per line, trailer with count, total and hash', () => {
    const siti = line(
      {
        name: 'Siti',
        bankName: 'Maybank',
        bankAccName: 'Siti Nur Aisyah binti Abdullah',
        bankAccNo: '1122 3344 5566',
        idNumber: '900101-14-5678',
      },
      { lineId: '3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f', amountMinor: 12_345, note: 'Campaign: Raya 2026 — video' },
    );
    const jose = line(
      {
        name: 'José',
        bankName: 'CIMB Bank',
        bankAccName: 'José Ñúñez & Sons @ KL — O’Brien Trading Company Sdn Bhd',
        bankAccNo: '8001-234-567',
        idNumber: 'a1234 5678',
      },
      { lineId: 'b6e1d0f4-2c3a-4b5d-8e9f-0a1b2c3d4e5f', amountMinor: 5, note: '' },
    );
    const meiLing = line(
      { name: 'Mei Ling', bankName: 'Public Islamic Bank', bankAccName: 'Tan, Mei Ling', bankAccNo: '7000012345678' },
      { lineId: 'c0ffee00-1111-4222-8333-444455556666', amountMinor: 100_000, note: 'Bonus' },
    );

    const file = buildBankFile(batchOf([siti, jose, meiLing]), MY_SETTINGS);

    expect(file.filename).toBe('payouts-my-20261208-7D3E0C5291AA4F0B.csv');
    expect(file.contentType).toBe('text/csv; charset=us-ascii');
    expect(file.lineErrors).toEqual([]);
    expect(file.totalMinor).toBe(112_350);
    expect(file.body.split('\r\n')).toEqual([
      'H,7D3E0C5291AA4F0B,20261208,20261209,MY,IBG,MYR,514012345678,PORTAL CREATORS SDN. BHD.',
      'D,1,MBBEMYKL,112233445566,SITI NUR AISYAH BINTI ABDULLAH,123.45,3F2A9C1E7B4D4E8A,NRIC,900101145678,CAMPAIGN: RAYA 2026',
      "D,2,CIBBMYKL,8001234567,JOSE NUNEZ SONS KL O'BRIEN TRADING,0.05,B6E1D0F42C3A4B5D,PASSPORT,A12345678,",
      'D,3,PIBEMYK1,7000012345678,"TAN, MEI LING",1000.00,C0FFEE0011114222,,,BONUS',
      'T,3,1123.50,10247025811',
      '',
    ]);
    expect(file.lines).toEqual([
      { lineId: siti.lineId, reference: '3F2A9C1E7B4D4E8A' },
      { lineId: jose.lineId, reference: 'B6E1D0F42C3A4B5D' },
      { lineId: meiLing.lineId, reference: 'C0FFEE0011114222' },
    ]);
  });

  it('writes a Singaporean file with the Singapore BIC of a brand of both countries', () => {
    const settings: BankFileSettings = {
      ...MY_SETTINGS,
      country: 'SG',
      mode: 'FAST',
      debitAccountNo: '072-123456-7',
      valueDate: undefined,
    };
    const ahKow = line(
      { bankName: 'Maybank', bankAccName: 'Lim Ah Kow', bankAccNo: '04012345678', idNumber: 's1234567d' },
      { currency: 'SGD', amountMinor: 250_00 },
    );
    const priya = line(
      { bankName: 'DBS Bank / POSB', bankAccName: 'Priya d/o Raman', bankAccNo: '120-345678-9' },
      { currency: 'SGD', amountMinor: 99 },
    );

    const file = buildBankFile(batchOf([ahKow, priya], 'SGD'), settings);

    expect(file.filename).toBe('payouts-sg-20261208-7D3E0C5291AA4F0B.csv');
    const [header, first, second, trailer] = file.body.split('\r\n');
    expect(header).toBe('H,7D3E0C5291AA4F0B,20261208,20261208,SG,FAST,SGD,0721234567,PORTAL CREATORS SDN. BHD.');
    expect(first).toBe(
      `D,1,MBBESGS2,04012345678,LIM AH KOW,250.00,${bankReference(ahKow.lineId)},NRIC,S1234567D,CAMPAIGN PAYOUT`,
    );
    expect(second).toBe(
      `D,2,DBSSSGSG,1203456789,PRIYA D/O RAMAN,0.99,${bankReference(priya.lineId)},,,CAMPAIGN PAYOUT`,
    );
    expect(trailer).toBe(`T,2,250.99,${4012345678 + 1203456789}`);
  });

  it('keeps out, with the reason, each line the bank would refuse', () => {
    const good = line({});
    const noBank = line({ bankName: null });
    const notHere = line({ bankName: 'DBS Bank / POSB' });
    const noAccount = line({ bankAccNo: '  ' });
    const badAccount = line({ bankAccNo: '1234-ABCD-99' });
    const shortAccount = line({ bankAccNo: '1234' });
    const chineseName = line({ name: '陈美玲', bankAccName: '陈美玲' });
    const dollars = line({}, { currency: 'USD' });
    const nothing = line({}, { amountMinor: 0 });

    const file = buildBankFile(
      batchOf([good, noBank, notHere, noAccount, badAccount, shortAccount, chineseName, dollars, nothing, good]),
      MY_SETTINGS,
    );

    expect(file.lineErrors).toEqual([
      { lineId: noBank.lineId, reason: "The creator's payout details name no bank." },
      { lineId: notHere.lineId, reason: 'DBS Bank / POSB is not a bank the portal offers in Malaysia.' },
      { lineId: noAccount.lineId, reason: "The creator's payout details have no account number." },
      { lineId: badAccount.lineId, reason: 'The account number must be 5 to 20 digits (spaces and dashes aside).' },
      { lineId: shortAccount.lineId, reason: 'The account number must be 5 to 20 digits (spaces and dashes aside).' },
      {
        lineId: chineseName.lineId,
        reason:
          "The account holder's name has no character the bank accepts (Latin letters, digits, / - ? : ( ) . , ' +).",
      },
      { lineId: dollars.lineId, reason: 'Paid in USD, but a bank transfer in Malaysia carries MYR only.' },
      { lineId: nothing.lineId, reason: 'The amount must be more than zero.' },
      { lineId: good.lineId, reason: 'The line is in the batch twice.' },
    ]);
    expect(file.lines).toEqual([{ lineId: good.lineId, reference: bankReference(good.lineId) }]);
    expect(file.body.split('\r\n').at(-2)).toBe('T,1,100.00,2233445566');
  });

  it('gives the file built again the same digest, and another once payout details change', () => {
    const paid = line({});
    const refused = line({ bankAccNo: null });
    const batch = batchOf([paid, refused]);
    const downloaded = buildBankFile(batch, MY_SETTINGS);
    const fixed = { ...refused, recipient: { ...refused.recipient, bankAccNo: '162012345678' } };

    expect(downloaded.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(buildBankFile(batch, MY_SETTINGS).digest).toBe(downloaded.digest);
    expect(buildBankFile(batchOf([paid, fixed]), MY_SETTINGS).digest).not.toBe(downloaded.digest);
  });

  it('refuses the second of two lines whose ids give the same reference', () => {
    const first = line({}, { lineId: 'line-0001-aaaa-bbbb-c' });
    const second = line({}, { lineId: 'LINE_0001_AAAA_BBBB_D' });

    const file = buildBankFile(batchOf([first, second]), MY_SETTINGS);

    expect(file.lineErrors).toEqual([
      {
        lineId: second.lineId,
        reason: 'Its bank reference LINE0001AAAABBBB is already that of line line-0001-aaaa-bbbb-c.',
      },
    ]);
  });

  it('refuses settings the bank could not take', () => {
    const batch = batchOf([line({})]);
    expect(() => buildBankFile(batch, { ...MY_SETTINGS, debitAccountNo: 'my account' })).toThrow(
      new BankFileSettingsError('The account to debit must be 5 to 20 digits (spaces and dashes aside).'),
    );
    expect(() => buildBankFile(batch, { ...MY_SETTINGS, originatorName: '公司' })).toThrow(
      "The payer's name has no character the bank accepts.",
    );
    expect(() => buildBankFile(batch, { ...MY_SETTINGS, mode: 'FAST' })).toThrow(
      'A bank transfer in Malaysia is IBG or DUITNOW.',
    );
    expect(() => buildBankFile(batch, { ...MY_SETTINGS, valueDate: '2026-12-07' })).toThrow(
      'The payment date cannot be before the day the file is made.',
    );
    for (const valueDate of ['2026-02-30', '2026-13-01', '9 Dec 2026']) {
      expect(() => buildBankFile(batch, { ...MY_SETTINGS, valueDate })).toThrow(
        new BankFileSettingsError('The payment date must be a day written YYYY-MM-DD.'),
      );
    }
  });
});

describe('bankText', () => {
  it('keeps the bank character set, drops accents, upper-cases and cuts', () => {
    expect(bankText('  Zoë  "Ng"  <zoe@mail>  ', 35)).toBe('ZOE NG ZOE MAIL');
    expect(bankText('- /Ahmad', 35)).toBe('AHMAD');
    expect(bankText('Muhammad Haziq bin Mohd Faizal Abdul Rahman', 35)).toBe('MUHAMMAD HAZIQ BIN MOHD FAIZAL ABDU');
  });
});

describe('formatAmount', () => {
  it('writes minor units with two decimals and a point', () => {
    expect([1, 10, 100, 123_456_789].map(formatAmount)).toEqual(['0.01', '0.10', '1.00', '1234567.89']);
  });
});
