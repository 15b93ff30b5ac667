import type {
  AdminTask,
  Campaign,
  CampaignSummary,
  DuePayout,
  DueReferral,
  Influencer,
  PayoutBatch,
  PayoutBatchLine,
  PayoutDetails,
  QueueCounts,
  QueueItem,
  SentFile,
  SentReport,
  SentSubmission,
  TaskEvent,
} from '@portal/domain/admin';
import { PAYOUT_LINE_STATUSES } from '@portal/domain/admin';
import type { User } from '@portal/domain/auth';
import { DEFAULT_CAMPAIGN_TERMS } from '@portal/domain/terms';
import { buildUser, noPaymentDetails, rayaGlowSerum } from './fixtures';

/** Factories for the back office's contract objects (and the sent work a creator sees too). */

export const CAMPAIGN_ID = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
export const QUESTION_IDS = ['0a1b2c3d-0000-4000-8000-000000000001', '0a1b2c3d-0000-4000-8000-000000000002'] as const;

/** A campaign manager with a complete profile. */
export const buildAdmin = (overrides: Partial<User> = {}): User =>
  buildUser({ id: 'admin-1', fullName: 'Maya Manager', email: 'maya@example.com', role: 'admin', ...overrides });

/** One page of a paged admin list holding `items`. */
export function pageOf<Item>(items: Item[], overrides: { total?: number; page?: number; pageSize?: number } = {}) {
  return { items, total: items.length, page: 1, pageSize: 25, ...overrides };
}

/** The open Raya Glow Serum campaign, as the campaign list shows it. */
export function buildCampaignSummary(overrides: Partial<CampaignSummary> = {}): CampaignSummary {
  const { taskType, platform, currency, incentive } = rayaGlowSerum;
  return {
    id: CAMPAIGN_ID,
    title: 'Raya Glow Serum',
    brandLogoUrl: 'https://cdn.example.com/glow.png',
    taskType,
    platform,
    currency,
    incentive,
    deadline: '2026-12-31T15:59:00.000Z',
    closedAt: null,
    createdAt: '2026-11-01T02:00:00.000Z',
    taskCounts: { APPLIED: 2, ACCEPTED: 1 },
    ...overrides,
  };
}

export function buildAdminCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    ...buildCampaignSummary(),
    requirements: rayaGlowSerum.requirements,
    instructions: rayaGlowSerum.instructions,
    uniqueCommentUrl: null,
    referralFee: null,
    referralCriteria: null,
    referralInstructions: null,
    requiresReport: false,
    autoApproveLateReviews: false,
    terms: DEFAULT_CAMPAIGN_TERMS,
    screeningQuestions: [],
    invites: [],
    updatedAt: '2026-11-01T08:00:00.000Z',
    paymentTermsFixed: false,
    budget: null,
    fundsConfirmation: null,
    budgetUse: { invited: 0, committed: 0, approved: 0, paid: 0, remaining: null },
    withdrawals: { items: [], total: 0 },
    ...overrides,
  };
}

/** A directory row: a Malaysian creator with fresh Instagram followers, not banned. */
export function buildInfluencer(overrides: Partial<Influencer> = {}): Influencer {
  return {
    id: 'user-1',
    fullName: 'Ana Creator',
    email: 'ana@example.com',
    country: 'Malaysia',
    state: 'Selangor',
    gender: 'FEMALE',
    age: 29,
    languages: ['Malay', 'English'],
    contentTypes: ['Beauty', 'Foodie'],
    followers: { instagram: 12500 },
    followersUpdatedAt: '2025-04-12T06:00:00.000Z',
    followersFresh: true,
    banned: false,
    banReason: null,
    bans: [],
    createdAt: '2025-01-02T06:00:00.000Z',
    ...overrides,
  };
}

type ItemOverrides = Partial<Omit<QueueItem, 'task' | 'campaign' | 'influencer'>> & {
  task?: Partial<QueueItem['task']>;
  campaign?: Partial<QueueItem['campaign']>;
  influencer?: Partial<QueueItem['influencer']>;
};

