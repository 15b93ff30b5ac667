import { lazy, Suspense, useLayoutEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { parse as parseRoutePattern } from 'regexparam';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter, useSearchParams, type Parser } from 'wouter';
import { loadAccountMessages } from '@portal/domain/i18n';
import { CatalogueGate } from '@/components/catalogue-gate';
import { PageHeadingSync } from '@/components/page-heading-sync';
import { PageLoader } from '@/components/page-loader';
import { WelcomeScreen } from '@/components/welcome-screen';
import { paths, safeNextPath } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import type { CatalogueLoader } from '@/lib/i18n/locale';
import { preloadCatalogue } from '@/lib/i18n/use-catalogue';
import { signedInHint } from '@/lib/signed-in-hint';

/** A page loaded on first visit, whose code can also be fetched ahead (`preload`). */
type LazyPage<Props = object> = LazyExoticComponent<ComponentType<Props>> & { preload: () => void };

/** Loads a page's module on first visit, or when preloaded; pages are named exports. */
function lazyPage<Name extends string, Props = object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyPage<Props> {
  let loading: Promise<Record<Name, ComponentType<Props>>> | undefined;
  const loadOnce = () => (loading ??= load());
  const page = lazy<ComponentType<Props>>(async () => ({ default: (await loadOnce())[name] }));
  return Object.assign(page, { preload: () => void loadOnce() });
}

/**
 * A page at an address, and the catalogue of its part of the app if it has one of its own (the
 * account screens'); its code and messages can be fetched as soon as the address matches.
 */
interface PageRoute {
  path: string;
  Page: LazyPage;
  catalogue?: CatalogueLoader;
}

/**
 * Fetches the code of every page the address matches at once: the signed-in frame's and its
 * page's, which would otherwise be asked for only once the frame's had arrived.
 */
function preloadMatchedPages(parser: Parser, pathname: string, signedIn: boolean) {
  const page = (signedIn ? signedInPages : signedOutPages).find(({ path }) => matchRoute(parser, path, pathname)[0]);
  if (page) {
    if (signedIn) SignedInRootRoute.preload();
    page.Page.preload();
    if (page.catalogue) preloadCatalogue(page.catalogue);
  }
}

/**
 * Fetches the code of the page at the browser's address as the app starts (main.tsx), before its
 * first render: on a slow phone that render takes a few hundred milliseconds, which the fetches no
 * longer wait for. Signed in or not is the hint the last visit left; the session is still being
 * checked. The router's own parser is wouter's default, regexparam's.
 */
export function preloadPagesOfTheAddress(): void {
  preloadMatchedPages(parseRoutePattern, window.location.pathname, signedInHint.read());
}

/**
 * The same as the auth state and the address change: once the session's check tells otherwise
 * than the hint, the pages of the state it found.
 */
function usePreloadMatchedPages(signedIn: boolean) {
  const [pathname] = useLocation();
  const { parser } = useRouter();
  useLayoutEffect(() => preloadMatchedPages(parser, pathname, signedIn), [parser, pathname, signedIn]);
}

const SignInRoute = lazyPage(() => import('./routes/sign-in'), 'SignInRoute');
const RegisterRoute = lazyPage(() => import('./routes/register'), 'RegisterRoute');
const ForgotPasswordRoute = lazyPage(() => import('./routes/forgot-password'), 'ForgotPasswordRoute');
const ResetPasswordRoute = lazyPage(() => import('./routes/reset-password'), 'ResetPasswordRoute');
const CampaignLoginPromptRoute = lazyPage(() => import('./routes/campaign-login-prompt'), 'CampaignLoginPromptRoute');
const DashboardRoute = lazyPage(() => import('./routes/dashboard'), 'DashboardRoute');
const EditProfileRoute = lazyPage(() => import('./routes/edit-profile'), 'EditProfileRoute');
const GettingStartedRoute = lazyPage(() => import('./routes/getting-started'), 'GettingStartedRoute');
const BankDetailsRoute = lazyPage(() => import('./routes/bank-details'), 'BankDetailsRoute');
const ChangePasswordRoute = lazyPage(() => import('./routes/change-password'), 'ChangePasswordRoute');
const CampaignsRoute = lazyPage(() => import('./routes/campaigns'), 'CampaignsRoute');
const MyTasksRoute = lazyPage(() => import('./routes/my-tasks'), 'MyTasksRoute');
const CompletedTasksRoute = lazyPage(() => import('./routes/completed-tasks'), 'CompletedTasksRoute');
const TaskDetailRoute = lazyPage(() => import('./routes/task-detail'), 'TaskDetailRoute');
const InviteRoute = lazyPage(() => import('./routes/invite'), 'InviteRoute');
const PublicInviteRoute = lazyPage(() => import('./routes/public-invite'), 'PublicInviteRoute');
const ReferRoute = lazyPage(() => import('./routes/refer'), 'ReferRoute');
const PublicReferralRoute = lazyPage(() => import('./routes/public-referral'), 'PublicReferralRoute');
const PaymentHistoryRoute = lazyPage(() => import('./routes/payment-history'), 'PaymentHistoryRoute');
const ExampleReportRoute = lazyPage(() => import('./routes/example-report'), 'ExampleReportRoute');
// The notification centre and its settings share one module, so one load (and one list of files to fetch) for both.
const loadNotifications = () => import('./routes/notifications');
const NotificationsRoute = lazyPage(loadNotifications, 'NotificationsRoute');
const NotificationSettingsRoute = lazyPage(loadNotifications, 'NotificationSettingsRoute');
const UnsubscribeRoute = lazyPage(() => import('./routes/unsubscribe'), 'UnsubscribeRoute');
interface SignedInFrameProps {
  children: ReactNode;
}
// The frame of the signed-in pages: a visitor signing in does not load it.
const SignedInRootRoute = lazyPage<'SignedInRootRoute', SignedInFrameProps>(
  () => import('./routes/signed-in-root'),
  'SignedInRootRoute',
);
// The back office: its code loads only when an admin opens it.
const AdminRootRoute = lazyPage(() => import('./routes/admin/admin-root'), 'AdminRootRoute');

