import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isFollowerDataStale } from '@portal/domain/profile';
import { SignedInLayout } from '@/components/layouts/signed-in-layout';
import { BackOfficeLinkContext } from '@/components/layouts/sidebar-nav';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';

const isBackOfficePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * The frame of every signed-in page: the sidebar layout around the current page. A creator whose
 * follower counts are stale (SPEC §4) is kept on Edit Profile until they save them, then
 * returns to the page they were opening (e.g. the invite they signed up from). An admin keeps no
 * follower counts, and in the back office (`/admin...`) has a frame of its own.
 */
export function SignedInRootRoute() {
  const { user, signOut, loading } = useAuth();
  const { pathname, search, hash } = useLocation();
  const isAdmin = user?.role === 'admin';
  if (isAdmin && isBackOfficePath(pathname)) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    );
  }
  const mustUpdateFollowers =
    user !== null &&
    !isAdmin &&
    isFollowerDataStale(user.socialMediaFollowers.updatedAt) &&
    pathname !== paths.editProfile.getHref();

  return (
    <BackOfficeLinkContext value={isAdmin}>
      <SignedInLayout onSignOut={() => void signOut()} signingOut={loading}>
        {mustUpdateFollowers ? (
          <Navigate to={paths.editProfile.getHref(`${pathname}${search}${hash}`)} replace />
        ) : (
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        )}
      </SignedInLayout>
    </BackOfficeLinkContext>
  );
}
