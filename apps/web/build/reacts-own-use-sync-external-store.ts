import type { Plugin } from 'vite';
import { shimOutOfDate } from './installed.ts';

/**
 * The shim's entry as its importers name it: wouter 3 imports `use-sync-external-store/shim/index.js`,
 * Lingui 6's React package `use-sync-external-store/shim`.
 */
export const SHIM_ENTRY = /^use-sync-external-store\/shim(?:\/index(?:\.js)?)?$/;
const ANY_PART_OF_THE_PACKAGE = /^use-sync-external-store(?:\/|$)/;
const MODULE_ID = '\0react-use-sync-external-store';
const SHIM = 'reacts-own-use-sync-external-store.ts';

/**
 * wouter (and Lingui 6) reach `useSyncExternalStore` through the package that gives it to React 17,
 * whose CommonJS wrapper then comes to every page; React 19 has the hook, so they get React's own.
 * Any other import of that package fails the build, so that it never comes back unnoticed, and so
 * does a build in which nothing imported it (the shim is then dead).
 */
export function reactsOwnUseSyncExternalStore(): Plugin {
  let building = false;
  let replaced = false;
  return {
    name: 'reacts-own-use-sync-external-store',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(source, importer) {
      if (SHIM_ENTRY.test(source)) {
        replaced = true;
        return MODULE_ID;
      }
      if (building && ANY_PART_OF_THE_PACKAGE.test(source)) {
        throw shimOutOfDate(
          SHIM,
          'use-sync-external-store',
          `${importer ?? 'a module'} imports '${source}', which this shim does not replace`,
          "If it is the shim's entry under another name, add that name to SHIM_ENTRY; if it is another part (with-selector), replace it with a module of React's own hooks or accept its size.",
        );
      }
      return null;
    },
    load: (id) => (id === MODULE_ID ? "export { useSyncExternalStore } from 'react';" : null),
    buildEnd(error) {
      if (!building || error || replaced) return;
      throw shimOutOfDate(
        SHIM,
        'use-sync-external-store',
        'no module imported use-sync-external-store/shim',
        "Its importers (wouter, @lingui/react) now use React's own hook: remove this plugin from vite.config.ts.",
      );
    },
  };
}
