import { expect, test, type Locator, type Page } from '@playwright/test';
import { BackOffice, campaignFor } from './support/back-office.ts';
import { createCreator, openSignedIn } from './support/fixtures.ts';

/** A 375 px phone: what most creators hold. Nothing widens the page, and one-line things stay one line. */
test.use({ viewport: { width: 375, height: 800 } });

let backOffice: BackOffice;
test.beforeAll(async ({ baseURL }) => {
  backOffice = await BackOffice.open(baseURL as string);
});
test.afterAll(() => backOffice.close());

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The header's links and buttons that lie past the screen's edges, by name. */
const headerControlsOffScreen = (page: Page) =>
  page
    .getByRole('banner')
    .locator('a, button')
    .evaluateAll((controls) =>
      controls
        .filter((control) => {
          const box = control.getBoundingClientRect();
          return box.width > 0 && (box.left < 0 || box.right > window.innerWidth);
        })
        .map((control) => control.getAttribute('aria-label') ?? control.textContent),
    );

/** How many rows a box's children are laid out in. */
const rowsOf = (box: Locator) =>
  box.evaluate((element) => new Set([...element.children].map((child) => child.getBoundingClientRect().top)).size);

test('on a phone a long campaign title, the paginator and the header fit the screen', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/');
  const logoName = page.getByRole('banner').getByText('Creator Portal');
  const lineHeight = await logoName.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect((await logoName.boundingBox())?.height).toBeLessThanOrEqual(lineHeight + 1);
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  expect(await headerControlsOffScreen(page)).toEqual([]);

  const creator = await createCreator(request, baseURL as string, 'phone');
  const title = `Launch #RayaGlowSerumSuperHydratingLimitedEditionChallenge2026 ${Date.now()}`;
  const { id: campaignId } = await backOffice.createCampaign(campaignFor(title));
  const taskId = await backOffice.inviteInfluencer(campaignId, creator.email);
  for (const index of [1, 2]) {
    const { id } = await backOffice.createCampaign(campaignFor(`Phone page ${index} ${Date.now()}`));
    await backOffice.inviteInfluencer(id, creator.email);
  }

  await openSignedIn(page, creator.email, creator.password, `/campaign/${taskId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  // The signed-in header holds the bell, the language and Sign Out too: all of them in sight.
  expect(await headerControlsOffScreen(page)).toEqual([]);

  await page.goto('/campaigns');
  await page.getByRole('combobox', { name: 'Records per page' }).click();
  await page.getByRole('option', { name: '1', exact: true }).click();
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByRole('button', { name: 'Page 3' })).toBeVisible();
  expect(await rowsOf(pager)).toBe(1);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
});
