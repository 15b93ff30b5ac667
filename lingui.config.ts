import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { DEFAULT_LOCALE, LOCALES } from './packages/domain/src/i18n/locales.ts';

/**
 * One catalogue per language, shared by the web app and the server's e-mails (docs/decisions/0005-i18n.md).
 * `npm run i18n:extract` updates the .po files from the code and compiles them to the .ts modules both apps import.
 */
export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  catalogs: [
    {
      // scripts/check-i18n.mjs extracts into a copy elsewhere, to compare without writing here.
      path: `${process.env.LINGUI_CATALOGS_DIR ?? '<rootDir>/packages/domain/src/i18n/catalogs'}/{locale}`,
      include: ['<rootDir>/apps/web/src', '<rootDir>/apps/server/src'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
