// With its extension and no `@` alias: the build (build/page-files.ts) reads this module too.
import { paths, type RouteDefinition } from '../config/paths.ts';

/** A page at an address: the component a module of src/app/routes exports. */
export interface PageAddress {
  path: string;
  /** The page's module, src/app/routes/<module>.tsx (routes/admin/ for the back office's). */
  module: string;
  /** The component it exports. */
  page: string;
  /** Shows the account screens' messages (`loadAccountMessages`), fetched with its code. */
  accountMessages?: true;
}

/** A module's name as its component's: 'edit-profile' → 'EditProfile'. */
const pascalCase = (module: string) =>
  module
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** The pages of one part of the app, as `routes` (`paths`, or the back office's `adminPaths`) define them, in their order. */
export function pagesOf(
  routes: Record<string, RouteDefinition>,
  part: 'signedOut' | 'signedIn' | 'admin',
): PageAddress[] {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- part of a component's name, code
  const prefix = part === 'admin' ? 'Admin' : '';
  return Object.values(routes).flatMap((route) => {
    const page = route[part];
    if (!page) return [];
    return [
      {
        path: route.path,
        module: page.module,
        page: page.page ?? `${prefix}${pascalCase(page.module)}Route`,
        ...(page.accountMessages && { accountMessages: page.accountMessages }),
      },
    ];
  });
}

/**
 * Which page each address opens, signed out and signed in, the first match winning. The router
 * draws them (router.tsx), and the build lists each one's files (build/page-files.ts), which the server
 * names in the page it sends for that address, so the browser fetches them with the entry's.
 */
export const signedOutPageAddresses: readonly PageAddress[] = pagesOf(paths, 'signedOut');

export const signedInPageAddresses: readonly PageAddress[] = pagesOf(paths, 'signedIn');

/** The frame around every signed-in page: a visitor signing in does not load it. */
export const SIGNED_IN_FRAME = { module: 'signed-in-root', page: 'SignedInRootRoute' } as const;
