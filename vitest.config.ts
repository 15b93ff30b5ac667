import { availableParallelism } from 'node:os';
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

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: one worker on a two-core machine,
    // where a test file's time is mostly its own CPU (compiling, opening its database) and the
    // PostgreSQL server's. At least two run side by side, each file still alone in its own process.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      // Server integration tests on the embedded PGlite...
      { test: { name: 'server', ...serverTests, env: { TEST_DATABASE_URL: '' } } },
      // ...and the same suite on PostgreSQL when TEST_DATABASE_URL names a server (CI does).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                ...serverTests,
                include: ['apps/server/src/{modules,plugins,security}/**/*.test.ts'],
                // Files that open no database: the same run as in the project above.
                exclude: [
                  ...serverTests.exclude,
                  'apps/server/src/modules/notifications/{notification-mail,unsubscribe-token}.test.ts',
                  'apps/server/src/modules/payments/payout-digest-mail.test.ts',
                  'apps/server/src/modules/uploads/redis-locker.test.ts',
                  'apps/server/src/plugins/attempt-counters.test.ts',
                  'apps/server/src/plugins/shared-rate-store.test.ts',
                ],
                // After the other projects, not beside them: the same file on PGlite and here both
                // use the one test Redis, whose shared keys (the task lists' version for everyone,
                // the per-address counters) one run's writes would move under the other's checks.
                sequence: { groupOrder: 1 },
              },
            },
          ]
        : []),
      './apps/web/vite.config.ts',
    ],
  },
});