/** An application waiting for review (APPLIED) unless told, from Ana for the Raya Glow Serum campaign. */
export function buildQueueItem({ task, campaign, influencer, ...overrides }: ItemOverrides = {}): QueueItem {
  return {
    task: {
      id: 'task-1',
      status: 'APPLIED',
      updatedAt: '2025-04-12T06:00:00.000Z',
      submissionDate: null,
      draftApproved: false,
      draftComment: null,
      draftSubmittedAt: null,
      rejectionComments: null,
      applicationRejectionComments: null,
      uniqueComment: null,
      uniqueCommentUrl: null,
      paymentDueOn: null,
      revisions: { used: 0, included: 2 },
      ...task,
    },
    campaign: {
      id: CAMPAIGN_ID,
      title: 'Raya Glow Serum',
      ...rayaGlowSerum,
      uniqueCommentUrl: null,
      requiresReport: false,
      ...campaign,
    },
    influencer: {
      id: 'user-1',
      fullName: 'Ana Creator',
      email: 'ana@example.com',
      country: 'Malaysia',
      banned: false,
      ...influencer,
    },
    answers: [],
    submission: null,
    report: null,
    payout: null,
    waitingSince: '2025-04-12T06:00:00.000Z',
    review: null,
    ...overrides,
  };
}

export function buildQueueCounts(overrides: Partial<QueueCounts> = {}): QueueCounts {
  return {
    applications: 0,
    drafts: 0,
    submissions: 0,
    reports: 0,
    payouts: 0,
    messages: 0,
    referrals: 0,
    extensions: 0,
    overduePayouts: 0,
    ...overrides,
  };
}

export function buildTaskEvent(overrides: Partial<TaskEvent> = {}): TaskEvent {
  return {
    id: 1,
    action: 'apply',
    fromStatus: null,
    toStatus: 'APPLIED',
    actor: 'influencer',
    actorName: 'Ana Creator',
    remark: null,
    agreedTerms: null,
    createdAt: '2026-11-02T02:00:00.000Z',
    undoneAt: null,
    undoableUntil: null,
    ...overrides,
  };
}

type AdminTaskOverrides = Partial<Omit<AdminTask, 'task'>> & { task?: Partial<AdminTask['task']> };

/** The task page's record: the queue item's task, campaign and influencer, with its whole history. */
export function buildAdminTask({ task, ...overrides }: AdminTaskOverrides = {}): AdminTask {
  const { campaign, influencer, answers, payout, ...item } = buildQueueItem({ task });
  return {
    task: item.task,
    campaign,
    influencer,
    answers,
    payout,
    submissions: [],
    reports: [],
    events: [buildTaskEvent()],
    ...overrides,
  };
}

export function buildSentFile(overrides: Partial<SentFile> = {}): SentFile {
  return {
    key: 'submissions/c/u/1-shot.png',
    fileName: 'shot.png',
    contentType: 'image/png',
    role: 'screenshot',
    url: 'https://files.example.com/shot.png?signature=abc',
    erased: false,
    ...overrides,
  };
}

export function buildSubmission(overrides: Partial<SentSubmission> = {}): SentSubmission {
  return {
    id: 'submission-1',
    stage: 'FINAL',
    createdAt: '2025-04-12T06:00:00.000Z',
    linkUrl: null,
    draftComment: null,
    files: [],
    ...overrides,
  };
}

/** The final submission of 5 November 2026: a post link, a screenshot and a PDF of insights. */
export function buildFinalSubmission(overrides: Partial<SentSubmission> = {}): SentSubmission {
  return buildSubmission({
    id: 'submission-2',
    createdAt: '2026-11-05T03:00:00.000Z',
    linkUrl: 'https://instagram.com/p/ana-glow',
    files: [
      buildSentFile(),
      buildSentFile({
        key: 'submissions/c/u/2-insights.pdf',
        fileName: 'insights.pdf',
        contentType: 'application/pdf',
        url: 'https://files.example.com/insights.pdf?signature=def',
      }),
    ],
    ...overrides,
  });
}

