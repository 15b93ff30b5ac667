import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { AxeSweep } from './support/axe.ts';
import { BackOffice, campaignFor } from './support/back-office.ts';
import { E2E_ADMIN, PNG_BYTES } from './support/constants.ts';
import { CreatorApi } from './support/creator-api.ts';
import {
  createCreator,
  openSignedIn,
  signIn,
  signInThroughApi,
  submitSignIn,
  type Creator,
} from './support/fixtures.ts';

/**
 * A campaign the creator is invited to, accepts, and sends a screenshot and a link for, through the
 * API as other journeys do. Answers the task's id.
 */
async function submittedTask(baseURL: string, backOffice: BackOffice, creator: Creator, title: string) {
  const { id: campaignId } = await backOffice.createCampaign(campaignFor(title));
  const taskId = await backOffice.inviteInfluencer(campaignId, creator.email);
  const creatorApi = await CreatorApi.signIn(baseURL, creator.email, creator.password);
  await creatorApi.put('/api/task/accept', { task: taskId, screeningResponses: [] });
  const screenshot = await creatorApi.uploadScreenshot(campaignId);
  await creatorApi.put('/api/task/submit', {
    newSubmission: { taskId, screenshotURL: [screenshot], linkURL: `https://instagram.com/p/${taskId}` },
  });
  await creatorApi.close();
  return taskId;
}

/** Opens "Your data" from the sidebar. */
async function openYourData(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Your data' }).click();
  await expect(page.getByRole('heading', { name: 'Your data', level: 1 })).toBeVisible();
}

