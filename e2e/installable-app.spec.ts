import { expect, type Page } from '@playwright/test';
import { test } from './support/csp.ts';
import type { Task } from '@portal/domain/tasks';
import { BackOffice, campaignFor } from './support/back-office.ts';
import { E2E_DEMO_CREATOR } from './support/constants.ts';
import { CreatorApi } from './support/creator-api.ts';
import { titleOf } from './support/demo-data.ts';
import { createCreator, openSignedIn } from './support/fixtures.ts';

/**
 * The portal as an installed app: its manifest and icons, and the service worker that opens it
 * offline with the 'You are offline' notice, and never answers an API call from a cache.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });

/**
 * Waits until the service worker has kept the app shell (it is active once installed), controls
 * the page, and has kept the files this page loaded before it was there.
 */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(async () => {
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.startsWith('/assets/'));
    const kept = await Promise.all(loaded.map(async (url) => (await caches.match(url)) !== undefined));
    return kept.every(Boolean);
  });
}

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline.' });

/** The addresses of everything in the service worker's caches. */
const keptFiles = (page: Page) =>
  page.evaluate(async () => {
    const requests = await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys()));
    return requests.flat().map((kept) => new URL(kept.url).pathname);
  });

/** Waits until the tab has kept the answers a page showed (lib/offline-copy.ts, a few seconds after it showed). */
async function waitForKeptAnswers(page: Page, shown: string) {
  await page.waitForFunction((text) => sessionStorage.getItem('portal.kept-answers')?.includes(text) === true, shown, {
    timeout: 30_000,
  });
}

test('the manifest names the app and its icons, each served as a PNG', async ({ request }) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Creator Portal', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
});

test('a visited page opens again offline, saying so, and API calls are never answered from a cache', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const creator = await createCreator(request, baseURL as string, 'offline-creator');
  await openSignedIn(page, creator.email, creator.password);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await waitForServiceWorker(page);
  await expect(offlineNotice(page)).toHaveCount(0);
  // At install the worker kept the app shell, not every screen's code: nothing of the back office.
  const kept = await keptFiles(page);
  expect(kept).toContain('/index.html');
  expect(kept.filter((file) => file.includes('admin'))).toEqual([]);
  // The signed-in person's session, as the app reads it: an answer no cache may keep.
  const session = '/api/identity/get-session';
  expect(await page.evaluate(async (url) => (await fetch(url)).status, session)).toBe(200);
  const visited = new URL(page.url()).pathname;

  await context.setOffline(true);
  await expect(offlineNotice(page)).toBeVisible();
  await page.reload();

  // The app shell came from the worker's cache: the page, its scripts and styles, in this language.
  expect(new URL(page.url()).pathname).toBe(visited);
  await expect(offlineNotice(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Creator Portal' }).first()).toBeVisible();
  // A page's own code too (each page is a chunk of its own), kept from the visit although it was
  // loaded before the worker was there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The answer fetched a moment ago online is not kept: offline, the call fails.
  const offlineCall = await page.evaluate(async (url) => {
    try {
      return `answered ${(await fetch(url)).status}`;
    } catch {
      return 'failed';
    }
  }, session);
  expect(offlineCall).toBe('failed');

  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
});

test('offline, a visited task or list page reloads signed in with the notice, and loads again by itself once back online', async ({
  page,
  context,
  baseURL,
}) => {
  const api = await CreatorApi.signIn(baseURL as string, E2E_DEMO_CREATOR.email, E2E_DEMO_CREATOR.password);
  const tasks = await api.get<Task[]>('/api/task');
  await api.close();
  const task = tasks.find((candidate) => !['SELECTED', 'COMPLETED', 'EXPIRED'].includes(candidate.status));
  if (!task) throw new Error('the demo creator has no task in progress');
  const heading = (name: string) => page.getByRole('heading', { level: 1, name });
  const signedInFrame = page.getByRole('button', { name: 'Sign Out' });

  await openSignedIn(page, E2E_DEMO_CREATOR.email, E2E_DEMO_CREATOR.password, '/my-tasks');
  await expect(heading('My Tasks')).toBeVisible();
  await waitForServiceWorker(page);
  await page.goto(`/campaign/${task.id}`);
  await expect(heading(titleOf(task))).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(offlineNotice(page)).toBeVisible();
  await expect(signedInFrame).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toHaveCount(0);
  await context.setOffline(false);
  await expect(heading(titleOf(task))).toBeVisible();

  await page.goto('/my-tasks');
  await expect(page.getByText(titleOf(task)).first()).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(offlineNotice(page)).toBeVisible();
  await expect(heading('My Tasks')).toBeVisible();
  await expect(signedInFrame).toBeVisible();
  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
  await expect(page.getByText(titleOf(task)).first()).toBeVisible();
});

test('offline, the visited dashboard and list page show their last content, signed in, and refresh by themselves once back online', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const creator = await createCreator(request, baseURL as string, 'offline-content');
  const backOffice = await BackOffice.open(baseURL as string);
  const invite = async (title: string) =>
    backOffice.inviteInfluencer((await backOffice.createCampaign(campaignFor(title))).id, creator.email);
  const firstTitle = `Offline Kept Campaign ${Date.now()}`;
  const laterTitle = `Offline Later Campaign ${Date.now()}`;
  await invite(firstTitle);
  const nextSteps = page.getByRole('region', { name: 'Next steps' });

  await openSignedIn(page, creator.email, creator.password, '/');
  await expect(nextSteps.getByText(firstTitle)).toBeVisible();
  await waitForKeptAnswers(page, firstTitle);
  await page.goto('/campaigns');
  await expect(page.getByText(firstTitle).first()).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  // Meanwhile the brand invites the creator again: the page cannot know until it is back online.
  await invite(laterTitle);
  await backOffice.close();
  await page.reload();

  await expect(offlineNotice(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await expect(page.getByText(firstTitle).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByText(laterTitle)).toHaveCount(0);
  // The last content came from the tab, not from the worker, which keeps no API answer.
  expect((await keptFiles(page)).filter((file) => file.startsWith('/api/'))).toEqual([]);

  await page.goto('/');
  await expect(offlineNotice(page)).toBeVisible();
  await expect(nextSteps.getByText(firstTitle)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
  await expect(nextSteps.getByText(laterTitle)).toBeVisible();
  await expect(nextSteps.getByText(firstTitle)).toBeVisible();
});
