/**
 * The page that draws an address: its module (src/app/routes/<module>.tsx, or routes/admin/ for
 * the back office) and the component it exports, `<Module>Route` (`Admin<Module>Route` in the back
 * office) unless `page` names another.
 */
export interface PageOf {
  module: string;
  page?: string;
  /** Shows the account screens' messages (`loadAccountMessages`): its module's go to their catalogue. */
  accountMessages?: true;
}

/** A route: its address, a link to it, and the page it opens signed out, signed in, or in the back office. */
export interface RouteDefinition {
  path: string;
  getHref: (...args: never[]) => string;
  signedOut?: PageOf;
  signedIn?: PageOf;
  admin?: PageOf;
}

const accountPage = (module: string): PageOf => ({ module, accountMessages: true });
/** The legal pages (routes/legal.tsx), the same signed in or out. */
const privacyPage: PageOf = { module: 'legal', page: 'PrivacyRoute', accountMessages: true };
const termsPage: PageOf = { module: 'legal', page: 'TermsRoute', accountMessages: true };

/**
 * Every route of the app, with the function that builds a link to it and the page it opens: the
 * router, its lazy loading, the build's list of each address's files, the account catalogue's
 * files (lingui.config.ts) and the back office's routes all read their pages from here. The first
 * matching address wins: a fixed one goes before a pattern it also matches.
 */
export const paths = {
  home: {
    path: '/',
    getHref: (next?: string) => (next ? `/?${new URLSearchParams({ next }).toString()}` : '/'),
    signedOut: accountPage('sign-in'),
    signedIn: accountPage('dashboard'),
  },
  register: {
    path: '/register',
    getHref: (next?: string) => (next ? `/register?${new URLSearchParams({ next }).toString()}` : '/register'),
    signedOut: accountPage('register'),
  },
  forgotPassword: {
    path: '/forgot-password',
    getHref: () => '/forgot-password',
    signedOut: accountPage('forgot-password'),
  },
  resetPassword: {
    path: '/reset-password',
    getHref: () => '/reset-password',
    signedOut: accountPage('reset-password'),
  },
  campaign: {
    path: '/campaign/:inviteId',
    getHref: (inviteId: string) => `/campaign/${encodeURIComponent(inviteId)}`,
    signedOut: { module: 'campaign-login-prompt' },
    signedIn: { module: 'task-detail' },
  },
  invite: {
    path: '/invite/:inviteId',
    getHref: (inviteId: string) => `/invite/${encodeURIComponent(inviteId)}`,
    signedOut: accountPage('public-invite'),
    signedIn: { module: 'invite' },
  },
  refer: {
    path: '/refer/:referralId',
    getHref: (referralId: string) => `/refer/${encodeURIComponent(referralId)}`,
    signedOut: accountPage('public-referral'),
    signedIn: { module: 'refer' },
  },
  editProfile: {
    path: '/edit-profile',
    getHref: (next?: string) => (next ? `/edit-profile?${new URLSearchParams({ next }).toString()}` : '/edit-profile'),
    signedIn: accountPage('edit-profile'),
  },
  /** The first run's checklist (issue 18); `next` is the page to go on to once it is done. */
  gettingStarted: {
    path: '/getting-started',
    getHref: (next?: string) =>
      next ? `/getting-started?${new URLSearchParams({ next }).toString()}` : '/getting-started',
    signedIn: accountPage('getting-started'),
  },
  bankDetails: { path: '/bank-details', getHref: () => '/bank-details', signedIn: accountPage('bank-details') },
  campaigns: { path: '/campaigns', getHref: () => '/campaigns', signedIn: { module: 'campaigns' } },
  myTasks: { path: '/my-tasks', getHref: () => '/my-tasks', signedIn: { module: 'my-tasks' } },
  completedTasks: {
    path: '/completed-tasks',
    getHref: () => '/completed-tasks',
    signedIn: { module: 'completed-tasks' },
  },
  paymentHistory: {
    path: '/payment-history',
    getHref: () => '/payment-history',
    signedIn: accountPage('payment-history'),
  },
  paymentStatement: {
    path: '/payment-history/statements/:batchId',
    getHref: (batchId: string) => `/payment-history/statements/${encodeURIComponent(batchId)}`,
    signedIn: accountPage('payment-statement'),
  },
  changePassword: {
    path: '/change-password',
    getHref: () => '/change-password',
    signedIn: accountPage('change-password'),
  },
  /** "Your data": the creator's copy of their data, and their other privacy rights (features/privacy's cards). */
  myData: { path: '/my-data', getHref: () => '/my-data', signedIn: accountPage('my-data') },
  // The notification centre and its settings share one module, so one chunk for both.
  notifications: { path: '/notifications', getHref: () => '/notifications', signedIn: accountPage('notifications') },
  notificationSettings: {
    path: '/notification-settings',
    getHref: () => '/notification-settings',
    signedIn: { ...accountPage('notifications'), page: 'NotificationSettingsRoute' },
  },
  /** An e-mail's unsubscribe link (RFC 8058): opens signed in or not, and changes nothing until confirmed. */
  unsubscribe: {
    path: '/unsubscribe/:token',
    getHref: (token: string) => `/unsubscribe/${encodeURIComponent(token)}`,
    signedOut: accountPage('unsubscribe'),
    signedIn: accountPage('unsubscribe'),
  },
  /** The operator's privacy notice and terms of use (LEGAL_DOCUMENTS_DIR): open to all, signed in or not. */
  privacy: { path: '/privacy', getHref: () => '/privacy', signedOut: privacyPage, signedIn: privacyPage },
  terms: { path: '/terms', getHref: () => '/terms', signedOut: termsPage, signedIn: termsPage },
  exampleReport: { path: '/example-report', getHref: () => '/example-report', signedIn: { module: 'example-report' } },
  /** The back office (admins only), loaded only when an admin opens it; its pages are config/admin-paths.ts's. */
  admin: { path: '/admin/*?', getHref: () => '/admin' },
} as const satisfies Record<string, RouteDefinition>;

/** One leading '/' not followed by '/' or '\' (either would leave the site); no whitespace or control characters. */
const SAME_SITE_PATH = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;

/** The path to return to after signing in, taken from a `?next=` value; only same-site paths are accepted. */
export function safeNextPath(next: string | null): string | null {
  return next !== null && SAME_SITE_PATH.test(next) ? next : null;
}
