import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useRoutes, useSearchParams, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { WelcomeScreen } from '@/components/welcome-screen';
import { paths, safeNextPath } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { SignedInRootRoute } from './routes/signed-in-root';

/** Loads a page's module on first visit; pages are named exports. */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
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
  {
    element: <SignedInRootRoute />,
    children: [
      { path: paths.home.path, element: <DashboardRoute /> },
      { path: paths.editProfile.path, element: <EditProfileRoute /> },
      { path: paths.bankDetails.path, element: <BankDetailsRoute /> },
      { path: paths.campaigns.path, element: <CampaignsRoute /> },
      { path: paths.campaign.path, element: <TaskDetailRoute /> },
      { path: paths.invite.path, element: <InviteRoute /> },
      { path: paths.refer.path, element: <ReferRoute /> },
      { path: paths.myTasks.path, element: <MyTasksRoute /> },
      { path: paths.completedTasks.path, element: <CompletedTasksRoute /> },
      { path: paths.paymentHistory.path, element: <PaymentHistoryRoute /> },
      { path: paths.changePassword.path, element: <ChangePasswordRoute /> },
      { path: paths.exampleReport.path, element: <ExampleReportRoute /> },
      { path: paths.admin.path, element: <AdminRootRoute /> },
      { path: '*', element: toLanding },
    ],
  },
];

/** SPEC §2: a welcome screen while the session is checked, then the routes of the auth state. */
export function AppRouter() {
  const { signedIn } = useAuth();
  const page = useRoutes(signedIn ? signedInRoutes : signedOutRoutes);

  if (signedIn === null) {
    return <WelcomeScreen />;
  }
  return <Suspense fallback={<PageLoader />}>{page}</Suspense>;
}
