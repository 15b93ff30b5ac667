import { screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { noSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { preloadPagesOfTheAddress } from './router';

let observer: MutationObserver | undefined;
afterEach(() => observer?.disconnect());

/** Whether the page loader was ever put in the page, however briefly. */
function watchForThePageLoader() {
  const seen = { loader: false };
  observer = new MutationObserver((mutations) => {
    for (const { addedNodes } of mutations) {
      for (const node of addedNodes) {
        if (node instanceof Element && node.matches('[aria-label="Loading page"], :has([aria-label="Loading page"])')) {
          seen.loader = true;
        }
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return seen;
}

it('shows a page whose code arrived while the session was checked at once, without the page loader', async () => {
  stubFetch(noSessionRoutes);
  // As main.tsx does as the app starts: the sign-in page's code, for a browser signed out last time.
  await preloadPagesOfTheAddress(false);
  const seen = watchForThePageLoader();

  renderApp('/');

  expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  expect(seen.loader).toBe(false);
});
