import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './precompress.ts';

const API_ORIGIN_IN_DEVELOPMENT = 'http://localhost:3001';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': path.join(import.meta.dirname, 'src') },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': API_ORIGIN_IN_DEVELOPMENT,
      '/healthz': API_ORIGIN_IN_DEVELOPMENT,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Libraries every page loads, in chunks of their own so an app release leaves them cached.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // zod's settings travel in its chunk, so they hold before any other chunk builds a schema.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-without-eval\.ts$/ },
            // Only menus, selects and popovers need it: kept apart so no page without one loads it.
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // A page's first render compiles its lazy chunk on demand: slow on a busy two-core machine.
    // The limit is for a test that hangs; each of its waits may take up to a minute (setup.ts).
    testTimeout: 180_000,
  },
});
