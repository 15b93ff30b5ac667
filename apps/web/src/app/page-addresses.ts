// With its extension and no `@` alias: the build's config (vite.config.ts) reads this module too.
import { paths } from '../config/paths.ts';

/** A page at an address: the component a module of src/app/routes exports. */
export interface PageAddress {
  path: string;
  /** The page's module, src/app/routes/<module>.tsx. */
  module: string;
  /** The component it exports. */
  page: string;
  /** Shows the account screens' messages (`loadAccountMessages`), fetched with its code. */
  accountMessages?: true;
}

/**
 * Which page each address opens, signed out and signed in, the first match winning. The router
 * draws them (router.tsx), and the build lists each one's files (vite.config.ts), which the server
 * names in the page it sends for that address, so the browser fetches them with the entry's.
 */
export const signedOutPageAddresses: readonly PageAddress[] = [
  { path: paths.home.path, module: 'sign-in', page: 'SignInRoute', accountMessages: true },
  { path: paths.register.path, module: 'register', page: 'RegisterRoute', accountMessages: true },
  { path: paths.forgotPassword.path, module: 'forgot-password', page: 'ForgotPasswordRoute', accountMessages: true },
  { path: paths.resetPassword.path, module: 'reset-password', page: 'ResetPasswordRoute', accountMessages: true },
  { path: paths.campaign.path, module: 'campaign-login-prompt', page: 'CampaignLoginPromptRoute' },
  { path: paths.invite.path, module: 'public-invite', page: 'PublicInviteRoute', accountMessages: true },
  { path: paths.refer.path, module: 'public-referral', page: 'PublicReferralRoute', accountMessages: true },
  { path: paths.unsubscribe.path, module: 'unsubscribe', page: 'UnsubscribeRoute', accountMessages: true },
];

export const signedInPageAddresses: readonly PageAddress[] = [
  { path: paths.home.path, module: 'dashboard', page: 'DashboardRoute', accountMessages: true },
  { path: paths.editProfile.path, module: 'edit-profile', page: 'EditProfileRoute', accountMessages: true },
  { path: paths.gettingStarted.path, module: 'getting-started', page: 'GettingStartedRoute', accountMessages: true },
  { path: paths.bankDetails.path, module: 'bank-details', page: 'BankDetailsRoute', accountMessages: true },
  { path: paths.campaigns.path, module: 'campaigns', page: 'CampaignsRoute' },
  { path: paths.campaign.path, module: 'task-detail', page: 'TaskDetailRoute' },
  { path: paths.invite.path, module: 'invite', page: 'InviteRoute' },
  { path: paths.refer.path, module: 'refer', page: 'ReferRoute' },
  { path: paths.myTasks.path, module: 'my-tasks', page: 'MyTasksRoute' },
  { path: paths.completedTasks.path, module: 'completed-tasks', page: 'CompletedTasksRoute' },
  { path: paths.paymentHistory.path, module: 'payment-history', page: 'PaymentHistoryRoute', accountMessages: true },
  { path: paths.changePassword.path, module: 'change-password', page: 'ChangePasswordRoute', accountMessages: true },
  { path: paths.exampleReport.path, module: 'example-report', page: 'ExampleReportRoute' },
  // The notification centre and its settings share one module, so one chunk for both.
  {
    path: paths.notifications.path,
    module: 'notifications',
    page: 'NotificationsRoute',
    accountMessages: true,
  },
  {
    path: paths.notificationSettings.path,
    module: 'notifications',
    page: 'NotificationSettingsRoute',
    accountMessages: true,
  },
  { path: paths.unsubscribe.path, module: 'unsubscribe', page: 'UnsubscribeRoute', accountMessages: true },
];

/** The frame around every signed-in page: a visitor signing in does not load it. */
export const SIGNED_IN_FRAME = { module: 'signed-in-root', page: 'SignedInRootRoute' } as const;
