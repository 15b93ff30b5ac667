import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { loadAdminMessages } from '@portal/domain/i18n';
import { CatalogueGate } from '@/components/catalogue-gate';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { AdminLayout } from '@/features/back-office/shared/components/admin-layout';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { lazyComponent } from '@/lib/lazy-component';
import { AdminCampaignRoute } from './campaign';
import { AdminCampaignFormRoute } from './campaign-form';
import { AdminCampaignsRoute } from './campaigns';
import { AdminTaskRoute } from './task';

// Pages loaded on first visit.
const AdminInfluencersRoute = lazyComponent(async () => (await import('./influencers')).AdminInfluencersRoute);
const AdminQueuesRoute = lazyComponent(async () => (await import('./queues')).AdminQueuesRoute);
const AdminPayoutsRoute = lazyComponent(async () => (await import('./payouts')).AdminPayoutsRoute);
const AdminExtensionsRoute = lazyComponent(async () => (await import('./extensions')).AdminExtensionsRoute);
const AdminMessagesRoute = lazyComponent(async () => (await import('./messages')).AdminMessagesRoute);

const toQueues = <Redirect to={paths.adminQueue.getHref('applications')} replace />;

/**
 * `/admin/*`, the back office (campaign managers only): its own frame and navigation around the
 * back-office pages. Only an admin's frame renders it (signed-in-root.tsx); the API refuses
 * anyone else as well. Its messages are a catalogue of their own, loaded here (docs/decisions/0005-i18n.md).
 */
export function AdminRootRoute() {
  const { user, signOut, loading } = useAuth();

  if (!user) {
    return <PageLoader />;
  }
  return (
    <CatalogueGate load={loadAdminMessages}>
      <AdminLayout onSignOut={() => void signOut()} signingOut={loading}>
        <Suspense fallback={<PageLoader />}>
          <Switch>
            <Route path={paths.adminCampaigns.path}>
              <AdminCampaignsRoute />
            </Route>
            <Route path={paths.adminNewCampaign.path}>
              <AdminCampaignFormRoute />
            </Route>
            <Route path={paths.adminCampaign.path}>
              <AdminCampaignRoute />
            </Route>
            <Route path={paths.adminEditCampaign.path}>
              <AdminCampaignFormRoute />
            </Route>
            <Route path={paths.adminTask.path}>
              <AdminTaskRoute />
            </Route>
            <Route path={paths.adminInfluencers.path}>
              <AdminInfluencersRoute />
            </Route>
            <Route path={paths.adminExtensions.path}>
              <AdminExtensionsRoute />
            </Route>
            <Route path={paths.adminQueue.path}>
              <AdminQueuesRoute />
            </Route>
            <Route path={paths.adminMessages.path}>
              <AdminMessagesRoute />
            </Route>
            <Route path={paths.adminPayouts.path}>
              <AdminPayoutsRoute />
            </Route>
            <Route>{toQueues}</Route>
          </Switch>
        </Suspense>
      </AdminLayout>
    </CatalogueGate>
  );
}