/**
 * Any other path goes to the landing page, keeping the page to return to: a creator signing up from
 * an invite is at `/register?next=/invite/...` when signed in, and the dashboard sends them on.
 */
function ToLanding() {
  const [searchParams] = useSearchParams();
  return <Redirect to={paths.home.getHref(safeNextPath(searchParams.get('next')) ?? undefined)} replace />;
}

const signedOutPages: readonly PageRoute[] = [
  { path: paths.home.path, Page: SignInRoute, catalogue: loadAccountMessages },
  { path: paths.register.path, Page: RegisterRoute, catalogue: loadAccountMessages },
  { path: paths.forgotPassword.path, Page: ForgotPasswordRoute, catalogue: loadAccountMessages },
  { path: paths.resetPassword.path, Page: ResetPasswordRoute, catalogue: loadAccountMessages },
  { path: paths.campaign.path, Page: CampaignLoginPromptRoute },
  { path: paths.invite.path, Page: PublicInviteRoute, catalogue: loadAccountMessages },
  { path: paths.refer.path, Page: PublicReferralRoute, catalogue: loadAccountMessages },
  { path: paths.unsubscribe.path, Page: UnsubscribeRoute, catalogue: loadAccountMessages },
];

const signedInPages: readonly PageRoute[] = [
  { path: paths.home.path, Page: DashboardRoute, catalogue: loadAccountMessages },
  { path: paths.editProfile.path, Page: EditProfileRoute, catalogue: loadAccountMessages },
  { path: paths.gettingStarted.path, Page: GettingStartedRoute, catalogue: loadAccountMessages },
  { path: paths.bankDetails.path, Page: BankDetailsRoute, catalogue: loadAccountMessages },
  { path: paths.campaigns.path, Page: CampaignsRoute },
  { path: paths.campaign.path, Page: TaskDetailRoute },
  { path: paths.invite.path, Page: InviteRoute },
  { path: paths.refer.path, Page: ReferRoute },
  { path: paths.myTasks.path, Page: MyTasksRoute },
  { path: paths.completedTasks.path, Page: CompletedTasksRoute },
  { path: paths.paymentHistory.path, Page: PaymentHistoryRoute, catalogue: loadAccountMessages },
  { path: paths.changePassword.path, Page: ChangePasswordRoute, catalogue: loadAccountMessages },
  { path: paths.exampleReport.path, Page: ExampleReportRoute },
  { path: paths.notifications.path, Page: NotificationsRoute, catalogue: loadAccountMessages },
  { path: paths.notificationSettings.path, Page: NotificationSettingsRoute, catalogue: loadAccountMessages },
  { path: paths.unsubscribe.path, Page: UnsubscribeRoute, catalogue: loadAccountMessages },
];

/** The first page whose address matches, else the landing page. */
function PageSwitch({ pages, children }: { pages: readonly PageRoute[]; children?: ReactNode }) {
  return (
    <Switch>
      {pages.map(({ path, Page, catalogue }) => (
        <Route key={path} path={path}>
          {catalogue ? (
            <CatalogueGate load={catalogue}>
              <Page />
            </CatalogueGate>
          ) : (
            <Page />
          )}
        </Route>
      ))}
      {children}
      <Route>
        <ToLanding />
      </Route>
    </Switch>
  );
}

/** SPEC §2: a welcome screen while the session is checked, then the routes of the auth state. */
export function AppRouter() {
  const { signedIn } = useAuth();
  // While the session is checked, a browser signed in last time fetches the signed-in page's code
  // meanwhile, instead of after the check's round trips.
  const expectSignedIn = signedIn ?? signedInHint.read();
  usePreloadMatchedPages(expectSignedIn);

  if (signedIn === null) {
    return <WelcomeScreen />;
  }
  return (
    <>
      <PageHeadingSync />
      <Suspense fallback={<PageLoader />}>
        {signedIn ? (
          <SignedInRootRoute>
            <PageSwitch pages={signedInPages}>
              {/* Not fetched ahead: only an admin's frame renders it (signed-in-root.tsx). */}
              <Route path={paths.admin.path}>
                <AdminRootRoute />
              </Route>
            </PageSwitch>
          </SignedInRootRoute>
        ) : (
          <PageSwitch pages={signedOutPages} />
        )}
      </Suspense>
    </>
  );
}
