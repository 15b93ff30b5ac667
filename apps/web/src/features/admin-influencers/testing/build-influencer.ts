import type { CampaignSummary, Influencer, InfluencerPage } from '@portal/domain/admin';

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
    createdAt: '2025-01-02T06:00:00.000Z',
    ...overrides,
  };
}

export function influencerPage(items: Influencer[], overrides: Partial<InfluencerPage> = {}): InfluencerPage {
  return { items, total: items.length, page: 1, pageSize: 25, ...overrides };
}

export function buildCampaignSummary(overrides: Partial<CampaignSummary> = {}): CampaignSummary {
  return {
    id: '6f1c1f0e-3c4b-4d0e-9a51-1b2c3d4e5f60',
    title: 'Raya Glow Serum',
    brandLogoUrl: null,
    taskType: 'POST',
    platform: 'INSTAGRAM',
    currency: 'RM',
    incentive: 150,
    deadline: '2030-01-01T00:00:00.000Z',
    closedAt: null,
    createdAt: '2025-04-01T00:00:00.000Z',
    taskCounts: {},
    ...overrides,
  };
}
