import type { QueueKind } from '@portal/domain/admin';

/** Every route of the app, with the function that builds a link to it. */
export const paths = {
  home: {
    path: '/',
    getHref: (next?: string) => (next ? `/?${new URLSearchParams({ next }).toString()}` : '/'),
  },
  register: {
    path: '/register',
    getHref: (next?: string) => (next ? `/register?${new URLSearchParams({ next }).toString()}` : '/register'),
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  campaign: {
    path: '/campaign/:inviteId',
    getHref: (inviteId: string) => `/campaign/${encodeURIComponent(inviteId)}`,
  },
  invite: {
    path: '/invite/:inviteId',
    getHref: (inviteId: string) => `/invite/${encodeURIComponent(inviteId)}`,
  },
  refer: {
    path: '/refer/:referralId',
    getHref: (referralId: string) => `/refer/${encodeURIComponent(referralId)}`,
  },
  editProfile: {
    path: '/edit-profile',
    getHref: (next?: string) => (next ? `/edit-profile?${new URLSearchParams({ next }).toString()}` : '/edit-profile'),
  },
  /** The first run's checklist (issue 18); `next` is the page to go on to once it is done. */
  gettingStarted: {
    path: '/getting-started',
    getHref: (next?: string) =>
      next ? `/getting-started?${new URLSearchParams({ next }).toString()}` : '/getting-started',
  },
  bankDetails: { path: '/bank-details', getHref: () => '/bank-details' },
  campaigns: { path: '/campaigns', getHref: () => '/campaigns' },
  myTasks: { path: '/my-tasks', getHref: () => '/my-tasks' },
  completedTasks: { path: '/completed-tasks', getHref: () => '/completed-tasks' },
  paymentHistory: { path: '/payment-history', getHref: () => '/payment-history' },
  changePassword: { path: '/change-password', getHref: () => '/change-password' },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  notificationSettings: { path: '/notification-settings', getHref: () => '/notification-settings' },
  /** An e-mail's unsubscribe link (RFC 8058): opens signed in or not, and changes nothing until confirmed. */
  unsubscribe: {
    path: '/unsubscribe/:token',
    getHref: (token: string) => `/unsubscribe/${encodeURIComponent(token)}`,
  },
  exampleReport: { path: '/example-report', getHref: () => '/example-report' },
  /** The back office (admins only), loaded only when an admin opens it. */
  admin: { path: '/admin/*?', getHref: () => '/admin' },
  adminCampaigns: { path: '/admin/campaigns', getHref: () => '/admin/campaigns' },
  adminNewCampaign: { path: '/admin/campaigns/new', getHref: () => '/admin/campaigns/new' },
  adminCampaign: {
    path: '/admin/campaigns/:campaignId',
    getHref: (campaignId: string) => `/admin/campaigns/${encodeURIComponent(campaignId)}`,
  },
  adminEditCampaign: {
    path: '/admin/campaigns/:campaignId/edit',
    getHref: (campaignId: string) => `/admin/campaigns/${encodeURIComponent(campaignId)}/edit`,
  },
  adminTask: {
    path: '/admin/tasks/:taskId',
    getHref: (taskId: string) => `/admin/tasks/${encodeURIComponent(taskId)}`,
  },
  adminInfluencers: { path: '/admin/influencers', getHref: () => '/admin/influencers' },
  adminQueue: {
    path: '/admin/queues/:kind',
    getHref: (kind: QueueKind) => `/admin/queues/${kind}`,
  },
  adminPayouts: { path: '/admin/payouts', getHref: () => '/admin/payouts' },
  adminExtensions: { path: '/admin/queues/extensions', getHref: () => '/admin/queues/extensions' },
  adminMessages: { path: '/admin/messages', getHref: () => '/admin/messages' },
} as const;

/** One leading '/' not followed by '/' or '\' (either would leave the site); no whitespace or control characters. */
const SAME_SITE_PATH = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;

/** The path to return to after signing in, taken from a `?next=` value; only same-site paths are accepted. */
export function safeNextPath(next: string | null): string | null {
  return next !== null && SAME_SITE_PATH.test(next) ? next : null;
}
