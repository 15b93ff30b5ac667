import type { AdminTask, Campaign, CampaignSummary, SentFile, TaskEvent } from '@portal/domain/admin';
import type { User } from '@portal/domain/auth';
import { buildUser } from '@/testing/fixtures';

export const CAMPAIGN_ID = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
export const QUESTION_IDS = ['0a1b2c3d-0000-4000-8000-000000000001', '0a1b2c3d-0000-4000-8000-000000000002'] as const;

/** A campaign manager with a complete profile. */
export const buildAdmin = (overrides: Partial<User> = {}): User =>
  buildUser({ id: 'admin-1', fullName: 'Maya Manager', email: 'maya@example.com', role: 'admin', ...overrides });

export function buildCampaignSummary(overrides: Partial<CampaignSummary> = {}): CampaignSummary {
  return {
    id: CAMPAIGN_ID,
    title: 'Raya Glow Serum',
    brandLogoUrl: 'https://cdn.example.com/glow.png',
    taskType: 'POST',
    platform: 'INSTAGRAM',
    currency: 'RM',
    incentive: 150.5,
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
    requirements: 'At least 5,000 followers',
    instructions: 'Post a photo with the serum',
    uniqueCommentUrl: null,
    referralFee: null,
    referralCriteria: null,
    referralInstructions: null,
    requiresReport: false,
    screeningQuestions: [],
    invites: [],
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
    createdAt: '2026-11-02T02:00:00.000Z',
    ...overrides,
  };
}

type AdminTaskOverrides = Partial<Omit<AdminTask, 'task'>> & { task?: Partial<AdminTask['task']> };

export function buildAdminTask({ task, ...overrides }: AdminTaskOverrides = {}): AdminTask {
  return {
    task: {
      id: 'task-9',
      status: 'APPLIED',
      updatedAt: '2026-11-02T02:00:00.000Z',
      submissionDate: null,
      draftApproved: false,
      draftComment: null,
      rejectionComments: null,
      applicationRejectionComments: null,
      uniqueComment: null,
      ...task,
    },
    campaign: {
      id: CAMPAIGN_ID,
      title: 'Raya Glow Serum',
      taskType: 'POST',
      platform: 'INSTAGRAM',
      currency: 'RM',
      incentive: 150.5,
      requirements: 'At least 5,000 followers',
      instructions: 'Post a photo with the serum',
      uniqueCommentUrl: null,
      requiresReport: false,
    },
    influencer: { id: 'user-1', fullName: 'Ana Creator', email: 'ana@example.com', country: 'Malaysia' },
    answers: [],
    payout: null,
    submissions: [],
    reports: [],
    events: [buildTaskEvent()],
    ...overrides,
  };
}
