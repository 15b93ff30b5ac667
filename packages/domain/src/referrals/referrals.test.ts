import { describe, expect, it } from 'vitest';
import type { TaskStatus } from '../tasks/statuses.ts';
import { paymentHistory, referralStatusLabel, totalsByCurrency, type ReferralPayment } from './index.ts';

describe('referral status labels', () => {
  it.each([
    ['REFERRAL-INVITED', 'Invited'],
    ['REFERRAL-PAYMENT', 'Pending'],
    ['REFERRAL-COMPLETED', 'Approved'],
    ['REFERRAL-REJECTED', 'Rejected'],
    ['SOMETHING-ELSE', 'Unknown'],
    [null, 'Unknown'],
  ])('reads %s as %s', (status, label) => {
    expect(referralStatusLabel(status)).toBe(label);
  });
});

describe('payment history', () => {
  const task = (id: string, status: TaskStatus, updatedAt: string, incentive: number, currency = 'RM') => ({
    id,
    status,
    updatedAt,
    incentive,
    paymentDueOn: null,
    paidAt: null,
    paymentReference: null,
    campaignDetails: { campaignTitle: `Campaign ${id}`, currency },
  });
  const referralPayment = (id: string, updatedAt: string, fee: number): ReferralPayment => ({
    id,
    status: 'REFERRAL-COMPLETED',
    updatedAt,
    referredUserDetails: { fullName: 'Farid' },
    referralTaskCampaign: { campaignTitle: `Referral ${id}`, referralFee: fee, currency: 'RM' },
  });

  it('merges completed tasks and referral payments, newest first', () => {
    const rows = paymentHistory(
      [
        task('t1', 'COMPLETED', '2026-10-01T10:00:00Z', 150),
        task('t2', 'ACCEPTED', '2026-11-01T10:00:00Z', 90),
        task('t3', 'COMPLETED', '2026-11-10T10:00:00Z', 40, 'SGD'),
      ],
      [referralPayment('r1', '2026-10-20T10:00:00Z', 20)],
    );
    expect(rows.map((row) => [row.id, row.type, row.status, row.referredFriend])).toEqual([
      ['t3', 'Task', 'Successful', null],
      ['r1', 'Referral', 'Successful', 'Farid'],
      ['t1', 'Task', 'Successful', null],
    ]);
    expect(totalsByCurrency(rows)).toEqual([
      { currency: 'SGD', totalMinor: 4000 },
      { currency: 'RM', totalMinor: 17000 },
    ]);
  });

  it('totals in whole sen, exactly, amounts a float sum gets wrong', () => {
    const rows = paymentHistory(
      [task('t1', 'COMPLETED', '2026-10-01T10:00:00Z', 0.1), task('t2', 'COMPLETED', '2026-10-02T10:00:00Z', 0.2)],
      [referralPayment('r1', '2026-10-03T10:00:00Z', 0.7)],
    );
    expect(rows.map((row) => row.amountMinor)).toEqual([70, 20, 10]);
    expect(totalsByCurrency(rows)).toEqual([{ currency: 'RM', totalMinor: 100 }]);
  });

  it('lists paid tasks only, on their payment date: money awaiting payment is not in the history', () => {
    const rows = paymentHistory(
      [
        { ...task('t1', 'APPROVED-PENDING-PAYMENT', '2026-12-01T02:00:00Z', 450), paymentDueOn: '2026-12-21' },
        {
          ...task('t2', 'COMPLETED', '2026-12-10T05:00:00Z', 90),
          paymentDueOn: '2026-12-12',
          paidAt: '2026-12-10T03:00:00Z',
          paymentReference: 'MBB-1234',
        },
        task('t3', 'PENDING-CHECKING', '2026-12-11T02:00:00Z', 50),
        task('t4', 'APPROVED-PROCESSING-PAYMENT', '2026-12-12T02:00:00Z', 70),
      ],
      [],
    );
    expect(rows.map((row) => [row.id, row.date, row.status, row.payment?.paymentDueOn])).toEqual([
      ['t2', '2026-12-10T03:00:00Z', 'Successful', '2026-12-12'],
    ]);
    expect(totalsByCurrency(rows)).toEqual([{ currency: 'RM', totalMinor: 9000 }]);
    expect(rows[0]?.payment).toMatchObject({ status: 'COMPLETED', paymentReference: 'MBB-1234' });
  });

  it('marks a referral that is not completed as Pending', () => {
    const [row] = paymentHistory(
      [],
      [{ ...referralPayment('r2', '2026-11-01T00:00:00Z', 5), status: 'REFERRAL-PAYMENT' }],
    );
    expect(row?.status).toBe('Pending');
  });
});
