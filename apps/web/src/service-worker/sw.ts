/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { openNotificationUrl, showPushNotification } from './notification-handlers';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/**
 * The portal's service worker (built by vite-plugin-pwa, which fills in `__WB_MANIFEST` with the
 * app shell: index.html, the entry's script and style, the languages' messages, the icons). It
 * keeps the shell at install, and each page's own scripts and styles as they are used (those the
 * first page loaded before the worker was there are sent by the page: register-service-worker.ts),
 * so the pages a creator visited open offline; and it shows Web Push notifications. It never keeps
 * an API answer: calls to `/api/` have no route here and always go to the network, as a cache keyed
 * by address would give one user's answers to the next on a shared browser. Offline they fail; a
 * page the tab visited shows the answers the tab kept for its user (lib/offline-copy.ts), beside
 * the 'You are offline' notice, which says they may be out of date.
 */

// A new version takes over at once: every file it serves is hashed, and pages come from the network.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// Navigation preload: the page's request starts while the worker wakes, not after.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload.enable());
});

/** Addresses that are not pages of the app: the API (a signed file link opened in a tab), the probes. */
const NOT_APP_PAGES = [/^\/api\//, /^\/healthz/, /^\/readyz/];

/**
 * A page: from the network, always (each answer carries its own CSP nonce, and a new release's
 * index.html); only when the network fails, the app shell kept at install. Registered before
 * the precache's route so that `/` and `/index.html` are never answered from the cache online.
 */
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      try {
        const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
        return preloaded ?? (await fetch(request));
      } catch (error) {
        const shell = await matchPrecache('/index.html');
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: NOT_APP_PAGES },
  ),
);
precacheAndRoute(self.__WB_MANIFEST);

/** How many hashed files are kept: a few releases' worth of every page, the oldest dropped first. */
const KEPT_ASSETS = 400;

/**
 * Every other built file, from the cache once kept: its name changes with its content, so a kept
 * copy is never out of date. Kept at first use rather than at install, so a phone does not
 * download every screen's code (the back office's too) the moment the portal is first opened.
 */
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: KEPT_ASSETS, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('push', (event) => {
  event.waitUntil(showPushNotification(self, event.data));
});
self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openNotificationUrl(self, event.notification));
});
