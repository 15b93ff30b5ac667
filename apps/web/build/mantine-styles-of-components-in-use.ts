import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { installedPackage, shimOutOfDate } from './installed.ts';

/** A Mantine component's class map, `esm/**\/<Component>.module.mjs`: the component's name. */
export const CLASS_MAP = /[\\/]@mantine[\\/]core[\\/]esm[\\/].+[\\/]([A-Za-z]+)\.module\.mjs$/;
const SHIM = 'mantine-styles-of-components-in-use.ts';

/**
 * Only the styles of the Mantine components a chunk uses, loaded with that chunk: each component's
 * class map imports its stylesheet (`@mantine/core/styles/<Component>.css`), instead of the app
 * importing all of Mantine's styles (244 KB) up front. A component's dependencies are imported
 * before it, so their styles come first, the order Mantine's own styles.css has. A class map without
 * its stylesheet, or a build without any class map, fails the build.
 */
export function mantineStylesOfComponentsInUse(): Plugin {
  const stylesDirectory = path.join(installedPackage('@mantine/core').directory, 'styles');
  let building = false;
  let classMaps = 0;
  return {
    name: 'mantine-styles-of-components-in-use',
    configResolved(config) {
      building = config.command === 'build';
    },
    transform(code, id) {
      const component = CLASS_MAP.exec(id)?.[1];
      if (component === undefined) return null;
      if (!fs.existsSync(path.join(stylesDirectory, `${component}.css`))) {
        throw shimOutOfDate(
          SHIM,
          '@mantine/core',
          `${id} has no stylesheet styles/${component}.css`,
          "Find where this version keeps a component's styles and update the import this plugin adds.",
        );
      }
      classMaps += 1;
      return { code: `import '@mantine/core/styles/${component}.css';\n${code}`, map: null };
    },
    buildEnd(error) {
      if (!building || error || classMaps > 0) return;
      throw shimOutOfDate(
        SHIM,
        '@mantine/core',
        'no module of the build is a class map (esm/**/<Component>.module.mjs)',
        "Find this version's class maps and update CLASS_MAP, or import Mantine's styles another way.",
      );
    },
  };
}
