import { lazy, Suspense, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { isFollowerDataStale } from '@portal/domain/profile';
import { SignedInLayout } from '@/components/layouts/signed-in-layout';
import { BackOfficeLinkContext } from '@/components/layouts/sidebar-nav';
import { PageLoader } from '@/components/page-loader';
import { paths, safeNextPath } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { offlineSession } from '@/lib/offline-session';
import { useLiveUpdates } from '../live/use-live-updates';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

// Only someone who is not an admin, at a back-office address, sees it: its code and messages load then.
const NoBackOfficeAccess = lazy(async () => ({
  default: (await import('@/features/back-office/shared/components/no-back-office-access')).NoBackOfficeAccess,
}));

// Only someone the session says must agree to the terms or the privacy notice loads it.
const ConsentGate = lazy(() => import('@/features/privacy/components/consent-gate'));

const isBackOfficePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/** The pages that apply for a campaign: an invite's and a referral's (SPEC §2). */
const isApplyPath = (pathname: string) =>
  pathname.startsWith(paths.invite.getHref('')) || pathname.startsWith(paths.refer.getHref(''));

/**
 * The page to open after Getting started or Edit Profile: the one asked for, or the one a sign-in
 * or sign-up page was to return to; none from a sign-in or sign-up page that had none (the
 * dashboard then, not the sign-up page again).
 */
function returnPath(pathname: string, search: string): string | undefined {
  if (pathname === paths.home.path || pathname === paths.register.path) {
    return safeNextPath(new URLSearchParams(search).get('next')) ?? undefined;
  }
  return `${pathname}${search ? `?${search}` : ''}${window.location.hash}`;
}

/**
 * The frame of every signed-in page: the sidebar layout around the current page. A creator whose
 * follower counts are stale (SPEC §4) is kept on Edit Profile until they save them, then
 * returns to the page they were opening; one whose profile is incomplete besides (a new account)
 * is kept on Getting started instead, except on the invite or referral they signed up from: SPEC's
 * flow applies right after sign-up, and Getting started follows the application. An admin keeps no
 * follower counts, and in the back office (`/admin...`) has a frame of its own; anyone else there
 * is told so without the back office's code being fetched. Both frames' pages are kept live.
 */
export function SignedInRootRoute({ children }: { children: ReactNode }) {
  const { user, signOut, loading } = useAuth();
  const [pathname] = useLocation();
  const search = useSearch();
  useLiveUpdates(user?.id);
  const isAdmin = user?.role === 'admin';
  if (isAdmin && isBackOfficePath(pathname)) {
    return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
  }
  const keptPages: string[] = [paths.editProfile.getHref(), paths.gettingStarted.getHref()];
  // Offline, the user recalled lacks the fields that say so (a birth date): their copy says instead.
  const newAccount = user !== null && offlineSession.profileIncomplete(user);
  const mustUpdateFollowers =
    user !== null &&
    !isAdmin &&
    isFollowerDataStale(user.socialMediaFollowers.updatedAt) &&
    !keptPages.includes(pathname) &&
    !(newAccount && isApplyPath(pathname)) &&
    // An e-mail's unsubscribe link does what it says, whatever the profile's state.
    !pathname.startsWith(paths.unsubscribe.getHref(''));
  const keptOn = newAccount ? paths.gettingStarted : paths.editProfile;

  return (
    <BackOfficeLinkContext value={isAdmin}>
      <SignedInLayout onSignOut={() => void signOut()} signingOut={loading} tools={<NotificationBell />}>
        {mustUpdateFollowers ? (
          <Redirect to={keptOn.getHref(returnPath(pathname, search))} replace />
        ) : isBackOfficePath(pathname) ? (
          <Suspense fallback={<PageLoader />}>
            <NoBackOfficeAccess />
          </Suspense>
        ) : (
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        )}
        {user?.consentsDue?.length ? (
          <Suspense>
            <ConsentGate onSignOut={() => void signOut()} />
          </Suspense>
        ) : null}
      </SignedInLayout>
    </BackOfficeLinkContext>
  );
}
