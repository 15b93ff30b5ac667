import { expect, test, type Page } from '@playwright/test';
import { BackOffice, campaignFor } from './support/back-office.ts';
import { E2E_ADMIN } from './support/constants.ts';
import { createCreator, signInThroughApi } from './support/fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A `datetime-local` value `days` from now, in the browser's own time zone (as a person types it). */
const localInputInDays = (page: Page, days: number) =>
  page.evaluate((ms) => {
    const date = new Date(Date.now() + ms);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, days * DAY);

/** The creator asks for a later deadline on their task's page, with a reason. */
async function askForExtension(influencer: Page, taskId: string, reason: string) {
  await influencer.goto(`/campaign/${taskId}`);
  await influencer.getByRole('button', { name: 'Request an extension' }).click();
  const dialog = influencer.getByRole('dialog', { name: 'Request a deadline extension' });
  // Sent empty first: each field says what it needs.
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Please choose the new deadline')).toBeVisible();
  await expect(dialog.getByText('Please give a reason for the extension')).toBeVisible();
  await dialog.getByLabel('New deadline').fill(await localInputInDays(influencer, 15));
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(influencer.getByText('Extension request sent')).toBeVisible();
  await expect(influencer.getByRole('article', { name: /^Extension request of/ })).toContainText(
    'Waiting for a decision',
  );
  await expect(influencer.getByRole('button', { name: 'Request an extension' })).toHaveCount(0);
}

test('a creator asks for more time; the manager approves one request and declines another, and the creator sees each', async ({
  browser,
  request,
  baseURL,
}) => {
  const creator = await createCreator(request, baseURL as string, `extension-${Date.now()}`);
  const backOffice = await BackOffice.open(baseURL as string);
  const deadline = new Date(Date.now() + 5 * DAY).toISOString();
  const approvedTitle = `Kopi O extension ${Date.now()}`;
  const declinedTitle = `Nasi lemak extension ${Date.now()}`;
  const approvedCampaign = await backOffice.createCampaign(campaignFor(approvedTitle, { deadline }));
  const declinedCampaign = await backOffice.createCampaign(campaignFor(declinedTitle, { deadline }));
  const approvedTask = await backOffice.inviteInfluencer(approvedCampaign.id, creator.email);
  const declinedTask = await backOffice.inviteInfluencer(declinedCampaign.id, creator.email);
  await backOffice.close();

  const creatorContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const influencer = await creatorContext.newPage();
  const admin = await adminContext.newPage();

  await signInThroughApi(influencer, creator.email, creator.password);
  for (const taskId of [approvedTask, declinedTask]) {
    await influencer.goto(`/campaign/${taskId}`);
    await influencer.getByRole('button', { name: 'Accept Task' }).click();
    await influencer.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(influencer.getByText('Task Accepted Successfully!')).toBeVisible();
  }

  // The first request: the manager approves it from the queue, with the date asked for.
  await askForExtension(influencer, approvedTask, 'The brand sent the product late');
  await expect(influencer.getByRole('region', { name: 'Time Remaining' })).toContainText('4 days');
  await signInThroughApi(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto('/admin/queues/extensions');
  await expect(admin.getByRole('link', { name: /^Deadline extensions \d+$/ })).toBeVisible();
  const approving = admin.getByRole('article', { name: `Extension request from ${creator.fullName}` });
  await expect(approving).toContainText(approvedTitle);
  await expect(approving).toContainText('The brand sent the product late');
  await approving.getByRole('button', { name: 'Approve' }).click();
  await admin
    .getByRole('dialog', { name: `Approve the extension for ${creator.fullName}` })
    .getByRole('button', { name: 'Approve extension' })
    .click();
  await expect(admin.getByText('Extension approved')).toBeVisible();
  await expect(approving).toHaveCount(0);

  await influencer.goto(`/campaign/${approvedTask}`);
  const approved = influencer.getByRole('article', { name: /^Extension request of/ });
  await expect(approved).toContainText('Approved');
  await expect(approved).toContainText('Your new deadline:');
  await expect(influencer.getByRole('region', { name: 'Time Remaining' })).toContainText('14 days');

  // The second request: the manager declines it with a reason, which the creator reads.
  await askForExtension(influencer, declinedTask, 'I would like to travel first');
  await admin.goto('/admin/queues/extensions');
  const declining = admin.getByRole('article', { name: `Extension request from ${creator.fullName}` });
  await expect(declining).toContainText(declinedTitle);
  await declining.getByRole('button', { name: 'Decline' }).click();
  const declineDialog = admin.getByRole('dialog', { name: `Decline the extension for ${creator.fullName}` });
  await declineDialog.getByRole('textbox', { name: 'Reason for the creator' }).fill('The brand launches that week');
  await declineDialog.getByRole('button', { name: 'Decline extension' }).click();
  await expect(admin.getByText('Extension declined')).toBeVisible();
  await expect(declining).toHaveCount(0);

  await influencer.goto(`/campaign/${declinedTask}`);
  const declined = influencer.getByRole('article', { name: /^Extension request of/ });
  await expect(declined).toContainText('Declined');
  await expect(declined).toContainText('Reason given: The brand launches that week');
  await expect(influencer.getByRole('region', { name: 'Time Remaining' })).toContainText('4 days');

  // Both sides see the request and the decision in the task's timeline.
  await admin.goto(`/admin/tasks/${declinedTask}`);
  await expect(admin.getByText('asked for a deadline extension')).toBeVisible();
  await expect(admin.getByText('declined the deadline extension')).toBeVisible();

  await creatorContext.close();
  await adminContext.close();
});
