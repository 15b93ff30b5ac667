import fs from 'node:fs';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import { WEB_ROOT } from './installed.ts';

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
export function installableApp() {
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
          const page = fs.readFileSync(path.join(WEB_ROOT, 'dist/index.html'), 'utf8');
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
