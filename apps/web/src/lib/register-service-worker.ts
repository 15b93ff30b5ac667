/**
 * Registers the service worker (src/service-worker/sw.ts, built as /sw.js) once the page has
 * loaded, so its install (which fetches the app shell) never competes with the first load. Only
 * in a production build: under the dev server there is no worker to register.
 */
export function registerServiceWorkerAfterLoad() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // Without it the portal works as before, online only: nothing to tell the user.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
