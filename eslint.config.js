import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = fs.existsSync('apps/web/src/features') ? fs.readdirSync('apps/web/src/features') : [];
const web = (path) => `./apps/web/src/${path}`;
const server = (path) => `./apps/server/src/${path}`;

/** The import directions of STYLE.md, enforced so CI fails on a violation. */
const importDirections = [
  { target: './packages/domain', from: ['./apps', './e2e'], message: 'domain imports no app code' },
  { target: './apps/web', from: './apps/server', message: 'web and server never import each other' },
  { target: './apps/server', from: './apps/web', message: 'web and server never import each other' },
  {
    target: [web('features'), web('components'), web('lib'), web('config')],
    from: web('app'),
    message: 'app → features → shared',
  },
  {
    target: [web('components'), web('lib'), web('config')],
    from: web('features'),
    message: 'shared code knows no feature',
  },
  ...webFeatures.map((feature) => ({
    target: web(`features/${feature}`),
    from: web('features'),
    except: [`./${feature}`],
    message: 'a feature never imports another feature; pages compose them',
  })),
  { target: server('plugins'), from: server('modules'), message: 'plugins never import modules' },
  { target: server('db'), from: [server('modules'), server('plugins')], message: 'routes → service → db' },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**', '.e2e-data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: globals.node },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importDirections }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    ignores: [
      'apps/server/src/config/env.ts',
      'apps/server/src/testing/**',
      'apps/**/*.test.ts',
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
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/*.routes.ts'], message: "Call another module's service, never its routes." }] },
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
);