test('a creator downloads a copy of their data and opens it, then deletes their account on two devices and cancels the deletion', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const origin = baseURL as string;
  const creator = await createCreator(request, origin, 'data-rights');
  const title = `Teh tarik story ${Date.now()}`;
  const backOffice = await BackOffice.open(origin);
  await submittedTask(origin, backOffice, creator, title);
  await backOffice.close();
  const axe = new AxeSweep(page);

  // A copy of their data: asked for, built by the job, downloaded as one ZIP.
  await openSignedIn(page, creator.email, creator.password);
  await openYourData(page);
  await axe.check('Your data, nothing asked for yet');
  await page.getByRole('button', { name: 'Ask for my data' }).click();
  await expect(page.getByText(/We are preparing your data/)).toBeVisible();
  const downloadButton = page.getByRole('button', { name: 'Download my data' });
  await expect(downloadButton).toBeVisible({ timeout: 60_000 });
  // Checked at rest: the pointer left where "Ask for my data" was would hover the button now in its place.
  await page.mouse.move(0, 0);
  await axe.check('Your data, a copy ready to download');
  const saving = page.waitForEvent('download');
  await downloadButton.click();
  const saved = await saving;
  expect(saved.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);

  // Unzipped as the creator's own computer would, its index opened in the browser.
  const entries = unzipSync(new Uint8Array(await fs.readFile(await saved.path())));
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'data-rights-'));
  try {
    for (const [name, content] of Object.entries(entries)) {
      if (name.endsWith('/')) continue;
      await fs.mkdir(path.dirname(path.join(folder, name)), { recursive: true });
      await fs.writeFile(path.join(folder, name), content);
    }
    const archive = await browser.newPage();
    await archive.goto(pathToFileURL(path.join(folder, 'index.html')).href);
    await expect(archive.getByRole('heading', { level: 1, name: 'Your data from Creator Portal' })).toBeVisible();
    await expect(
      archive.getByText(`This is a copy of the data Creator Portal holds about you, ${creator.fullName},`),
    ).toBeVisible();
    const tasksLink = archive.getByRole('link', { name: 'Tasks and their timelines' });
    await expect(tasksLink).toHaveAttribute('href', 'data/tasks.json');
    const screenshotLink = archive.getByRole('link', { name: /proof\.png$/ });
    await expect(screenshotLink).toHaveCount(1);
    // The uploaded screenshot is in the ZIP where its link points, byte for byte.
    const screenshotHref = (await screenshotLink.getAttribute('href')) ?? '';
    expect(screenshotHref).toMatch(/^files\/submissions\//);
    expect(Buffer.from(await fs.readFile(path.join(folder, decodeURIComponent(screenshotHref))))).toEqual(PNG_BYTES);
    // The tasks link opens the task with its campaign.
    await tasksLink.click();
    await expect(archive).toHaveURL(/\/data\/tasks\.json$/);
    await expect(archive.locator('body')).toContainText(title);
    await archive.close();
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }

  // The same creator is also signed in on a second device.
  const secondDevice = await browser.newContext();
  const second = await secondDevice.newPage();
  await openSignedIn(second, creator.email, creator.password, '/my-tasks');

  // Deleting their account: the password and their e-mail typed again; they are signed out here.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(creator.password);
  await dialog.getByRole('textbox', { name: 'Type your e-mail address to confirm' }).fill(creator.email);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(
    page.getByText(/^Your account will be deleted on .+\. Sign in before then to cancel the deletion\.$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  // The second device is signed out at its next step.
  await second.getByRole('navigation').getByRole('link', { name: 'My Dashboard' }).click();
  await expect(second.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await secondDevice.close();

  // Signing in again within the grace period: only the pending deletion, no portal around it.
  await submitSignIn(page, creator.email, creator.password);
  await expect(page.getByRole('heading', { level: 1, name: /^Your account is being deleted on / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel deletion' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toHaveCount(0);
  await axe.check('the pending deletion');

  // Cancelled: the account is back as it was, with its task and its copy of the data.
  await page.getByRole('button', { name: 'Cancel deletion' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await signIn(page, creator.email, creator.password);
  await page.goto('/my-tasks');
  await expect(page.getByText(title).first()).toBeVisible();
  await openYourData(page);
  await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
  axe.expectNone();
});

test('the back office erases a creator at once at their request; their paid task stays as "Deleted creator"', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const origin = baseURL as string;
  const creator = await createCreator(request, origin, 'erased');
  const title = `Roti canai review ${Date.now()}`;
  const backOffice = await BackOffice.open(origin);
  const taskId = await submittedTask(origin, backOffice, creator, title);
  await backOffice.review(taskId, 'approve');
  {
    const creatorApi = await CreatorApi.signIn(origin, creator.email, creator.password);
    await creatorApi.payByPaypal(`paypal-${creator.email}`);
    await creatorApi.close();
  }
  await backOffice.review(taskId, 'startPayout');
  await backOffice.review(taskId, 'markPaid', { reference: 'E2E-ERASED-1' });
  await backOffice.close();

  // The manager finds the creator in the directory and erases their account, giving the reason.
  await signInThroughApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/influencers');
  await page.getByRole('searchbox', { name: 'Search' }).fill(creator.email);
  const directory = page.getByRole('table', { name: 'Influencers' });
  await expect(directory.getByRole('row')).toHaveCount(2);
  await directory.getByRole('button', { name: 'Erase account' }).click();
  const erase = page.getByRole('dialog', { name: `Erase ${creator.fullName}'s account?` });
  await erase.getByRole('button', { name: 'Erase account' }).click();
  await expect(erase.getByText('Please give the reason for erasing this account')).toBeVisible();
  await erase.getByRole('textbox', { name: 'Reason' }).fill('Asked by e-mail to support on 8 December');
  await erase.getByRole('button', { name: 'Erase account' }).click();
  await expect(erase).toBeHidden();
  // Their address is gone with the rest: the search finds nobody.
  await expect(page.getByText('No influencer matches these filters.')).toBeVisible();

  // The creator cannot sign in any more.
  const creatorContext = await browser.newContext();
  const creatorPage = await creatorContext.newPage();
  await submitSignIn(creatorPage, creator.email, creator.password);
  await expect(creatorPage.getByRole('note').getByText('Incorrect email/password')).toBeVisible();
  await creatorContext.close();

  // The paid task stays in the books, under "Deleted creator".
  await page.goto(`/admin/tasks/${taskId}`);
  const influencer = page.getByRole('region', { name: 'Influencer' });
  await expect(influencer.getByRole('link', { name: 'Deleted creator' })).toBeVisible();
  await expect(page.getByText(creator.fullName)).toHaveCount(0);
  await expect(page.getByText(title).first()).toBeVisible();
});
