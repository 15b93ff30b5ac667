import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import directions between folders are checked by dependency-cruiser (.dependency-cruiser.cjs).

/**
 * The web app's folders and files whose text is all in the catalogue (docs/decisions/0005-i18n.md):
 * a sentence written there outside a Lingui macro fails the lint. Add each folder once it is converted.
 */
const TRANSLATED_WEB_SOURCES = [
  'apps/web/src/features/tasks/**/*.{ts,tsx}',
  'apps/web/src/features/messages/**/*.{ts,tsx}',
  'apps/web/src/components/when-visible.tsx',
  'apps/web/src/components/{upload-field,sent-files,sent-work-item}.tsx',
  'apps/web/src/lib/uploads/**/*.ts',
  'apps/web/src/app/routes/{task-detail,my-tasks,completed-tasks}.tsx',
  'apps/web/src/components/layouts/**/*.tsx',
  'apps/web/src/features/auth/components/{sign-in,sign-up,forgot-password,reset-password}-form.tsx',
  'apps/web/src/app/routes/{sign-in,register,forgot-password,reset-password}.tsx',
  'apps/web/src/features/{profile,payments,referrals,options}/**/*.{ts,tsx}',
  'apps/web/src/components/{detail-list,dialog-actions,editable-card,external-link,form-section,form-skeleton,load-error,logo,offline-notice,page-heading-sync,page-loader,pager,paginator,payout-details,select-all-checkbox,table-scroller,toasts,welcome-screen}.tsx',
  'apps/web/src/app/routes/{bank-details,campaign-login-prompt,campaigns,change-password,dashboard,edit-profile,example-report,invite,payment-history,public-invite,public-referral,refer,signed-in-root}.tsx',
  'apps/web/src/app/{account-locale,provider,page-data,theme}.{ts,tsx}',
  'apps/web/src/lib/{api-client,lazy-schema,mutation-failure,notify,query-client}.ts',
  'apps/web/src/lib/i18n/{choice,option}-labels.ts',
  'apps/web/src/features/auth/components/change-password-form.tsx',
  'apps/web/src/app/routes/admin/*.tsx',
  'apps/web/src/features/admin/!(*.test).ts',
  'apps/web/src/features/admin/components/*.tsx',
  'apps/web/src/app/router.tsx',
  'apps/web/src/features/auth/components/auth-provider.tsx',
  'apps/web/src/components/{password-field,password-visibility-icon}.tsx',
  'apps/web/src/features/admin/api/*.ts',
  'apps/web/src/features/notifications/components/push-device-toggle.tsx',
];
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      '.e2e-data/**',
      // Compiled by `npm run i18n:extract` from the .po files beside them.
      'packages/domain/src/i18n/catalogs/**/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    ignores: [
      'apps/server/src/config/env.ts',
      'apps/server/src/testing/**',
      'apps/**/*.test.ts',
      'apps/server/bench/**',
      'apps/web/vite.config.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Environment variables are read in config/env.ts only.' },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react*', 'fastify*', 'drizzle-orm*', '@mantine/*'],
              message: 'domain does no I/O and knows no framework',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: TRANSLATED_WEB_SOURCES,
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Only text a person reads: words with a space or starting with a capital. Keys, paths,
          // CSS values, ids, CSS selectors (`*_SELECTOR`), single lower-case words (prop values) and camelCase field paths
          // ('socialMediaLinks.facebook') are code.
          ignore: ['^[^A-Z\\s]*$', '^[A-Z][A-Z0-9_-]*$', '^#', '^\\d', '^[a-z][a-zA-Z0-9.]*$'],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|classNames|key|to|href|id|variant|size|color|c|fw|tt|ta|px|py|p|pb|mih|justify|gap|wrap|component|type|autoComplete|role|hiddenFrom|visibleFrom|leftSection|mode|rel|target|[A-Z_]*SELECTOR)$',
              },
            },
          ],
          ignoreFunctions: [
            'Error',
            'console.*',
            '*.getInputProps',
            '*.key',
            '*.get',
            '*.querySelector',
            '*.querySelectorAll',
            '*.includes',
            '*.setHeader',
            // A lazily loaded page's export: a component's name.
            'lazyPage',
          ],
        },
      ],
    },
  },
);
