// Mantine's base styles; each component's own come with the chunk that uses it
// (build/mantine-styles-of-components-in-use.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
// The theme's own variables (its colours, moved to reach AA contrast), written at build: palette.ts.
import 'virtual:theme-variables.css';
import '@mantine/core/styles/global.css';
// The first paint's own styles (index.html), in the stylesheet the page loads before any script.
import './splash.css';
// Scrolling and focus rules for every page.
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, preloadPagesOfTheAddress } from './app/router';
import { activateLocale, initialLocale } from './lib/i18n/locale';
import { getSession, pageSaysNoSession, type SessionAtStart } from './lib/identity-client';
import { offlineSession } from './lib/offline-session';
import { signedInHint } from './lib/signed-in-hint';
import { registerServiceWorkerAfterLoad } from './lib/register-service-worker';

const container = document.getElementById('root');
if (!container) {
  throw new Error('The page has no #root element to render into');
}

// A page asked for without a session cookie says so (the server's plugins/web.ts): the browser is
// signed out for sure, so nothing is asked and its page shows without the welcome screen. Else the
// session is asked for first, since the signed-in page's data waits on it; then the page's code,
// before the first render rather than after it.
// A page the service worker kept may say so from when it was kept: a tab signed in a moment ago
// asks (offline-session.ts).
const sessionAtStart: SessionAtStart =
  pageSaysNoSession() && !offlineSession.hasUser() ? 'none' : getSession().catch(() => null);
const knownSignedOut = sessionAtStart === 'none';
const pageCode = preloadPagesOfTheAddress(!knownSignedOut && signedInHint.read());

// The first render waits for the language's catalogue (a few KB), so no text shows in another
// language first; a signed-out page's first render is the page itself, so it waits for its code too
// (fetched meanwhile: the page names it), rather than flashing a loader.
const locale = initialLocale();
const catalogue = activateLocale(locale)
  // A catalogue that did not arrive: English, rather than no page.
  .catch(() => activateLocale('en'));
void Promise.all([catalogue, knownSignedOut ? pageCode : undefined])
  .catch(() => undefined)
  .finally(() => {
    const root = createRoot(container);
    // In a transition, React renders the app in slices a phone can interrupt, not in one long task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProvider storedSession={sessionAtStart}>
            <AppRouter />
          </AppProvider>
        </StrictMode>,
      ),
    );
  });

registerServiceWorkerAfterLoad();
