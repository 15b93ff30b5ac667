import { Suspense, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { parse as parseRoutePattern } from 'regexparam';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter, useSearchParams, type Parser } from 'wouter';
import { loadAccountMessages } from '@portal/domain/i18n';
import { CatalogueGate } from '@/components/catalogue-gate';
import { LoadBoundary } from '@/components/load-boundary';
import { PageHeadingSync } from '@/components/page-heading-sync';
import { PageLoader } from '@/components/page-loader';
import { WelcomeScreen } from '@/components/welcome-screen';
import { paths, safeNextPath } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import type { CatalogueLoader } from '@/lib/i18n/locale';
import { preloadCatalogue } from '@/lib/i18n/use-catalogue';
import { lazyComponent, type LazyComponent } from '@/lib/lazy-component';
import { signedInHint } from '@/lib/signed-in-hint';
import { SIGNED_IN_FRAME, signedInPageAddresses, signedOutPageAddresses, type PageAddress } from './page-addresses';

/** Loads a page's module on first visit, or when preloaded; pages are named exports. */
function lazyPage<Props extends object = object>(
  load: () => Promise<Record<string, unknown>>,
  name: string,
): LazyComponent<Props> {
  return lazyComponent(async () => {
    const component = (await load())[name];
    if (component === undefined) throw new Error(`The page's module exports no ${name}`);
    return component as ComponentType<Props>;
  });
}

/** The modules of src/app/routes, each a chunk of its own: the pages, by file. */
const pageModules = import.meta.glob<Record<string, unknown>>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/** The page a module of src/app/routes exports (page-addresses.ts names them). */
function routesPage<Props extends object = object>(module: string, name: string): LazyComponent<Props> {
  const load = pageModules[`./routes/${module}.tsx`];
  if (!load) throw new Error(`No page module src/app/routes/${module}.tsx`);
  return lazyPage<Props>(load, name);
}

/**
 * A page at an address, and the catalogue of its part of the app if it has one of its own (the
 * account screens'); its code and messages can be fetched as soon as the address matches.
 */
interface PageRoute {
  path: string;
  Page: LazyComponent<object>;
  catalogue?: CatalogueLoader;
}

/** The router's routes of page-addresses.ts's pages. */
function pageRoutes(addresses: readonly PageAddress[]): readonly PageRoute[] {
  return addresses.map(({ path, module, page, accountMessages }) => ({
    path,
    Page: routesPage(module, page),
    ...(accountMessages && { catalogue: loadAccountMessages }),
  }));
}

/**
 * Fetches the code of every page the address matches at once: the signed-in frame's and its
 * page's, which would otherwise be asked for only once the frame's had arrived.
 */
function preloadMatchedPages(parser: Parser, pathname: string, signedIn: boolean): Promise<void> {
  const page = (signedIn ? signedInPages : signedOutPages).find(({ path }) => matchRoute(parser, path, pathname)[0]);
  if (!page) return Promise.resolve();
  const code = [...(signedIn ? [SignedInRootRoute.preload()] : []), page.Page.preload()];
  if (page.catalogue) preloadCatalogue(page.catalogue);
  return Promise.all(code).then(() => undefined);
}

/**
 * Fetches the code of the page at the browser's address as the app starts (main.tsx), before its
 * first render: on a slow phone that render takes a few hundred milliseconds, which the fetches no
 * longer wait for. Signed in or not is what main.tsx expects (known, or the hint the last visit
 * left while the session is checked); settles once the code has arrived or failed to. The
 * router's own parser is wouter's default, regexparam's.
 */
export function preloadPagesOfTheAddress(signedIn: boolean): Promise<void> {
  return preloadMatchedPages(parseRoutePattern, window.location.pathname, signedIn);
}

/**
 * The same as the auth state and the address change: once the session's check tells otherwise
 * than the hint, the pages of the state it found.
 */
function usePreloadMatchedPages(signedIn: boolean) {
  const [pathname] = useLocation();
  const { parser } = useRouter();
  useLayoutEffect(() => {
    void preloadMatchedPages(parser, pathname, signedIn);
  }, [parser, pathname, signedIn]);
}

interface SignedInFrameProps {
  children: ReactNode;
}
const SignedInRootRoute = routesPage<SignedInFrameProps>(SIGNED_IN_FRAME.module, SIGNED_IN_FRAME.page);
// The back office: its code loads only when an admin opens it.
const AdminRootRoute = lazyPage(() => import('./routes/admin/admin-root'), 'AdminRootRoute');
// Only an account waiting for its deletion sees it, in place of every page: its code loads then.
const PendingDeletionScreen = lazyPage<{ onSignOut: () => void; signingOut: boolean }>(
  () => import('@/features/privacy/components/pending-deletion-screen'),
  'PendingDeletionScreen',
);

/**
 * Any other path goes to the landing page, keeping the page to return to: a creator signing up from
 * an invite is at `/register?next=/invite/...` when signed in, and the dashboard sends them on.
 */
function ToLanding() {
  const [searchParams] = useSearchParams();
  return <Redirect to={paths.home.getHref(safeNextPath(searchParams.get('next')) ?? undefined)} replace />;
}

const signedOutPages = pageRoutes(signedOutPageAddresses);
const signedInPages = pageRoutes(signedInPageAddresses);

/** The first page whose address matches, else the landing page. */
function PageSwitch({ pages, children }: { pages: readonly PageRoute[]; children?: ReactNode }) {
  return (
    <Switch>
      {pages.map(({ path, Page, catalogue }) => (
        <Route key={path} path={path}>
          <LoadBoundary>
            {catalogue ? (
              <CatalogueGate load={catalogue}>
                <Page />
              </CatalogueGate>
            ) : (
              <Page />
            )}
          </LoadBoundary>
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
  const { signedIn, deletionPending, signOut, loading } = useAuth();
  // While the session is checked, a browser signed in last time fetches the signed-in page's code
  // meanwhile, instead of after the check's round trips.
  const expectSignedIn = signedIn ?? signedInHint.read();
  usePreloadMatchedPages(expectSignedIn);

  if (signedIn === null) {
    return <WelcomeScreen />;
  }
  return (
    <>
      <PageHeadingSync signedIn={signedIn} />
      {/* A page's failure stays inside the frame (PageSwitch); the frame's own, here. */}
      <LoadBoundary>
        <Suspense fallback={<PageLoader />}>
          {deletionPending ? (
            <PendingDeletionScreen onSignOut={() => void signOut()} signingOut={loading} />
          ) : signedIn ? (
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
      </LoadBoundary>
    </>
  );
}
