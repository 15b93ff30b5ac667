import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { loadAdminMessages } from '@portal/domain/i18n';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { CATALOGUE_LOAD_FAILED, useCatalogue } from '@/lib/i18n/use-catalogue';
import { AdminCampaignRoute } from './campaign';
import { AdminCampaignFormRoute } from './campaign-form';
import { AdminCampaignsRoute } from './campaigns';
import { AdminTaskRoute } from './task';

/** A page loaded on first visit; pages are named exports. */
const lazyPage = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

const AdminInfluencersRoute = lazyPage(async () => (await import('./influencers')).AdminInfluencersRoute);
const AdminQueuesRoute = lazyPage(async () => (await import('./queues')).AdminQueuesRoute);
const AdminPayoutsRoute = lazyPage(async () => (await import('./payouts')).AdminPayoutsRoute);
const AdminExtensionsRoute = lazyPage(async () => (await import('./extensions')).AdminExtensionsRoute);

const toQueues = <Navigate to={paths.adminQueue.getHref('applications')} replace />;

/**
 * `/admin/*`, the back office (campaign managers only): its own frame and navigation around the
 * back-office pages. Only an admin's frame renders it (signed-in-root.tsx); the API refuses
 * anyone else as well. Its messages are a catalogue of their own, loaded here (docs/decisions/0005-i18n.md).
 */
export function AdminRootRoute() {
  const { t } = useLingui();
  const catalogue = useCatalogue(loadAdminMessages);
  const { user, signOut, loading } = useAuth();

  if (catalogue.status === 'failed') {
    return <LoadError title={t(CATALOGUE_LOAD_FAILED)} error={null} onRetry={catalogue.retry} />;
  }
  if (!user || catalogue.status === 'loading') {
    return <PageLoader />;
  }
  return (
    <AdminLayout onSignOut={() => void signOut()} signingOut={loading}>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          {/* eslint-disable lingui/no-unlocalized-strings -- addresses, not text */}
          <Route index element={toQueues} />
          <Route path="campaigns" element={<AdminCampaignsRoute />} />
          <Route path="campaigns/new" element={<AdminCampaignFormRoute />} />
          <Route path="campaigns/:campaignId" element={<AdminCampaignRoute />} />
          <Route path="campaigns/:campaignId/edit" element={<AdminCampaignFormRoute />} />
          <Route path="tasks/:taskId" element={<AdminTaskRoute />} />
          <Route path="influencers" element={<AdminInfluencersRoute />} />
          <Route path="queues/extensions" element={<AdminExtensionsRoute />} />
          <Route path="queues/:kind" element={<AdminQueuesRoute />} />
          <Route path="payouts" element={<AdminPayoutsRoute />} />
          <Route path="*" element={toQueues} />
          {/* eslint-enable lingui/no-unlocalized-strings */}
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
