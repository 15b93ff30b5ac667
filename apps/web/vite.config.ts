import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
// Types only: Node loads this config, and the domain package's modules are TypeScript it does not run.
import type { AddressFiles, PAGE_FILES_FILE, PageFiles } from '@portal/domain/api';
import type { Plugin, Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './lingui-macros.ts';
import { precompress } from './precompress.ts';
import {
  SIGNED_IN_FRAME,
  signedInPageAddresses,
  signedOutPageAddresses,
  type PageAddress,
} from './src/app/page-addresses.ts';
import { themeVariablesCss } from './src/app/palette.ts';

const API_ORIGIN_IN_DEVELOPMENT = 'http://localhost:3001';

/**
 * Some Mantine components import a large library for one small thing, and that library then comes
 * whole to every page that shows them. Those imports get the small thing from src/lib/mantine-shims:
 * - ScrollArea (imported by Modal) takes only `useMergeRefs` from Floating UI (14 KB gzipped);
 * - AppShell's bars take only two class names from react-remove-scroll (4 KB);
 * - Table imports ScrollArea for Table.ScrollContainer, which the app does not use (TableScroller);
 * - Textarea imports its growing variant for `autosize`, which the app does not use either;
 * - in the build only, the provider imports its CSS-variables component, which the app tells it not
 *   to render (no-css-variables.tsx); tests keep Mantine's own, as palette.test.tsx compares with it.
 * Menus, selects, popovers and dialogs still load the real libraries.
 */
function lighterMantineImports(): Plugin {
  const shims = path.join(import.meta.dirname, 'src/lib/mantine-shims');
  const replacements = [
    { importer: /[\\/]ScrollArea[\\/]ScrollArea\.mjs$/, source: '@floating-ui/react', shim: 'merge-refs.ts' },
    {
      importer: /[\\/]AppShell[\\/]AppShell\w+[\\/]AppShell\w+\.mjs$/,
      source: 'react-remove-scroll',
      shim: 'remove-scroll-class-names.ts',
    },
    {
      importer: /[\\/]Table[\\/]TableScrollContainer\.mjs$/,
      source: '../ScrollArea/ScrollArea.mjs',
      shim: 'native-scroll-area.tsx',
    },
    { importer: /[\\/]Textarea[\\/]Textarea\.mjs$/, source: './Autosize.mjs', shim: 'plain-textarea.tsx' },
    {
      importer: /[\\/]MantineProvider[\\/]MantineProvider\.mjs$/,
      source: './MantineCssVariables/MantineCssVariables.mjs',
      shim: 'no-css-variables.tsx',
      buildOnly: true,
    },
  ];
  let building = false;
  return {
    name: 'lighter-mantine-imports',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(source, importer) {
      const replacement = replacements.find(
        (candidate) =>
          (building || !candidate.buildOnly) &&
          candidate.source === source &&
          importer !== undefined &&
          candidate.importer.test(importer),
      );
      return replacement ? path.join(shims, replacement.shim) : null;
    },
  };
}

/**
 * wouter reaches `useSyncExternalStore` through the shim that gives it to React 17 (its CommonJS
 * wrapper comes to every page); React 19 has it, so wouter gets React's own.
 */
function reactsOwnUseSyncExternalStore(): Plugin {
  const moduleId = '\0react-use-sync-external-store';
  return {
    name: 'reacts-own-use-sync-external-store',
    enforce: 'pre',
    resolveId: (source) => (source === 'use-sync-external-store/shim/index.js' ? moduleId : null),
    load: (id) => (id === moduleId ? "export { useSyncExternalStore } from 'react';" : null),
  };
}

/**
 * Only the styles of the Mantine components a chunk uses, loaded with that chunk: each component's
 * class map (`X.module.mjs`) imports its stylesheet (`@mantine/core/styles/X.css`), instead of the
 * app importing all of Mantine's styles (244 KB) up front. A component's dependencies are imported
 * before it, so their styles come first, the order Mantine's own styles.css has.
 */
function mantineStylesOfComponentsInUse(): Plugin {
  const classMap = /[\\/]@mantine[\\/]core[\\/]esm[\\/].+[\\/]([A-Za-z]+)\.module\.mjs$/;
  const stylesDirectory = path.join(import.meta.dirname, 'node_modules/@mantine/core/styles');
  return {
    name: 'mantine-styles-of-components-in-use',
    transform(code, id) {
      const component = classMap.exec(id)?.[1];
      if (component === undefined || !fs.existsSync(path.join(stylesDirectory, `${component}.css`))) return null;
      return { code: `import '@mantine/core/styles/${component}.css';\n${code}`, map: null };
    },
  };
}

/**
 * Zod compiles its parsers with `new Function` unless told not to, and the page's CSP forbids
 * eval (it reports even zod's probe for it). Zod's own config module turns that off as it loads,
 * so it holds wherever zod is first fetched (the sign-in form's schema, a page's), before any
 * schema is built, without the entry loading zod to set it.
 */
function zodWithoutEval(): Plugin {
  const zodConfigModule = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
  return {
    name: 'zod-without-eval',
    transform: (code, id) =>
      zodConfigModule.test(id) ? { code: `${code}\nconfig({ jitless: true });\n`, map: null } : null,
  };
}

/**
 * `virtual:theme-variables.css`: the theme's CSS variables (src/app/palette.ts), written once at
 * build instead of by Mantine's provider in every visitor's first render.
 */
function themeVariables(): Plugin {
  const id = 'virtual:theme-variables.css';
  const resolvedId = `\0${id}`;
  return {
    name: 'theme-variables',
    resolveId: (source) => (source === id ? resolvedId : null),
    load: (loadedId) => (loadedId === resolvedId ? themeVariablesCss() : null),
  };
}

/**
 * The page starts with one script, the entry's chunk, instead of three. Once the entry's modules
 * are one group (the build's `app` group), Rolldown emits the entry itself as a file of two
 * statements: import that chunk's start function, call it. The page then named three scripts
 * (that file, the chunk, Rolldown's runtime), and on a slow network, six requests at a time, the
 * chunk, by far the largest, waited for a connection behind the page's icons. Here the two
 * statements move to the end of the chunk they import (a module may import itself: it is not
 * evaluated twice), and the page loads that chunk.
 */
function startFromTheEntryChunk(): Plugin {
  const entryStub = /^import\s*\{\s*(\w+) as (\w+)\s*\}\s*from\s*"\.\/([\w.-]+\.js)";\s*\2\(\);\s*$/;
  return {
    name: 'start-from-the-entry-chunk',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
        const page = bundle['index.html'];
        if (entry?.type !== 'chunk' || page?.type !== 'asset') return;
        const [, startExport, , chunkName] = entryStub.exec(entry.code) ?? [];
        const chunk = chunkName ? bundle[path.posix.join(path.posix.dirname(entry.fileName), chunkName)] : undefined;
        if (!startExport || chunk?.type !== 'chunk') {
          this.error(
            `The entry ${entry.fileName} is no longer a stub that starts its chunk: update this plugin.\n${entry.code}`,
          );
        }
        chunk.code += `\nimport{${startExport} as startThePortal}from"./${chunkName}";startThePortal();\n`;
        // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- how a plugin drops a file from the output
        delete bundle[entry.fileName];
        const preloadOfTheChunk = `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`;
        page.source = String(page.source)
          .replace(`src="/${entry.fileName}"`, `src="/${chunk.fileName}"`)
          .split('\n')
          .filter((line) => line.trim() !== preloadOfTheChunk)
          .join('\n');
      },
    },
  };
}

