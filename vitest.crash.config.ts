import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'crash',
    include: ['apps/server/src/**/*.crash.test.ts'],
    fileParallelism: false,
    environment: 'node',
  },
});
