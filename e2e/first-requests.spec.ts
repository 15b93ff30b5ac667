import { expect } from '@playwright/test';
import { E2E_DEMO_CREATOR } from './support/constants.ts';
import { test } from './support/csp.ts';
import { signIn } from './support/fixtures.ts';

/**
 * A returning creator's page names the scripts and styles of the page at its address (the server
 * chooses them by the address and the session cookie), so the browser fetches them as it reads the
 * page instead of once the portal's script has run.
 */
test("a returning creator's page names its own code, which the browser fetches as it reads the page", async ({
  page,
}) => {
  await signIn(page, E2E_DEMO_CREATOR.email, E2E_DEMO_CREATOR.password);
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\.(js|css)$/.test(pathname)) fetched.push(pathname);
  });
  const document = page.waitForResponse((response) => response.request().resourceType() === 'document');

  await page.reload();
  const html = await (await document).text();
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();

  const named = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.(?:js|css))"/g)].map(
    ([, file]) => file,
  );
  expect(fetched).toContainEqual(expect.stringMatching(/^\/assets\/dashboard-[\w-]{8}\.js$/));
  expect(named).toEqual(expect.arrayContaining(fetched));
  // The page's styles are its stylesheets from the start: the app's loader finds them and adds none.
  expect(named).toContainEqual(expect.stringMatching(/^\/assets\/dashboard-[\w-]{8}\.css$/));
  const stylesheets = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(stylesheets).toEqual([...new Set(stylesheets)]);
  expect(fetched).toEqual([...new Set(fetched)]);
});

/**
 * A slow mobile network fetches six files at a time: the first file the page names is the one that
 * starts the portal, and it is the only script; the code it shares and the page's own come after.
 */
test('the page names one script, which starts the portal, before any other file', async ({ page }) => {
  const answer = await page.request.get('/');
  const html = await answer.text();
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, source]) => source);
  expect(scripts).toHaveLength(1);
  expect(html.indexOf('<script')).toBeLessThan(html.search(/<link rel="(modulepreload|preload|stylesheet)"/));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
});

/**
 * A browser with no session cookie is signed out for sure, and the server's page says so: the
 * sign-in page shows without a round trip to ask for a session, and without the welcome screen.
 * Once signed in, the cookie is there and the session is asked for as before.
 */
test('a first visit shows the sign-in page without asking for a session', async ({ page }) => {
  const sessionChecks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/identity/get-session') sessionChecks.push(request.url());
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  expect(sessionChecks).toEqual([]);

  await signIn(page, E2E_DEMO_CREATOR.email, E2E_DEMO_CREATOR.password);
  const sessionCheck = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/identity/get-session',
  );
  await page.reload();
  await sessionCheck;
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
});

/**
 * The page paints the product's mark and name from the page and its stylesheet alone: on a slow
 * mobile network that is over a second before the portal's script has arrived and run. The
 * portal's first render replaces it.
 */
test("the page shows the product's mark and name before the portal's script has run", async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByText('Creator Portal', { exact: true })).toBeVisible();

  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page.locator('.splash')).toHaveCount(0);
});

/**
 * The tab's icon is a small PNG. A page decodes its icon on its main thread, as it starts the
 * portal, and an SVG icon builds a whole SVG document there: 40-180 ms on a slow phone's CPU.
 */
test("the page's icon is a PNG the browser shows", async ({ page }) => {
  await page.goto('/');
  const icons = await page
    .locator('link[rel="icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(icons).not.toHaveLength(0);
  for (const icon of icons) {
    const answer = await page.request.get(icon);
    expect(answer.ok()).toBe(true);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
});
