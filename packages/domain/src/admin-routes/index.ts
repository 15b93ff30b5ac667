/**
 * The back office's API calls as the web app makes them (see `../routes`), apart from the
 * creator's: they load with the back office's pages, not with every page's first load.
 */
import type * as contracts from '../api/index.ts';
import { route, type RoutesOf } from '../routes/route.ts';

type AdminCampaignsContracts = typeof contracts.adminCampaignsApi;
export const adminCampaignsApi = {
  list: route<AdminCampaignsContracts['list']>('GET', '/api/admin/campaigns', 'admin', 'json'),
  create: route<AdminCampaignsContracts['create']>('POST', '/api/admin/campaigns', 'admin', 'json'),
  get: route<AdminCampaignsContracts['get']>('GET', '/api/admin/campaigns/:campaignId', 'admin', 'json'),
  update: route<AdminCampaignsContracts['update']>('PUT', '/api/admin/campaigns/:campaignId', 'admin', 'empty'),
  duplicate: route<AdminCampaignsContracts['duplicate']>(
    'POST',
    '/api/admin/campaigns/:campaignId/duplicate',
    'admin',
    'json',
  ),
  close: route<AdminCampaignsContracts['close']>('POST', '/api/admin/campaigns/:campaignId/close', 'admin', 'empty'),
  createInvite: route<AdminCampaignsContracts['createInvite']>(
    'POST',
    '/api/admin/campaigns/:campaignId/invites',
    'admin',
    'json',
  ),
  tasks: route<AdminCampaignsContracts['tasks']>('GET', '/api/admin/campaigns/:campaignId/tasks', 'admin', 'json'),
  invite: route<AdminCampaignsContracts['invite']>('POST', '/api/admin/campaigns/:campaignId/tasks', 'admin', 'json'),
  assignCaptions: route<AdminCampaignsContracts['assignCaptions']>(
    'PUT',
    '/api/admin/campaigns/:campaignId/captions',
    'admin',
    'json',
  ),
} satisfies RoutesOf<AdminCampaignsContracts>;

type AdminInfluencersContracts = typeof contracts.adminInfluencersApi;
export const adminInfluencersApi = {
  list: route<AdminInfluencersContracts['list']>('GET', '/api/admin/influencers', 'admin', 'json'),
  ban: route<AdminInfluencersContracts['ban']>('PUT', '/api/admin/influencers/:userId/ban', 'admin', 'empty'),
  unban: route<AdminInfluencersContracts['unban']>('DELETE', '/api/admin/influencers/:userId/ban', 'admin', 'empty'),
} satisfies RoutesOf<AdminInfluencersContracts>;

type AdminPayoutsContracts = typeof contracts.adminPayoutsApi;
export const adminPayoutsApi = {
  start: route<AdminPayoutsContracts['start']>('POST', '/api/admin/payouts/start', 'admin', 'json'),
  export: route<AdminPayoutsContracts['export']>('POST', '/api/admin/payouts/export', 'admin', 'json'),
  paid: route<AdminPayoutsContracts['paid']>('GET', '/api/admin/payouts/paid', 'admin', 'json'),
  dueReferrals: route<AdminPayoutsContracts['dueReferrals']>('GET', '/api/admin/referrals', 'admin', 'json'),
} satisfies RoutesOf<AdminPayoutsContracts>;

type AdminPayoutBatchesContracts = typeof contracts.adminPayoutBatchesApi;
export const adminPayoutBatchesApi = {
  due: route<AdminPayoutBatchesContracts['due']>('GET', '/api/admin/payout-batches/due', 'admin', 'json'),
  schedule: route<AdminPayoutBatchesContracts['schedule']>('POST', '/api/admin/payout-batches', 'admin', 'json'),
  list: route<AdminPayoutBatchesContracts['list']>('GET', '/api/admin/payout-batches', 'admin', 'json'),
  get: route<AdminPayoutBatchesContracts['get']>('GET', '/api/admin/payout-batches/:batchId', 'admin', 'json'),
  send: route<AdminPayoutBatchesContracts['send']>('POST', '/api/admin/payout-batches/:batchId/send', 'admin', 'json'),
  refresh: route<AdminPayoutBatchesContracts['refresh']>(
    'POST',
    '/api/admin/payout-batches/:batchId/refresh',
    'admin',
    'json',
  ),
  file: route<AdminPayoutBatchesContracts['file']>('GET', '/api/admin/payout-batches/:batchId/file', 'admin', 'json'),
  statement: route<AdminPayoutBatchesContracts['statement']>(
    'POST',
    '/api/admin/payout-batches/:batchId/statement',
    'admin',
    'json',
  ),
} satisfies RoutesOf<AdminPayoutBatchesContracts>;

