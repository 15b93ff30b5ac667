/** The built files (scripts, styles) this page has loaded so far. */
const loadedAssets = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => {
      const address = new URL(url);
      return address.origin === location.origin && address.pathname.startsWith('/assets/');
    });

/**
 * Registers the service worker (src/service-worker/sw.ts, built as /sw.js) once the page has
 * loaded, so its install (which fetches the app shell) never competes with the first load. Only
 * in a production build: under the dev server there is no worker to register.
 *
 * The worker keeps each page's files as they pass through it; this page's were fetched before it
 * was there, so they are handed to it (Workbox's CACHE_URLS message), and the page opens offline.
 */
export function registerServiceWorkerAfterLoad() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const { active } = await navigator.serviceWorker.ready;
    active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: loadedAssets() } });
  };
  const registerQuietly = () => {
    // Without it the portal works as before, online only: nothing to tell the user.
    register().catch(() => {});
  };
  if (document.readyState === 'complete') registerQuietly();
  else window.addEventListener('load', registerQuietly, { once: true });
}
