import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { DEFAULT_LOCALE, LOCALES } from './packages/domain/src/i18n/locales.ts';

/** scripts/check-i18n.mjs extracts into a copy elsewhere, to compare without writing here. */
const CATALOGS_DIR = process.env.LINGUI_CATALOGS_DIR ?? '<rootDir>/packages/domain/src/i18n/catalogs';

/** The back office's code: its messages are a catalogue of their own, loaded only there. */
const BACK_OFFICE = ['<rootDir>/apps/web/src/features/admin', '<rootDir>/apps/web/src/app/routes/admin'];
const NOT_MESSAGES = ['**/*.test.*', '**/node_modules/**'];

/**
 * Three catalogues per language (docs/decisions/0005-i18n.md): the web app's main one, the back
 * office's (`admin/`), which creators' pages never load, and the server's e-mails' (`mail/`).
 * `npm run i18n:extract` updates the .po files from the code and compiles them to the .ts modules the apps import.
 */
export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  catalogs: [
    {
      path: `${CATALOGS_DIR}/{locale}`,
      include: ['<rootDir>/apps/web/src'],
      exclude: [...NOT_MESSAGES, ...BACK_OFFICE.map((folder) => `${folder}/**`)],
    },
    {
      path: `${CATALOGS_DIR}/mail/{locale}`,
      include: ['<rootDir>/apps/server/src'],
      exclude: NOT_MESSAGES,
    },
    {
      path: `${CATALOGS_DIR}/admin/{locale}`,
      include: BACK_OFFICE,
      exclude: NOT_MESSAGES,
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
