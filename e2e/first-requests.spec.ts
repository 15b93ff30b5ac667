import { expect } from '@playwright/test';
import { E2E_DEMO_CREATOR } from './support/constants.ts';
import { test } from './support/csp.ts';
import { signIn } from './support/fixtures.ts';

/**
 * The order a returning creator's page asks for what it needs: the session first, since the
 * signed-in page's data waits on it, before the page's own code takes up the browser's connections.
 */
test("a returning creator's page asks for the session before the page's code", async ({ page }) => {
  await signIn(page, E2E_DEMO_CREATOR.email, E2E_DEMO_CREATOR.password);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();

  const session = asked.indexOf('/api/identity/get-session');
  const firstPageCode = asked.findIndex((path) => /^\/assets\/(dashboard|signed-in-root)-[\w-]{8}\.js$/.test(path));
  expect(session).toBeGreaterThanOrEqual(0);
  expect(firstPageCode).toBeGreaterThan(session);
});

/**
 * A slow mobile network fetches six files at a time: the scripts the page itself names wait for
 * no one else's turn when there are few of them, and the first is the one that starts the portal.
 */
test('the page names one script, which starts the portal, and the code it shares', async ({ page }) => {
  const answer = await page.request.get('/');
  const html = await answer.text();
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, source]) => source);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(([, source]) => source);
  expect(scripts).toHaveLength(1);
  expect(preloads.length).toBeLessThanOrEqual(1);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
});