type AdminExtensionsContracts = typeof contracts.adminExtensionsApi;
export const adminExtensionsApi = {
  queue: route<AdminExtensionsContracts['queue']>('GET', '/api/admin/extensions', 'admin', 'json'),
  decide: route<AdminExtensionsContracts['decide']>('PUT', '/api/admin/extensions/:extensionId', 'admin', 'empty'),
} satisfies RoutesOf<AdminExtensionsContracts>;

type AdminQueuesContracts = typeof contracts.adminQueuesApi;
export const adminQueuesApi = {
  counts: route<AdminQueuesContracts['counts']>('GET', '/api/admin/queues', 'admin', 'json'),
  page: route<AdminQueuesContracts['page']>('GET', '/api/admin/queues/:kind', 'admin', 'json'),
  approve: route<AdminQueuesContracts['approve']>('POST', '/api/admin/queues/:kind/approve', 'admin', 'json'),
} satisfies RoutesOf<AdminQueuesContracts>;

type AdminMessagesContracts = typeof contracts.adminMessagesApi;
export const adminMessagesApi = {
  thread: route<AdminMessagesContracts['thread']>('GET', '/api/admin/tasks/:taskId/thread', 'admin', 'json'),
  send: route<AdminMessagesContracts['send']>('POST', '/api/admin/tasks/:taskId/messages', 'admin', 'json'),
  read: route<AdminMessagesContracts['read']>('POST', '/api/admin/tasks/:taskId/thread/read', 'admin', 'empty'),
  queue: route<AdminMessagesContracts['queue']>('GET', '/api/admin/queues/messages', 'admin', 'json'),
} satisfies RoutesOf<AdminMessagesContracts>;

type AdminReviewContracts = typeof contracts.adminReviewApi;
export const adminReviewApi = {
  task: route<AdminReviewContracts['task']>('GET', '/api/admin/tasks/:taskId', 'admin', 'json'),
  review: route<AdminReviewContracts['review']>('PUT', '/api/admin/tasks/:taskId/review', 'admin', 'empty'),
  undo: route<AdminReviewContracts['undo']>('PUT', '/api/admin/tasks/:taskId/undo', 'admin', 'empty'),
  setCaption: route<AdminReviewContracts['setCaption']>('PUT', '/api/admin/tasks/:taskId/caption', 'admin', 'empty'),
  decideApplication: route<AdminReviewContracts['decideApplication']>(
    'PUT',
    '/api/admin/tasks/:taskId/application',
    'admin',
    'empty',
  ),
  decideReferral: route<AdminReviewContracts['decideReferral']>(
    'PUT',
    '/api/admin/referrals/:referralId',
    'admin',
    'empty',
  ),
} satisfies RoutesOf<AdminReviewContracts>;

type AdminPersonalDataContracts = typeof contracts.adminPersonalDataApi;
export const adminPersonalDataApi = {
  reveal: route<AdminPersonalDataContracts['reveal']>(
    'POST',
    '/api/admin/influencers/:userId/personal-data',
    'admin',
    'json',
  ),
} satisfies RoutesOf<AdminPersonalDataContracts>;

type AdminCreatorsContracts = typeof contracts.adminCreatorsApi;
export const adminCreatorsApi = {
  profile: route<AdminCreatorsContracts['profile']>('GET', '/api/admin/influencers/:userId/profile', 'admin', 'json'),
  rating: route<AdminCreatorsContracts['rating']>('GET', '/api/admin/tasks/:taskId/rating', 'admin', 'json'),
  rate: route<AdminCreatorsContracts['rate']>('PUT', '/api/admin/tasks/:taskId/rating', 'admin', 'empty'),
} satisfies RoutesOf<AdminCreatorsContracts>;

type AdminReportsContracts = typeof contracts.adminReportsApi;
export const adminReportsApi = {
  campaign: route<AdminReportsContracts['campaign']>('GET', '/api/admin/campaigns/:campaignId/report', 'admin', 'json'),
  csv: route<AdminReportsContracts['csv']>('GET', '/api/admin/campaigns/:campaignId/report.csv', 'admin', 'json'),
} satisfies RoutesOf<AdminReportsContracts>;

type AdminAccountErasureContracts = typeof contracts.adminAccountErasureApi;
export const adminAccountErasureApi = {
  erase: route<AdminAccountErasureContracts['erase']>('POST', '/api/admin/influencers/:userId/erase', 'admin', 'empty'),
} satisfies RoutesOf<AdminAccountErasureContracts>;
