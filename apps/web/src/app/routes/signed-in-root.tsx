import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SignedInLayout } from '@/components/layouts/signed-in-layout';
import { PageLoader } from '@/components/page-loader';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** The frame of every signed-in page: the sidebar layout around the current page. */
export function SignedInRootRoute() {
  const { signOut, loading } = useAuth();

  return (
    <SignedInLayout onSignOut={() => void signOut()} signingOut={loading}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </SignedInLayout>
  );
}
