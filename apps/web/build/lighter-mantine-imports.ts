import path from 'node:path';
import type { Plugin } from 'vite';
import { shimOutOfDate, WEB_ROOT } from './installed.ts';

/** An import of a Mantine module, answered by a smaller module of src/lib/mantine-shims. */
interface Replacement {
  /** The Mantine module that makes the import, by its path. */
  importer: RegExp;
  /** What it imports, as written in it. */
  source: string;
  /** The module of src/lib/mantine-shims it gets instead. */
  shim: string;
  /** Replaced in the build only. */
  buildOnly?: true;
}

/**
 * Some Mantine components import a large library for one small thing, and that library then comes
 * whole to every page that shows them:
 * - ScrollArea (imported by Modal) takes only `useMergeRefs` from Floating UI (14 KB gzipped);
 * - AppShell's bars take only two class names from react-remove-scroll (4 KB);
 * - Table imports ScrollArea for Table.ScrollContainer, which the app does not use (TableScroller);
 * - Textarea imports its growing variant for `autosize`, which the app does not use either;
 * - Button imports its group components to attach them as `Button.Group` and `Button.GroupSection`,
 *   which the app does not use (it groups buttons with Group);
 * - in the build only, the provider imports its CSS-variables component, which the app tells it not
 *   to render (no-css-variables.tsx); tests keep Mantine's own, as palette.test.tsx compares with it.
 * Menus, selects, popovers and dialogs still load the real libraries.
 */
export const MANTINE_REPLACEMENTS: readonly Replacement[] = [
  { importer: /[\\/]ScrollArea[\\/]ScrollArea\.mjs$/, source: '@floating-ui/react', shim: 'merge-refs.ts' },
  {
    importer: /[\\/]AppShell[\\/]AppShell\w+[\\/]AppShell\w+\.mjs$/,
    source: 'react-remove-scroll',
    shim: 'remove-scroll-class-names.ts',
  },
  {
    importer: /[\\/]Table[\\/]TableScrollContainer\.mjs$/,
    source: '../ScrollArea/ScrollArea.mjs',
    shim: 'native-scroll-area.tsx',
  },
  { importer: /[\\/]Textarea[\\/]Textarea\.mjs$/, source: './Autosize.mjs', shim: 'plain-textarea.tsx' },
  { importer: /[\\/]Button[\\/]Button\.mjs$/, source: './ButtonGroup/ButtonGroup.mjs', shim: 'no-button-group.ts' },
  {
    importer: /[\\/]Button[\\/]Button\.mjs$/,
    source: './ButtonGroupSection/ButtonGroupSection.mjs',
    shim: 'no-button-group.ts',
  },
  {
    importer: /[\\/]MantineProvider[\\/]MantineProvider\.mjs$/,
    source: './MantineCssVariables/MantineCssVariables.mjs',
    shim: 'no-css-variables.tsx',
    buildOnly: true,
  },
];

export const MANTINE_SHIMS_DIRECTORY = path.join(WEB_ROOT, 'src/lib/mantine-shims');

/** Answers the imports of MANTINE_REPLACEMENTS; a build fails if one of them was never made. */
export function lighterMantineImports(): Plugin {
  let building = false;
  const replaced = new Set<Replacement>();
  return {
    name: 'lighter-mantine-imports',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(source, importer) {
      const replacement = MANTINE_REPLACEMENTS.find(
        (candidate) =>
          (building || !candidate.buildOnly) &&
          candidate.source === source &&
          importer !== undefined &&
          candidate.importer.test(importer),
      );
      if (!replacement) return null;
      replaced.add(replacement);
      return path.join(MANTINE_SHIMS_DIRECTORY, replacement.shim);
    },
    buildEnd(error) {
      if (!building || error) return;
      const missed = MANTINE_REPLACEMENTS.filter((replacement) => !replaced.has(replacement));
      if (missed.length === 0) return;
      throw shimOutOfDate(
        'lighter-mantine-imports.ts',
        '@mantine/core',
        `no module matching ${missed.map(({ importer, source }) => `${importer} imported '${source}'`).join(', nor ')}`,
        "Find where this version makes that import and update the replacement's importer or source; drop the replacement if the app no longer uses that component.",
      );
    },
  };
}
