import { Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { loadAdminMessages } from '@portal/domain/i18n';
import { CatalogueGate } from '@/components/catalogue-gate';
import { PageLoader } from '@/components/page-loader';
import { adminPaths } from '@/config/admin-paths';
import { AdminLayout } from '@/features/back-office/shared/components/admin-layout';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { lazyComponent } from '@/lib/lazy-component';
import { adminPageAddresses } from '../../admin-page-addresses';

type PageModule = Record<string, unknown>;
// The pages most opened come with the back office's own code; the others load on their first visit.
const pagesInTheFrame = import.meta.glob<PageModule>(
  ['./campaigns.tsx', './campaign.tsx', './campaign-form.tsx', './task.tsx'],
  { eager: true },
);
const pagesLoadedLater = import.meta.glob<PageModule>([
  './*.tsx',
  '!./*.test.tsx',
  '!./admin-root.tsx',
  '!./campaigns.tsx',
  '!./campaign.tsx',
  '!./campaign-form.tsx',
  '!./task.tsx',
]);

/** The component `page` of the back-office page module `module` (the pages of config/admin-paths.ts). */
function adminPage(module: string, page: string): ComponentType {
  const file = `./${module}.tsx`;
  const pageOf = (exports: PageModule) => {
    const component = exports[page];
    if (component === undefined) throw new Error(`The page's module exports no ${page}`);
    return component as ComponentType;
  };
  const inTheFrame = pagesInTheFrame[file];
  if (inTheFrame) return pageOf(inTheFrame);
  const load = pagesLoadedLater[file];
  if (!load) throw new Error(`No back-office page module src/app/routes/admin/${module}.tsx`);
  return lazyComponent(async () => pageOf(await load()));
}

const adminPages = adminPageAddresses.map(({ path, module, page }) => ({ path, Page: adminPage(module, page) }));

const toQueues = <Redirect to={adminPaths.adminQueue.getHref('applications')} replace />;

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
            {adminPages.map(({ path, Page }) => (
              <Route key={path} path={path}>
                <Page />
              </Route>
            ))}
            <Route>{toQueues}</Route>
          </Switch>
        </Suspense>
      </AdminLayout>
    </CatalogueGate>
  );
}
