import type {
  DueReferral,
  PayoutDetails,
  QueueCounts,
  QueueItem,
  SentFile,
  SentReport,
  SentSubmission,
} from '@portal/domain/admin';

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
      rejectionComments: null,
      applicationRejectionComments: null,
      uniqueComment: null,
      ...task,
    },
    campaign: {
      id: '6f1c1f0e-3c4b-4d0e-9a51-1b2c3d4e5f60',
      title: 'Raya Glow Serum',
      taskType: 'POST',
      platform: 'INSTAGRAM',
      currency: 'RM',
      incentive: 150.5,
      requirements: 'At least 5,000 followers',
      instructions: 'Post a photo with the serum',
      uniqueCommentUrl: null,
      requiresReport: false,
      ...campaign,
    },
    influencer: { id: 'user-1', fullName: 'Ana Creator', email: 'ana@example.com', country: 'Malaysia', ...influencer },
    answers: [],
    submission: null,
    report: null,
    payout: null,
    waitingSince: '2025-04-12T06:00:00.000Z',
    ...overrides,
  };
}

export function buildSentFile(overrides: Partial<SentFile> = {}): SentFile {
  return {
    key: 'screenshots/photo.png',
    fileName: 'photo.png',
    contentType: 'image/png',
    role: 'screenshot',
    url: 'https://files.example.com/photo.png?sig=1',
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

export function buildReport(overrides: Partial<SentReport> = {}): SentReport {
  return { id: 'report-1', createdAt: '2025-04-13T06:00:00.000Z', reviewedAt: null, files: [], ...overrides };
}

export function buildPayoutDetails(overrides: Partial<PayoutDetails> = {}): PayoutDetails {
  return {
    paymentMethod: 'Bank Transfer',
    paypalEmail: null,
    bankName: 'Maybank',
    bankAccName: 'Ana Creator',
    bankAccNo: '1234567890',
    nationalityDoc: 'NRIC',
    nric: '960412-10-5678',
    passportNumber: null,
    ...overrides,
  };
}

export function buildDueReferral(overrides: Partial<DueReferral> = {}): DueReferral {
  return {
    id: '0b8f2a5e-6d1c-4f3a-8e2b-9c7d6e5f4a31',
    status: 'REFERRAL-PAYMENT',
    updatedAt: '2025-04-12T06:00:00.000Z',
    campaign: { id: 'campaign-1', title: 'Raya Glow Serum', currency: 'RM', referralFee: 20 },
    referrer: { id: 'user-3', fullName: 'Bella Referrer', email: 'bella@example.com' },
    referred: { id: 'user-4', fullName: 'Chen Friend', email: 'chen@example.com' },
    payout: buildPayoutDetails({
      paymentMethod: 'Paypal',
      paypalEmail: 'bella@paypal.example.com',
      bankName: null,
      bankAccName: null,
      bankAccNo: null,
    }),
    ...overrides,
  };
}

export function pageOf<Item>(items: Item[], overrides: { total?: number; page?: number; pageSize?: number } = {}) {
  return { items, total: items.length, page: 1, pageSize: 10, ...overrides };
}

export function buildQueueCounts(overrides: Partial<QueueCounts> = {}): QueueCounts {
  return { applications: 0, drafts: 0, submissions: 0, reports: 0, payouts: 0, referrals: 0, ...overrides };
}
