import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, useSearchParams, type RouteObject } from 'react-router';
import { PageHeadingSync } from '@/components/page-heading-sync';
import { PageLoader } from '@/components/page-loader';
import { WelcomeScreen } from '@/components/welcome-screen';
import { paths, safeNextPath } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { signedInHint } from '@/lib/signed-in-hint';

/** A page loaded on first visit, whose code can also be fetched ahead (`preload`). */
type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => void };

/** Loads a page's module on first visit, or when preloaded; pages are named exports. */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): LazyPage {
  let loading: Promise<Record<Name, ComponentType>> | undefined;
  const loadOnce = () => (loading ??= load());
  const page = lazy<ComponentType>(async () => ({ default: (await loadOnce())[name] }));
  return Object.assign(page, { preload: () => void loadOnce() });
}

/** The route's element is this page: its code can be fetched as soon as the route matches. */
function pageRoute(path: string | undefined, Page: LazyPage, children?: RouteObject[]): RouteObject {
  return { path, element: <Page />, handle: Page, children };
}

/**
 * Fetches the code of every page the address matches at once: a nested page's code would
 * otherwise be asked for only once its frame's had arrived.
 */
function usePreloadMatchedPages(routes: RouteObject[]) {
  const { pathname } = useLocation();
  useEffect(() => {
    for (const { route } of matchRoutes(routes, pathname) ?? []) {
      (route.handle as LazyPage | undefined)?.preload();
    }
  }, [routes, pathname]);
}

const SignInRoute = lazyPage(() => import('./routes/sign-in'), 'SignInRoute');
const RegisterRoute = lazyPage(() => import('./routes/register'), 'RegisterRoute');
const ForgotPasswordRoute = lazyPage(() => import('./routes/forgot-password'), 'ForgotPasswordRoute');
const ResetPasswordRoute = lazyPage(() => import('./routes/reset-password'), 'ResetPasswordRoute');
const CampaignLoginPromptRoute = lazyPage(() => import('./routes/campaign-login-prompt'), 'CampaignLoginPromptRoute');
const DashboardRoute = lazyPage(() => import('./routes/dashboard'), 'DashboardRoute');
const EditProfileRoute = lazyPage(() => import('./routes/edit-profile'), 'EditProfileRoute');
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
// The frame of the signed-in pages: a visitor signing in does not load it.
const SignedInRootRoute = lazyPage(() => import('./routes/signed-in-root'), 'SignedInRootRoute');
// The back office: its code loads only when an admin opens it.
const AdminRootRoute = lazyPage(() => import('./routes/admin/admin-root'), 'AdminRootRoute');

/**
 * Any other path goes to the landing page, keeping the page to return to: a creator signing up from
 * an invite is at `/register?next=/invite/...` when signed in, and the dashboard sends them on.
 */
function ToLanding() {
  const [searchParams] = useSearchParams();
  return <Navigate to={paths.home.getHref(safeNextPath(searchParams.get('next')) ?? undefined)} replace />;
}
const toLanding = <ToLanding />;

const signedOutRoutes: RouteObject[] = [
  { path: paths.home.path, element: <SignInRoute /> },
  { path: paths.register.path, element: <RegisterRoute /> },
  { path: paths.forgotPassword.path, element: <ForgotPasswordRoute /> },
  { path: paths.resetPassword.path, element: <ResetPasswordRoute /> },
  { path: paths.campaign.path, element: <CampaignLoginPromptRoute /> },
  { path: paths.invite.path, element: <PublicInviteRoute /> },
  { path: paths.refer.path, element: <PublicReferralRoute /> },
  { path: '*', element: toLanding },
];

const signedInRoutes: RouteObject[] = [
  pageRoute(undefined, SignedInRootRoute, [
    pageRoute(paths.home.path, DashboardRoute),
    pageRoute(paths.editProfile.path, EditProfileRoute),
    pageRoute(paths.bankDetails.path, BankDetailsRoute),
    pageRoute(paths.campaigns.path, CampaignsRoute),
    pageRoute(paths.campaign.path, TaskDetailRoute),
    pageRoute(paths.invite.path, InviteRoute),
    pageRoute(paths.refer.path, ReferRoute),
    pageRoute(paths.myTasks.path, MyTasksRoute),
    pageRoute(paths.completedTasks.path, CompletedTasksRoute),
    pageRoute(paths.paymentHistory.path, PaymentHistoryRoute),
    pageRoute(paths.changePassword.path, ChangePasswordRoute),
    pageRoute(paths.exampleReport.path, ExampleReportRoute),
    // Not fetched ahead: only an admin's frame renders it (signed-in-root.tsx).
    { path: paths.admin.path, element: <AdminRootRoute /> },
    { path: '*', element: toLanding },
  ]),
];

/** SPEC §2: a welcome screen while the session is checked, then the routes of the auth state. */
export function AppRouter() {
  const { signedIn } = useAuth();
  const routes = signedIn ? signedInRoutes : signedOutRoutes;
  // While the session is checked, a browser signed in last time fetches the signed-in page's code
  // meanwhile, instead of after the check's round trips.
  usePreloadMatchedPages(signedIn === null && signedInHint.read() ? signedInRoutes : routes);
  const page = useRoutes(routes);

  if (signedIn === null) {
    return <WelcomeScreen />;
  }
  return (
    <>
      <PageHeadingSync />
      <Suspense fallback={<PageLoader />}>{page}</Suspense>
    </>
  );
}
