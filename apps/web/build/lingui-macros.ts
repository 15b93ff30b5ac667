import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import type { Plugin } from 'vite';

/** A module that uses Lingui's macros imports them from one of these. */
const USES_MACROS = /from\s+['"]@lingui\/(core|react)\/macro['"]/;

/**
 * Turns Lingui's macros (`t`, `msg`, `<Trans>`, `plural`) into runtime calls on the catalogue's
 * message ids, in the build, the dev server and Vitest alike. @vitejs/plugin-react 6 compiles with
 * Oxc and runs no Babel, so this runs Babel with only the macro plugin, on the modules that import
 * a macro, leaving TypeScript and JSX to Vite (docs/decisions/0005-i18n.md).
 */
export function linguiMacros(): Plugin {
  return {
    name: 'portal-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '') || id.includes('/node_modules/') || !USES_MACROS.test(code)) {
        return null;
      }
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [linguiMacro],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
