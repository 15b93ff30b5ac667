/** Every route of the app, with the function that builds a link to it. */
export const paths = {
  home: {
    path: '/',
    getHref: (next?: string) => (next ? `/?${new URLSearchParams({ next }).toString()}` : '/'),
  },
  register: { path: '/register', getHref: () => '/register' },
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
  bankDetails: { path: '/bank-details', getHref: () => '/bank-details' },
  campaigns: { path: '/campaigns', getHref: () => '/campaigns' },
  myTasks: { path: '/my-tasks', getHref: () => '/my-tasks' },
  completedTasks: { path: '/completed-tasks', getHref: () => '/completed-tasks' },
  paymentHistory: { path: '/payment-history', getHref: () => '/payment-history' },
  changePassword: { path: '/change-password', getHref: () => '/change-password' },
  exampleReport: { path: '/example-report', getHref: () => '/example-report' },
} as const;

/** One leading '/' not followed by '/' or '\' (either would leave the site); no whitespace or control characters. */
const SAME_SITE_PATH = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;

/** The path to return to after signing in, taken from a `?next=` value; only same-site paths are accepted. */
export function safeNextPath(next: string | null): string | null {
  return next !== null && SAME_SITE_PATH.test(next) ? next : null;
}
