import { expect, test, type Locator } from '@playwright/test';
import { BackOffice, campaignFor } from './support/back-office.ts';
import { E2E_ADMIN } from './support/constants.ts';
import { CreatorApi } from './support/creator-api.ts';
import { createCreator, signInThroughApi } from './support/fixtures.ts';

test('a manager works through the submissions queue with the keyboard and approves two at once', async ({
  browser,
  request,
  baseURL,
}) => {
  const title = `Queue kopi ${Date.now()}`;
  const backOffice = await BackOffice.open(baseURL as string);
  const { id: campaignId } = await backOffice.createCampaign(campaignFor(title));
  const names: string[] = [];
  for (const who of ['queue-a', 'queue-b']) {
    const creator = await createCreator(request, baseURL as string, `${who}-${Date.now()}`);
    names.push(creator.fullName);
    const taskId = await backOffice.inviteInfluencer(campaignId, creator.email);
    const api = await CreatorApi.signIn(baseURL as string, creator.email, creator.password);
    await api.put('/api/task/accept', { task: taskId, screeningResponses: [] });
    const key = await api.uploadScreenshot(campaignId);
    await api.put('/api/task/submit', {
      newSubmission: { taskId, screenshotURL: [key], linkURL: 'https://instagram.com/p/queue' },
    });
    await api.close();
  }
  await backOffice.close();

  const admin = await (await browser.newContext()).newPage();
  await signInThroughApi(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto(`/admin/queues/submissions?campaign=${campaignId}`);
  const [first, second] = names.map((name) => admin.getByRole('article', { name: `${name}, ${title}` }));
  await expect(first as Locator).toBeVisible();
  await expect(second as Locator).toBeVisible();

  // The first Approve is two Tab presses into the page: past the frame, then past the queue's
  // links and filter.
  await admin.keyboard.press('Tab');
  await expect(admin.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await admin.keyboard.press('Enter');
  await admin.keyboard.press('Tab');
  await expect(admin.getByRole('link', { name: "Skip to the first item's decisions" })).toBeFocused();
  await admin.keyboard.press('Enter');
  await expect((first as Locator).getByRole('button', { name: 'Approve submission' })).toBeFocused();

  // The shortcuts, listed in their dialog.
  await admin.keyboard.press('Escape');
  await admin.locator('body').click({ position: { x: 1, y: 1 } });
  await admin.keyboard.press('?');
  const help = admin.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('row', { name: /Approve the item/ })).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // The item tabbed into is the current one: k stays on it, j moves on; x selects each. Both
  // are approved at once after the confirmation.
  await admin.keyboard.press('k');
  await expect(first as Locator).toBeFocused();
  await admin.keyboard.press('x');
  await admin.keyboard.press('j');
  await expect(second as Locator).toBeFocused();
  await admin.keyboard.press('x');
  await admin.getByRole('button', { name: 'Approve selected (2)' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Approve 2 items?' });
  await confirm.getByRole('button', { name: 'Approve 2 items' }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'Approved 2 items' })).toBeVisible();
  await expect(admin.getByText('Nothing waiting for review')).toBeVisible();
});
