/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { openNotificationUrl, showPushNotification } from './notification-handlers';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/**
 * The portal's service worker (built by vite-plugin-pwa, which fills in `__WB_MANIFEST` with the
 * build's files). It keeps the app shell (index.html, the hashed scripts and styles, the icons) so
 * the portal opens offline, and shows Web Push notifications. It never keeps an API answer: calls
 * to `/api/` have no route here and always go to the network, so no page shows a stale answer as
 * fresh; offline they fail, and the page says so beside the 'You are offline' notice.
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

self.addEventListener('push', (event) => {
  event.waitUntil(showPushNotification(self, event.data));
});
self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openNotificationUrl(self, event.notification));
});
