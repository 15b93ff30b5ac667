import { describe, expect, it } from 'vitest';
import { NewCampaignSchema } from '../campaigns/index.ts';
import { APPROVED_FOR_PAYMENT_ACTIONS } from '../tasks/sub-states.ts';
import {
  CampaignTermsSchema,
  DEFAULT_CAMPAIGN_TERMS,
  paymentDueDate,
  paymentStanding,
  sameTerms,
  type PaymentFacts,
  type Terms,
} from './index.ts';

describe('campaign terms', () => {
  it('accepts the defaults, and a campaign sent without terms gets them', () => {
    expect(CampaignTermsSchema.parse(DEFAULT_CAMPAIGN_TERMS)).toEqual(DEFAULT_CAMPAIGN_TERMS);
    const campaign = NewCampaignSchema.parse({
      title: 'Raya',
      brandLogoUrl: null,
      taskType: 'POST',
      platform: 'INSTAGRAM',
      incentive: 450,
      requirements: '',
      instructions: '',
      uniqueCommentUrl: null,
      referralFee: null,
      referralCriteria: null,
      referralInstructions: null,
      deadline: '2026-12-31T15:59:59Z',
      requiresReport: false,
      screeningQuestions: [],
    });
    expect(campaign.terms).toEqual(DEFAULT_CAMPAIGN_TERMS);
  });

  it.each([
    ['paymentDays', 0, 'Payment must be due within 1 to 60 working days'],
    ['paymentDays', 61, 'Payment must be due within 1 to 60 working days'],
    ['reviewDays', 2.5, 'Brand review must take 1 to 30 working days'],
    ['revisionsIncluded', -1, 'Revisions included must be from 0 to 10'],
    ['revisionsIncluded', 11, 'Revisions included must be from 0 to 10'],
    ['usageRights', 'FOREVER', 'Please choose the content usage rights'],
  ])('refuses %s = %s with a message naming the bounds', (field, value, message) => {
    const result = CampaignTermsSchema.safeParse({ ...DEFAULT_CAMPAIGN_TERMS, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});

describe('payment due dates', () => {
  it('are set by the steps that approve a task for payment', () => {
    expect([...APPROVED_FOR_PAYMENT_ACTIONS].sort()).toEqual(['approve', 'submitReport']);
  });

  it('count working days from the Malaysian day of the approval', () => {
    // Thursday 10 December 2026 at 17:00 in Kuala Lumpur; at 01:00 on Friday by then in UTC+8.
    expect(paymentDueDate(new Date('2026-12-10T09:00:00Z'), 3)).toBe('2026-12-15');
    expect(paymentDueDate(new Date('2026-12-10T17:00:00Z'), 3)).toBe('2026-12-16');
  });

  const awaiting: PaymentFacts = {
    status: 'APPROVED-PENDING-PAYMENT',
    paymentDueOn: '2026-12-12',
    paidAt: null,
    paymentReference: null,
  };

  it('is due until the end of its day in Malaysia, then overdue by whole days', () => {
    expect(paymentStanding(awaiting, new Date('2026-12-12T15:59:00Z'))).toEqual({ kind: 'due', dueOn: '2026-12-12' });
    expect(paymentStanding(awaiting, new Date('2026-12-12T16:00:00Z'))).toEqual({
      kind: 'overdue',
      dueOn: '2026-12-12',
      daysOverdue: 1,
    });
    expect(
      paymentStanding({ ...awaiting, status: 'APPROVED-PROCESSING-PAYMENT' }, new Date('2026-12-15T04:00:00Z')),
    ).toMatchObject({ kind: 'overdue', daysOverdue: 3 });
  });

  it('is paid once completed, with its reference; nothing before approval or without a due date', () => {
    expect(
      paymentStanding(
        { ...awaiting, status: 'COMPLETED', paidAt: '2026-12-10T03:00:00Z', paymentReference: 'MBB-1234' },
        new Date('2027-01-01T00:00:00Z'),
      ),
    ).toEqual({ kind: 'paid', paidAt: '2026-12-10T03:00:00Z', reference: 'MBB-1234' });
    expect(paymentStanding({ ...awaiting, status: 'PENDING-CHECKING' }, new Date())).toBeNull();
    expect(paymentStanding({ ...awaiting, paymentDueOn: null }, new Date())).toBeNull();
  });
});

describe('sameTerms', () => {
  const terms: Terms = {
    incentive: 150.5,
    currency: 'RM',
    ...DEFAULT_CAMPAIGN_TERMS,
    deadline: '2026-12-31T15:59:59.000Z',
  };

  it('compares every term, and the deadline as an instant', () => {
    expect(sameTerms(terms, { ...terms, deadline: '2026-12-31T23:59:59+08:00' })).toBe(true);
    expect(sameTerms(terms, { ...terms, deadline: '2027-01-01T15:59:59.000Z' })).toBe(false);
    expect(sameTerms(terms, { ...terms, deadline: null })).toBe(false);
    expect(sameTerms({ ...terms, deadline: null }, { ...terms, deadline: null })).toBe(true);
    expect(sameTerms(terms, { ...terms, incentive: 150 })).toBe(false);
    expect(sameTerms(terms, { ...terms, currency: 'SGD' })).toBe(false);
    expect(sameTerms(terms, { ...terms, paymentDays: 15 })).toBe(false);
    expect(sameTerms(terms, { ...terms, reviewDays: 4 })).toBe(false);
    expect(sameTerms(terms, { ...terms, revisionsIncluded: 0 })).toBe(false);
    expect(sameTerms(terms, { ...terms, usageRights: 'PERPETUAL' })).toBe(false);
    expect(sameTerms(terms, { ...terms, usageNote: 'Malaysia only' })).toBe(false);
  });
});