/**
 * `page-files.json` (PageFiles of @portal/domain/api): for each address of page-addresses.ts, the
 * scripts and styles its page needs beyond the entry's, the signed-in frame's with a signed-in
 * page's; and the files of the account screens' messages in each language. The server names a
 * page's files in the index.html it sends for its address, so the browser fetches them with the
 * entry's instead of once the entry has run.
 */
function pageFilesOfEachAddress(): Plugin {
  const fileName: typeof PAGE_FILES_FILE = 'page-files.json';
  const routesDirectory = path.join(import.meta.dirname, 'src/app/routes');
  const accountMessagesModule = /[\\/]i18n[\\/]catalogs[\\/]account[\\/]([\w-]+)\.ts$/;
  return {
    name: 'page-files-of-each-address',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const chunkByFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** A chunk's file, its styles, and the same of every chunk it imports (not those it loads later). */
      const filesOf = (chunk: Rolldown.OutputChunk, files = new Set<string>()): Set<string> => {
        if (files.has(chunk.fileName)) return files;
        files.add(chunk.fileName);
        for (const style of chunk.viteMetadata?.importedCss ?? []) files.add(style);
        for (const imported of chunk.imports) {
          const importedChunk = chunkByFile.get(imported);
          if (importedChunk) filesOf(importedChunk, files);
        }
        return files;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error('The build has no entry chunk');
      const loadedByEntry = filesOf(entry);
      const beyondTheEntry = (chunk: Rolldown.OutputChunk) =>
        [...filesOf(chunk)].filter((file) => !loadedByEntry.has(file)).map((file) => `/${file}`);
      const filesOfPage = (module: string) => {
        const moduleId = path.join(routesDirectory, `${module}.tsx`);
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === moduleId);
        if (!chunk) this.error(`No chunk starts with ${moduleId}, a page of src/app/page-addresses.ts`);
        return beyondTheEntry(chunk);
      };
      const frame = filesOfPage(SIGNED_IN_FRAME.module);
      const filesOfAddresses = (addresses: readonly PageAddress[], around: string[]): AddressFiles[] =>
        addresses.map(({ path: address, module, accountMessages }) => ({
          path: address,
          files: [...new Set([...around, ...filesOfPage(module)])],
          accountMessages: accountMessages === true,
        }));
      const accountMessages = Object.fromEntries(
        chunks.flatMap((chunk) => {
          const locale = accountMessagesModule.exec(chunk.facadeModuleId ?? '')?.[1];
          return locale ? [[locale, beyondTheEntry(chunk)]] : [];
        }),
      );
      const pageFiles: PageFiles = {
        signedOut: filesOfAddresses(signedOutPageAddresses, []),
        signedIn: filesOfAddresses(signedInPageAddresses, frame),
        accountMessages,
      };
      this.emitFile({ type: 'asset', fileName, source: `${JSON.stringify(pageFiles, null, 2)}\n` });
    },
  };
}

