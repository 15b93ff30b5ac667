import type { QueueKind } from '@portal/domain/admin';
import type { RouteDefinition } from './paths.ts';

/**
 * The back office's pages (src/app/routes/admin), drawn inside its frame (admin-root.tsx): apart
 * from `paths`, so that the creator's pages do not load them.
 */
export const adminPaths = {
  adminCampaigns: { path: '/admin/campaigns', getHref: () => '/admin/campaigns', admin: { module: 'campaigns' } },
  adminNewCampaign: {
    path: '/admin/campaigns/new',
    getHref: () => '/admin/campaigns/new',
    admin: { module: 'campaign-form' },
  },
  adminCampaign: {
    path: '/admin/campaigns/:campaignId',
    getHref: (campaignId: string) => `/admin/campaigns/${encodeURIComponent(campaignId)}`,
    admin: { module: 'campaign' },
  },
  adminEditCampaign: {
    path: '/admin/campaigns/:campaignId/edit',
    getHref: (campaignId: string) => `/admin/campaigns/${encodeURIComponent(campaignId)}/edit`,
    admin: { module: 'campaign-form' },
  },
  adminCampaignReport: {
    path: '/admin/campaigns/:campaignId/report',
    getHref: (campaignId: string) => `/admin/campaigns/${encodeURIComponent(campaignId)}/report`,
    admin: { module: 'campaign-report' },
  },
  adminTask: {
    path: '/admin/tasks/:taskId',
    getHref: (taskId: string) => `/admin/tasks/${encodeURIComponent(taskId)}`,
    admin: { module: 'task' },
  },
  adminInfluencers: {
    path: '/admin/influencers',
    getHref: () => '/admin/influencers',
    admin: { module: 'influencers' },
  },
  adminInfluencer: {
    path: '/admin/influencers/:userId',
    getHref: (userId: string) => `/admin/influencers/${encodeURIComponent(userId)}`,
    admin: { module: 'influencer' },
  },
  adminExtensions: {
    path: '/admin/queues/extensions',
    getHref: () => '/admin/queues/extensions',
    admin: { module: 'extensions' },
  },
  adminQueue: {
    path: '/admin/queues/:kind',
    getHref: (kind: QueueKind) => `/admin/queues/${kind}`,
    admin: { module: 'queues' },
  },
  adminMessages: { path: '/admin/messages', getHref: () => '/admin/messages', admin: { module: 'messages' } },
  adminPayouts: { path: '/admin/payouts', getHref: () => '/admin/payouts', admin: { module: 'payouts' } },
  adminPayoutBatches: {
    path: '/admin/payout-batches',
    getHref: () => '/admin/payout-batches',
    admin: { module: 'payout-batches' },
  },
  adminPayoutBatch: {
    path: '/admin/payout-batches/:batchId',
    getHref: (batchId: string) => `/admin/payout-batches/${encodeURIComponent(batchId)}`,
    admin: { module: 'payout-batch' },
  },
} as const satisfies Record<string, RouteDefinition>;
