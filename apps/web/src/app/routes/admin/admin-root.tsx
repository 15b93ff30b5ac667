import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { AdminCampaignRoute } from './campaign';
import { AdminCampaignFormRoute } from './campaign-form';
import { AdminCampaignsRoute } from './campaigns';
import { AdminTaskRoute } from './task';

function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const AdminInfluencersRoute = lazyPage(() => import('./influencers'), 'AdminInfluencersRoute');
const AdminQueuesRoute = lazyPage(() => import('./queues'), 'AdminQueuesRoute');
const AdminPayoutsRoute = lazyPage(() => import('./payouts'), 'AdminPayoutsRoute');

const toQueues = <Navigate to={paths.adminQueue.getHref('applications')} replace />;

/**
 * `/admin/*`, the back office (campaign managers only): its own frame and navigation around the
 * back-office pages. Only an admin's frame renders it (signed-in-root.tsx); the API refuses
 * anyone else as well.
 */
export function AdminRootRoute() {
  const { user, signOut, loading } = useAuth();

  if (!user) {
    return <PageLoader />;
  }
  return (
    <AdminLayout onSignOut={() => void signOut()} signingOut={loading}>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route index element={toQueues} />
          <Route path="campaigns" element={<AdminCampaignsRoute />} />
          <Route path="campaigns/new" element={<AdminCampaignFormRoute />} />
          <Route path="campaigns/:campaignId" element={<AdminCampaignRoute />} />
          <Route path="campaigns/:campaignId/edit" element={<AdminCampaignFormRoute />} />
          <Route path="tasks/:taskId" element={<AdminTaskRoute />} />
          <Route path="influencers" element={<AdminInfluencersRoute />} />
          <Route path="queues/:kind" element={<AdminQueuesRoute />} />
          <Route path="payouts" element={<AdminPayoutsRoute />} />
          <Route path="*" element={toQueues} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