/** The product mark's colour (the icons, scripts/render-app-icons.mjs): the installed app's title bar and splash. */
const MARK_COLOUR = '#7048e8';
/** As src/components/logo.tsx names it. */
const PRODUCT_NAME = 'Creator Portal';

/** The languages' catalogues: chunks named by language (the LOCALES of @portal/domain/i18n). */
const CATALOGUE_CHUNK = /^assets\/(en|ms|zh-Hans)-[\w-]+\.js$/;

/** The code that puts a signed-in tab's user and last answers back when it opens offline (src/lib/offline-copy.ts). */
const OFFLINE_COPY_CHUNK = /^assets\/offline-copy-[\w-]+\.js$/;

/**
 * What every page needs to open, offline too: the files outside `assets/` (the page, the icons),
 * the scripts and styles the built index.html (`page`) loads, the languages' catalogues, and the
 * code that opens a visited page offline signed in, with its last content.
 */
function isAppShell(url: string, page: string): boolean {
  return (
    !url.startsWith('assets/') || page.includes(`/${url}"`) || CATALOGUE_CHUNK.test(url) || OFFLINE_COPY_CHUNK.test(url)
  );
}

/**
 * The installable app: the web app manifest, and the service worker (src/service-worker/sw.ts)
 * built with the files it keeps at install: the app shell every page needs (the page, the entry's
 * script and style, the languages' catalogues, the icons, the restorer of a signed-in tab; not
 * their .br/.gz copies). The pages' own files are kept as they are used. main.tsx registers it;
 * vite-plugin-pwa injects nothing.
 */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    // The glob below takes the icons already.
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ['**/*.{html,js,css,woff2,png,svg}'],
      // Kept at install: the app shell. The service worker is built last, once index.html is written.
      manifestTransforms: [
        (entries) => {
          const page = fs.readFileSync(path.join(import.meta.dirname, 'dist/index.html'), 'utf8');
          return { manifest: entries.filter(({ url }) => isAppShell(url, page)) };
        },
      ],
    },
    manifest: {
      id: '/',
      name: PRODUCT_NAME,
      short_name: PRODUCT_NAME,
      description: 'Campaigns, tasks and payments for creators and influencers.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: MARK_COLOUR,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  });
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    // i18n: Lingui's macros compiled before React's transform sees the JSX (lingui-macros.ts).
    linguiMacros(),
    react(),
    precompress(),
    lighterMantineImports(),
    reactsOwnUseSyncExternalStore(),
    mantineStylesOfComponentsInUse(),
    zodWithoutEval(),
    themeVariables(),
    pageFilesOfEachAddress(),
    startFromTheEntryChunk(),
    installableApp(),
  ],
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
      // Inlining common chunks (below) needs it: the entry exports nothing anyway.
      preserveEntrySignatures: false,
      output: {
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
            // zod in a chunk of its own: the forms that validate in the browser share it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // Everything the entry imports (React included) in one chunk. Left to itself, the bundler
            // splits it into several, each with its own imports and compression overhead (2 to 3 KB
            // gzipped on every page); the price is that an app release also sends React again.
            { name: 'app', tags: ['$initial'], priority: -1 },
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
