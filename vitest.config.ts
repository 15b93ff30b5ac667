import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const serverTests = {
  include: ['apps/server/src/**/*.test.ts'],
  exclude: ['apps/server/src/**/*.crash.test.ts'],
  environment: 'node' as const,
  // Many tests open a fresh embedded database (create and migrate it): seconds on a quiet machine,
  // over 30 s on a busy two-core one. A limit only ends a test that hangs, so a long one costs nothing.
  testTimeout: 120_000,
  hookTimeout: 180_000,
};

/** Tests reading TEST_DATABASE_URL run on the PostgreSQL server it names (CI's does). */
const postgres = Boolean(process.env.TEST_DATABASE_URL);

/** Server test files that open no database: one run, in the PGlite project. */
const SERVER_TESTS_WITHOUT_DATABASE = [
  'apps/server/src/config/env.test.ts',
  'apps/server/src/lib/*.test.ts',
  'apps/server/src/modules/notifications/{notification-mail,unsubscribe-token}.test.ts',
  'apps/server/src/modules/payments/payout-digest-mail.test.ts',
  'apps/server/src/modules/push/vapid-keys.test.ts',
  'apps/server/src/modules/uploads/redis-locker.test.ts',
  'apps/server/src/plugins/{attempt-counters,page-files,shared-rate-store}.test.ts',
];

/**
 * What only PGlite can show: its data directory's lock and snapshot, the command line on its
 * embedded database; and, on both engines, a server started while its database opens and the
 * task sub-states' SQL against their TypeScript twin.
 */
const PGLITE_OWN_TESTS = [
  'apps/server/src/db/*.test.ts',
  'apps/server/src/cli.test.ts',
  'apps/server/src/modules/health/health.routes.test.ts',
  'apps/server/src/modules/tasks/sub-states-sql.test.ts',
];

/**
 * The test files under `root` that must each run on their own: those that replace a module with
 * vi.mock (the first import of a mocked module is what some of them observe), and those that run
 * the background jobs (a run still under way as its app stops must not fail the next file). Most
 * test files of a project share their worker's imports (see the projects below). Found by reading
 * the files, so a new one joins without a list to keep.
 */
const testsOnTheirOwn = (root: string, pattern: string) =>
  globSync(pattern, { cwd: root }).filter((file) =>
    /\bvi\.(?:mock|doMock)\(|\bstartJobs\b|\/notifications\.job\.ts'/.test(readFileSync(join(root, file), 'utf8')),
  );

const WEB_TESTS_ON_THEIR_OWN = testsOnTheirOwn(join(import.meta.dirname, 'apps/web'), 'src/**/*.test.{ts,tsx}');
const SERVER_TESTS_ON_THEIR_OWN = testsOnTheirOwn(import.meta.dirname, serverTests.include[0]);

/**
 * One worker more than the cores. Vitest's default is one fewer: one worker on a two-core machine.
 * Most files keep a core busy (compiling, opening their database, the PostgreSQL server's share),
 * but the server's process and job tests wait on child processes, leases and schedules for tens of
 * seconds: with two workers the cores stood idle a fifth of the run, with three the run took 355 s
 * against 413 s. Each file is still alone in its own process. Every project names it: those
 * extending the web app's config inherit nothing from this one, and Vitest runs projects with
 * different numbers of workers only one after another.
 */
const maxWorkers = availableParallelism() + 1;

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      // The web build's shims against the dependencies as installed (apps/web/build).
      { test: { name: 'web-build', include: ['apps/web/build/**/*.test.ts'], environment: 'node' } },
      // The server's tests on the embedded PGlite: all of them, or, when TEST_DATABASE_URL names
      // a PostgreSQL server (CI does), what is PGlite's own. Every module still runs on PGlite in
      // the browser journeys (the e2e server uses the embedded defaults).
      {
        test: {
          name: 'server',
          ...serverTests,
          ...(postgres && { include: [...SERVER_TESTS_WITHOUT_DATABASE, ...PGLITE_OWN_TESTS] }),
          env: { TEST_DATABASE_URL: '' },
        },
      },
      // Every test that opens a database, once, on PostgreSQL. Each file starts its own app on its
      // own database; the files of one worker share the modules they import (importing the server
      // anew for each file was half the project's CPU).
      ...(postgres
        ? [
            {
              test: {
                name: 'server-postgres',
                ...serverTests,
                exclude: [
                  ...serverTests.exclude,
                  ...SERVER_TESTS_WITHOUT_DATABASE,
                  'apps/server/src/db/*.test.ts',
                  'apps/server/src/cli.test.ts',
                  ...SERVER_TESTS_ON_THEIR_OWN,
                ],
                isolate: false,
              },
            },
            {
              test: {
                name: 'server-postgres-module-mocks',
                ...serverTests,
                include: SERVER_TESTS_ON_THEIR_OWN,
              },
            },
          ]
        : []),
      // The web app's component tests, in jsdom. Files share one window and module registry per
      // worker (setup.ts clears the page, storage, toasts and stubs after each test): a new jsdom
      // and a fresh import of the UI library for each of ~90 files was half the project's CPU.
      // An inline project runs in the root of the config that declares it, not of the one it
      // extends (Vitest 5): the web app's paths and setup file are relative to apps/web.
      {
        extends: './apps/web/vite.config.ts',
        root: 'apps/web',
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: WEB_TESTS_ON_THEIR_OWN,
          isolate: false,
          maxWorkers,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        root: 'apps/web',
        test: { name: 'web-module-mocks', include: WEB_TESTS_ON_THEIR_OWN, maxWorkers },
      },
    ],
  },
});
