import { expect, test } from '@playwright/test';
import type { Task } from '@portal/domain/tasks';
import { BackOffice, campaignFor } from './support/back-office.ts';
import { E2E_ADMIN, PNG_BYTES } from './support/constants.ts';
import { CreatorApi } from './support/creator-api.ts';
import { createCreator, signInThroughApi } from './support/fixtures.ts';

test('a DRAFT task that expired sends a late draft, the manager approves it, and the final submission follows', async ({
  browser,
  request,
  baseURL,
}) => {
  const creator = await createCreator(request, baseURL as string, 'late-draft');
  const title = `Late kopi caption ${Date.now()}`;
  const backOffice = await BackOffice.open(baseURL as string);
  // The deadline passes right after the creator accepts; the server's sweep then expires the task.
  const { id: campaignId } = await backOffice.createCampaign(
    campaignFor(title, { taskType: 'DRAFT', deadline: new Date(Date.now() + 5_000).toISOString() }),
  );
  const taskId = await backOffice.inviteInfluencer(campaignId, creator.email);
  await backOffice.close();

  const creatorContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const influencer = await creatorContext.newPage();
  const admin = await adminContext.newPage();

  await signInThroughApi(influencer, creator.email, creator.password);
  await influencer.goto(`/campaign/${taskId}`);
  await influencer.getByRole('button', { name: 'Accept Task' }).click();
  await influencer.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(influencer.getByText('Task Accepted Successfully!')).toBeVisible();

  // The creator misses the deadline: once the server's sweep has expired the task (the list does
  // not change live), it is in Completed Task as Expired.
  const api = await CreatorApi.signIn(baseURL as string, creator.email, creator.password);
  const status = async () => (await api.get<Task[]>('/api/task')).find((task) => task.id === taskId)?.status;
  await expect.poll(status, { timeout: 60_000 }).toBe('EXPIRED');
  await api.close();
  await influencer.goto('/completed-tasks');
  const card = influencer.getByRole('article', { name: title });
  await expect(card).toContainText('Status: Expired');

  // The expired task still takes its draft.
  await card.getByRole('link', { name: title }).click();
  await influencer.getByRole('textbox', { name: 'Draft Comment' }).fill('Caption: kopi, late but strong');
  await influencer.getByRole('button', { name: 'Submit Draft' }).click();
  await expect(influencer.getByText('Draft Submitted Successfully')).toBeVisible();
  await expect(influencer).toHaveURL(/\/my-tasks$/);

  // The manager approves the draft from the drafts queue, editing its comment.
  await signInThroughApi(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto('/admin/queues/drafts');
  const item = admin.getByRole('article', { name: `${creator.fullName}, ${title}` });
  await expect(item).toContainText('Caption: kopi, late but strong');
  await item.getByRole('button', { name: 'Approve draft' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Approve draft' });
  await dialog.getByRole('textbox', { name: 'Approved comment' }).fill('Caption: kopi, worth the wait');
  await dialog.getByRole('button', { name: 'Approve with this comment' }).click();
  await expect(item).toHaveCount(0);

  // The approved draft is shown with the final form, and the final submission goes to approval.
  await influencer.goto(`/campaign/${taskId}`);
  await expect(influencer.getByRole('alert', { name: 'Draft Approved' })).toContainText(
    'Caption: kopi, worth the wait',
  );
  await influencer
    .getByLabel('Screenshots', { exact: true })
    .setInputFiles([{ name: 'posted.png', mimeType: 'image/png', buffer: PNG_BYTES }]);
  await expect(influencer.getByText('Uploaded')).toBeVisible();
  await influencer.getByRole('textbox', { name: 'URL Link' }).fill('https://instagram.com/p/late-kopi');
  await influencer.getByRole('button', { name: 'Submit Task' }).click();
  await expect(influencer.getByText('Task Submitted Successfully')).toBeVisible();
  await expect(influencer.getByText('Pending Approval').first()).toBeVisible();

  await creatorContext.close();
  await adminContext.close();
});
