import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { installableApp } from './build/installable-app.ts';
import { lighterMantineImports } from './build/lighter-mantine-imports.ts';
import { linguiMacros } from './build/lingui-macros.ts';
import { mantineStylesOfComponentsInUse } from './build/mantine-styles-of-components-in-use.ts';
import { pageFilesOfEachAddress } from './build/page-files.ts';
import { precompress } from './build/precompress.ts';
import { reactsOwnUseSyncExternalStore } from './build/reacts-own-use-sync-external-store.ts';
import { startFromTheEntryChunk } from './build/start-from-the-entry-chunk.ts';
import { themeVariables } from './build/theme-variables.ts';

const API_ORIGIN_IN_DEVELOPMENT = 'http://localhost:3001';

export default defineConfig({
  root: import.meta.dirname,
  // The build's own plugins, each in build/ with why it exists. The shims among them change a
  // dependency's code to keep pages within their size budget, and fail the build when that code is
  // no longer what they expect (docs/decisions/0007-build-shims.md).
  plugins: [
    // i18n: Lingui's macros compiled before React's transform sees the JSX.
    linguiMacros(),
    react(),
    // A brotli and a gzip copy of each built text file, which the server sends as they are.
    precompress(),
    // Shims: Mantine's components without the libraries they barely use, with only their own styles.
    lighterMantineImports(),
    mantineStylesOfComponentsInUse(),
    // Shim: React's own useSyncExternalStore instead of the package that gives it to React 17.
    reactsOwnUseSyncExternalStore(),
    // `virtual:theme-variables.css`: the theme's CSS variables, written at build.
    themeVariables(),
    // page-files.json, from the manifest (build.manifest below): each page's files, for the server.
    pageFilesOfEachAddress(),
    // Shim: the page starts from the entry's chunk, not from a stub that imports it.
    startFromTheEntryChunk(),
    // The web app manifest and the service worker.
    installableApp(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.join(import.meta.dirname, 'src') },
      // zod set up before any schema is built: no `new Function`, which the page's CSP forbids.
      { find: /^zod$/, replacement: path.join(import.meta.dirname, 'src/lib/zod-without-eval.ts') },
    ],
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
    // .vite/manifest.json: each chunk's file, styles and imports, which page-files.json is made from.
    manifest: true,
    // No polyfill of <link rel="modulepreload"> (0.27 KB gzipped on every page): every browser has
    // had it natively since 2023 (Safari 17, Firefox 115); an older one still runs the app, and only
    // fetches a page's files as their imports ask for them instead of all at once.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Inlining common chunks (below) needs it: the entry exports nothing anyway.
      preserveEntrySignatures: false,
      output: {
        // File names' hashes in hex: a page's scripts name dozens of files (the lazy pages' too), and 8
        // characters of 16 compress to fewer bytes than 8 of 64 (0.13 to 0.16 KB gzipped per page).
        hashCharacters: 'hex',
        codeSplitting: {
          // Left to itself, the bundler makes a chunk of every set of modules a set of pages shares:
          // a task page fetched 55 files, 30 of them under 2 KB gzipped. Over HTTP/1.1 a browser
          // fetches six at a time, and on a slow mobile network each round costs a round trip
          // (150 ms on Lighthouse's), so the task's title came after eight of them. Common chunks
          // under 32 KB (source size) are copied into the chunks that use them instead: 9 files, for
          // about the same bytes. It turns on Rolldown's strict execution order: each module still
          // runs in the order the source imports it, wherever its copy sits.
          experimentalInlineCommonChunks: { maxSize: 32 * 1024 },
          groups: [
            // zod in a chunk of its own, set up as it loads: the forms that validate in the browser share it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-without-eval\.ts$/ },
            // Everything the entry imports (React included) in one chunk. Left to itself, the bundler
            // splits it into several, each with its own imports and compression overhead (2 to 3 KB
            // gzipped on every page); the price is that an app release also sends React again.
            { name: 'app', tags: ['$initial'], priority: -1 },
          ],
        },
      },
    },
  },
  // Which files run, and how, is set by the web projects of the root vitest.config.ts.
  test: {
    root: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // A page's first render compiles its lazy chunk on demand: slow on a busy two-core machine.
    // The limit is for a test that hangs; each of its waits may take up to a minute (setup.ts).
    testTimeout: 180_000,
  },
});
