import { expect, test, type Browser, type Page } from '@playwright/test';
import { AxeSweep, settled } from './support/axe.ts';
import { BackOffice, campaignFor } from './support/back-office.ts';
import { E2E_ADMIN } from './support/constants.ts';
import { CreatorApi } from './support/creator-api.ts';
import { createCreator, signInThroughApi } from './support/fixtures.ts';

/** A signed-in page of its own, on `path`. */
async function pageAt(browser: Browser, email: string, password: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughApi(page, email, password);
  await page.goto(path);
  return page;
}

/** The page at a phone's and a desk's width, as screenshots kept with the test's results. */
async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('a campaign with a confirmed budget: the manager sees what it holds, the creator sees their payment secured', async ({
  browser,
  request,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const backOffice = await BackOffice.open(origin);
  const title = `Budget ${Date.now()}`;
  const { id: campaignId } = await backOffice.createCampaign(
    campaignFor(title, { incentive: 150, budget: 1000, fundsConfirmed: true }),
  );
  const creator = await createCreator(request, origin, 'budget');
  const taskId = await backOffice.inviteInfluencer(campaignId, creator.email);
  const creatorApi = await CreatorApi.signIn(origin, creator.email, creator.password);
  await creatorApi.put('/api/task/accept', { task: taskId, screeningResponses: [] });
  await creatorApi.close();
  await backOffice.close();

  const admin = await pageAt(browser, E2E_ADMIN.email, E2E_ADMIN.password, `/admin/campaigns/${campaignId}`);
  const summary = admin.getByRole('region', { name: 'Budget' });
  await expect(summary).toContainText('RM 850.00');
  await expect(summary).toContainText('15% of the budget committed, approved or paid');
  const adminAxe = new AxeSweep(admin);
  await adminAxe.check('campaign page with its budget');
  await shoot(admin, 'campaign-budget');
  adminAxe.expectNone();

  const page = await pageAt(browser, creator.email, creator.password, `/campaign/${taskId}`);
  const terms = page.getByRole('region', { name: 'Your terms' });
  await expect(terms).toContainText('Payment secured');
  await expect(terms).toContainText('The brand has set aside the money for this campaign’s payments.');
  const creatorAxe = new AxeSweep(page);
  await creatorAxe.check('task page with its payment secured');
  await shoot(page, 'terms-payment-secured');
  creatorAxe.expectNone();
});
