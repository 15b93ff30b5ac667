import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { signedInPageAddresses, signedOutPageAddresses } from './apps/web/src/app/page-addresses.ts';
import { DEFAULT_LOCALE, LOCALES } from './packages/domain/src/i18n/locales.ts';

/** scripts/check-i18n.mjs extracts into a copy elsewhere, to compare without writing here. */
const CATALOGS_DIR = process.env.LINGUI_CATALOGS_DIR ?? '<rootDir>/packages/domain/src/i18n/catalogs';

/** The back office's code: its messages are a catalogue of their own, loaded only there. */
const BACK_OFFICE = ['<rootDir>/apps/web/src/features/back-office', '<rootDir>/apps/web/src/app/routes/admin'];
/** The names of countries, states, races and languages: the account's screens and the back office show them. */
const OPTION_LABELS = '<rootDir>/apps/web/src/lib/i18n/option-labels.ts';
/**
 * The account's screens (sign-in, sign-up, password, profile, payment details and history, notifications,
 * and the dashboard that sums them up): a catalogue of their own, so that the task pages never load them.
 */
const ACCOUNT = [
  '<rootDir>/apps/web/src/features/profile',
  '<rootDir>/apps/web/src/features/payments',
  '<rootDir>/apps/web/src/features/auth/components/!(auth-provider).tsx',
  OPTION_LABELS,
  // The errors and the other texts of the domain that only these screens show (sign-in, profile, payment details).
  '<rootDir>/apps/web/src/lib/i18n/account-error-messages.ts',
  '<rootDir>/apps/web/src/lib/i18n/account-server-messages.ts',
  // The dashboard's next steps, which only the dashboard shows.
  '<rootDir>/apps/web/src/features/tasks/components/next-steps.tsx',
  // The switch for push on this device, on the Notifications settings page (a settings screen).
  '<rootDir>/apps/web/src/features/notifications/components/push-device-toggle.tsx',
  // The notification centre, its settings and the unsubscribe page; the top bar's bell stays in the main catalogue.
  '<rootDir>/apps/web/src/features/notifications/notification-wording.ts',
  '<rootDir>/apps/web/src/features/notifications/api/notifications.ts',
  '<rootDir>/apps/web/src/features/notifications/components/!(notification-bell).tsx',
  // The creator's copy of their data, on the Your data page.
  '<rootDir>/apps/web/src/features/privacy/api/data-exports.ts',
  '<rootDir>/apps/web/src/features/privacy/components/data-export-card.tsx',
  '<rootDir>/apps/web/src/features/privacy/api/data-reads.ts',
  '<rootDir>/apps/web/src/features/privacy/components/data-access-log-card.tsx',
  // Deleting one's account: the card on the Your data page, and the screen shown while it waits for its erasure.
  '<rootDir>/apps/web/src/features/privacy/api/deletion.ts',
  '<rootDir>/apps/web/src/features/privacy/components/delete-account-card.tsx',
  '<rootDir>/apps/web/src/features/privacy/components/pending-deletion-screen.tsx',
  // Agreeing to the terms and the privacy notice (the prompt after signing in, their pages), marketing e-mails, sign-ins.
  '<rootDir>/apps/web/src/features/privacy/api/consent.ts',
  '<rootDir>/apps/web/src/features/privacy/components/consent-dialog.tsx',
  '<rootDir>/apps/web/src/features/privacy/components/legal-document-view.tsx',
  '<rootDir>/apps/web/src/features/privacy/components/marketing-emails-toggle.tsx',
  '<rootDir>/apps/web/src/features/privacy/components/sign-in-history-card.tsx',
  // The pages that show them (`accountMessages` in config/paths.ts).
  ...new Set(
    [...signedOutPageAddresses, ...signedInPageAddresses]
      .filter((page) => page.accountMessages)
      .map((page) => `<rootDir>/apps/web/src/app/routes/${page.module}.tsx`),
  ),
];
/**
 * A task's conversation (features/messages), on the creator's task page and the back office's: a
 * catalogue of its own, loaded with the thread's code once it is scrolled near, so that neither
 * page's first load carries its messages.
 */
const THREAD = ['<rootDir>/apps/web/src/features/messages'];
const NOT_MESSAGES = ['**/*.test.*', '**/node_modules/**'];
/** A folder's files, or the file itself. */
const underIt = (place: string) => (/\.tsx?$/.test(place) ? place : `${place}/**`);

/**
 * Five catalogues per language (docs/decisions/0005-i18n.md): the web app's main one, the account
 * screens' (`account/`), which task pages never load, the back office's (`admin/`), which creators'
 * pages never load, a task's conversation's (`thread/`), and the server's e-mails' (`mail/`).
 * `npm run i18n:extract` updates the .po files from the code and compiles them to the .ts modules the apps import.
 */
export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  catalogs: [
    {
      path: `${CATALOGS_DIR}/{locale}`,
      include: ['<rootDir>/apps/web/src'],
      exclude: [...NOT_MESSAGES, ...[...BACK_OFFICE, ...ACCOUNT, ...THREAD].map(underIt)],
    },
    {
      path: `${CATALOGS_DIR}/mail/{locale}`,
      include: ['<rootDir>/apps/server/src'],
      exclude: NOT_MESSAGES,
    },
    {
      path: `${CATALOGS_DIR}/account/{locale}`,
      include: ACCOUNT,
      exclude: NOT_MESSAGES,
    },
    {
      path: `${CATALOGS_DIR}/thread/{locale}`,
      include: THREAD,
      exclude: NOT_MESSAGES,
    },
    {
      path: `${CATALOGS_DIR}/admin/{locale}`,
      include: [...BACK_OFFICE, OPTION_LABELS],
      exclude: NOT_MESSAGES,
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
