import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import directions between folders are checked by dependency-cruiser (.dependency-cruiser.cjs).

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
    // Every web source's text is in the catalogue (docs/decisions/0005-i18n.md): a sentence written
    // outside a Lingui macro fails the lint. Tests and their helpers write what a person sees as data.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Only text a person reads: words with a space or starting with a capital. Keys, paths,
          // CSS values, ids, CSS selectors (`*_SELECTOR`), single lower-case words (prop values) and camelCase field paths
          // ('socialMediaLinks.facebook') are code, and so are route patterns ('/campaign/:inviteId'),
          // the time part of an ISO date (`${day}T00:00:00Z`) and error classes' names ('ApiClientError', for logs).
          ignore: [
            '^[^A-Z\\s]*$',
            '^[A-Z][A-Z0-9_-]*$',
            '^#',
            '^\\d',
            '^[a-z][a-zA-Z0-9.]*$',
            '^/',
            '^T[\\d:]*Z?$',
            '^[A-Z][A-Za-z]*Error$',
          ],
          // By name: props and attributes that take code, HTTP headers' values, and the product's name
          // (PRODUCT_NAME), the same in every language.
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|classNames|key|to|href|id|variant|size|color|c|fw|tt|ta|px|py|p|pb|mih|justify|gap|wrap|component|type|autoComplete|role|hiddenFrom|visibleFrom|leftSection|mode|rel|target|transition|page|logMessage|Accept|Authorization|PRODUCT_NAME|[A-Z_]*SELECTOR)$',
              },
            },
          ],
          ignoreFunctions: [
            'Error',
            // Failures for the code that catches them, not for a person.
            'TokenRequestError',
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