export function buildReport(overrides: Partial<SentReport> = {}): SentReport {
  return { id: 'report-1', createdAt: '2025-04-13T06:00:00.000Z', reviewedAt: null, files: [], ...overrides };
}

/** Ana's bank account and NRIC, their numbers masked as the back office receives them. */
export function buildPayoutDetails(overrides: Partial<PayoutDetails> = {}): PayoutDetails {
  return {
    ...noPaymentDetails,
    userId: 'user-1',
    paymentMethod: 'Bank Transfer',
    bankName: 'Maybank',
    bankAccName: 'Ana Creator',
    bankAccNo: '••••7890',
    nationalityDoc: 'NRIC',
    nric: '••••5678',
    ...overrides,
  };
}

/** A referral fee that fell due to Bella, paid by PayPal, for referring Chen. */
export function buildDueReferral(overrides: Partial<DueReferral> = {}): DueReferral {
  return {
    id: '0b8f2a5e-6d1c-4f3a-8e2b-9c7d6e5f4a31',
    status: 'REFERRAL-PAYMENT',
    updatedAt: '2025-04-12T06:00:00.000Z',
    campaign: { id: 'campaign-1', title: 'Raya Glow Serum', currency: 'RM', referralFee: 20 },
    referrer: { id: 'user-3', fullName: 'Bella Referrer', email: 'bella@example.com' },
    referred: { id: 'user-4', fullName: 'Chen Friend', email: 'chen@example.com' },
    payout: { ...noPaymentDetails, userId: 'user-3', paymentMethod: 'Paypal', paypalEmail: 'bella@paypal.example.com' },
    ...overrides,
  };
}

/** A payout owed to Ana for a Raya Glow Serum task, due on 1 Dec 2026, to be paid by bank transfer. */
export function buildDuePayout(overrides: Partial<DuePayout> = {}): DuePayout {
  return {
    taskId: '7a1b2c3d-0000-4000-8000-000000000001',
    referralId: null,
    influencer: { id: 'user-1', fullName: 'Ana Creator', email: 'ana@example.com' },
    campaign: 'Raya Glow Serum',
    amount: 150,
    currency: 'MYR',
    dueOn: '2026-12-01',
    method: 'bank',
    ...overrides,
  };
}

/** A line of a payout batch: Ana's RM 150, scheduled. */
export function buildPayoutBatchLine(overrides: Partial<PayoutBatchLine> = {}): PayoutBatchLine {
  return {
    id: 'line-1',
    taskId: '7a1b2c3d-0000-4000-8000-000000000001',
    referralId: null,
    influencer: { id: 'user-1', fullName: 'Ana Creator', email: 'ana@example.com' },
    campaign: 'Raya Glow Serum',
    amount: 150,
    currency: 'MYR',
    status: 'scheduled',
    reason: null,
    statusAt: '2026-12-02T02:00:00.000Z',
    railItemId: null,
    ...overrides,
  };
}

/** A scheduled bank batch of `lines` (Ana's one line unless given), its total theirs. */
export function buildPayoutBatch({
  lineItems = [buildPayoutBatchLine()],
  ...overrides
}: Partial<PayoutBatch> = {}): PayoutBatch {
  const lines = Object.fromEntries(
    PAYOUT_LINE_STATUSES.map((status) => [status, lineItems.filter((line) => line.status === status).length]),
  ) as PayoutBatch['lines'];
  return {
    id: '8b1c2d3e-0000-4000-8000-000000000001',
    method: 'bank',
    currency: 'MYR',
    status: 'scheduled',
    total: lineItems.reduce((sum, line) => sum + line.amount, 0),
    lines,
    createdBy: 'admin-1',
    createdAt: '2026-12-02T02:00:00.000Z',
    sentAt: null,
    settledAt: null,
    railBatchId: null,
    lineItems,
    ...overrides,
  };
}
