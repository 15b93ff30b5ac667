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
              },
            },
          ]
        : []),
      './apps/web/vite.config.ts',
    ],
  },
});
