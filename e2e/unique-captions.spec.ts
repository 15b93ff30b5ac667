import { expect, test } from '@playwright/test';
import { openQueueItem } from './support/back-office.ts';
import { E2E_ADMIN, PNG_BYTES } from './support/constants.ts';
import { CreatorApi } from './support/creator-api.ts';
import { createCreator, signInThroughApi } from './support/fixtures.ts';

test('a manager gives each creator of a Unique Comment campaign their caption; the creator posts it and is paid', async ({
  browser,
  request,
  baseURL,
}) => {
  const creator = await createCreator(request, baseURL as string, 'captions');
  const creatorApi = await CreatorApi.signIn(baseURL as string, creator.email, creator.password);
  await creatorApi.payByPaypal('nur@paypal.example');
  await creatorApi.close();
  const title = `Glow caption week ${Date.now()}`;
  const caption = 'Tried GlowLab for a week and my skin feels so hydrated!';
  // A post address far wider than a phone, with no place to break but the slashes.
  const postUrl = `https://www.instagram.com/p/${'GlowLabLaunchWeek'.repeat(6)}/`;

  const adminContext = await browser.newContext();
  const creatorContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const influencer = await creatorContext.newPage();

  // The manager creates a Unique Comment campaign and invites the creator by e-mail.
  await signInThroughApi(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto('/admin/campaigns/new');
  await admin.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await admin.getByRole('combobox', { name: 'Task type' }).click();
  await admin.getByRole('option', { name: 'Unique Comment', exact: true }).click();
  await admin.getByRole('combobox', { name: 'Platform' }).click();
  await admin.getByRole('option', { name: 'Instagram', exact: true }).click();
  await admin.getByRole('textbox', { name: 'Incentive' }).fill('80');
  await admin.getByLabel('Deadline').fill('2030-02-20T18:00');
  await admin.getByRole('textbox', { name: 'Unique comment URL' }).fill('https://www.instagram.com/p/glowlab');
  await admin.getByRole('textbox', { name: 'Instructions', exact: true }).fill('Comment your caption on the post');
  await admin.getByRole('button', { name: 'Create campaign' }).click();
  await expect(admin.getByRole('heading', { name: title })).toBeVisible();

  await admin.getByRole('textbox', { name: 'E-mail addresses' }).fill(creator.email);
  await admin.getByRole('button', { name: 'Send invitations' }).click();
  await expect(admin.getByRole('region', { name: 'Invitation results' })).toContainText(creator.email);

  // ...then pastes the captions, checks the preview (the server's check of each line), and assigns them.
  const captions = admin.getByRole('region', { name: 'Assign captions' });
  await captions
    .getByRole('textbox', { name: 'Caption lines' })
    .fill([`${creator.email},${caption},${postUrl}`, 'nobody-invited@example.com,Hello there'].join('\n'));
  await captions.getByRole('button', { name: 'Preview' }).click();
  const preview = captions.getByRole('table', { name: 'Caption preview' });
  await expect(preview.getByRole('row')).toHaveCount(3);
  await expect(preview.getByRole('row').filter({ hasText: creator.email })).toContainText('Ready');
  await expect(preview.getByRole('row').filter({ hasText: 'nobody-invited@example.com' })).toContainText(
    'No creator has this e-mail address',
  );
  await captions.getByRole('button', { name: 'Assign 1 caption' }).click();
  const results = captions.getByRole('table', { name: 'Caption results' });
  await expect(results.getByRole('row').filter({ hasText: creator.email })).toContainText('Assigned');
  await expect(results.getByRole('row').filter({ hasText: 'nobody-invited@example.com' })).toContainText(
    'Not assigned: No creator has this e-mail address',
  );

  // The creator sees no caption on the invite, accepts, and then sees it with the post's link.
  await signInThroughApi(influencer, creator.email, creator.password);
  await influencer.goto('/campaigns');
  await influencer.getByRole('link', { name: 'View More' }).first().click();
  await expect(influencer.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(influencer.getByText(caption)).toHaveCount(0);
  await influencer.getByRole('button', { name: 'Accept Task' }).click();
  await influencer.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(influencer.getByText('Task Accepted Successfully!')).toBeVisible();
  await influencer.reload();
  await expect(influencer.getByText(caption)).toBeVisible();
  await expect(influencer.getByRole('link', { name: postUrl })).toHaveAttribute('href', postUrl);

  // On a phone the long address wraps: the page is no wider than the screen.
  const phone = await creatorContext.newPage();
  await phone.setViewportSize({ width: 375, height: 812 });
  await phone.goto(influencer.url());
  await expect(phone.getByRole('link', { name: postUrl })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.close();

  // The creator sends the proof: a screenshot of the comment and its link.
  await influencer
    .getByLabel('Screenshots', { exact: true })
    .setInputFiles([{ name: 'comment.png', mimeType: 'image/png', buffer: PNG_BYTES }]);
  await expect(influencer.getByText('Uploaded')).toHaveCount(1);
  await influencer.getByRole('textbox', { name: 'URL Link' }).fill(`${postUrl}c/1/`);
  await influencer.getByRole('button', { name: 'Submit Task' }).click();
  await expect(influencer.getByText('Task Submitted Successfully')).toBeVisible();

  // The manager approves it, starts the payout and marks it paid.
  const item = await openQueueItem(admin, 'submissions', creator.fullName, title);
  await expect(item).toContainText(caption);
  await item.getByRole('button', { name: 'Approve submission' }).click();
  await expect(item).toHaveCount(0);

  await admin.goto('/admin/payouts');
  const payouts = admin.getByRole('table', { name: 'Payouts', exact: true });
  await payouts.getByRole('checkbox', { name: `Select ${creator.fullName}, ${title}` }).check();
  await admin.getByRole('button', { name: 'Start processing' }).click();
  await expect(admin.getByText('Started 1 payout')).toBeVisible();
  await payouts.getByRole('row').filter({ hasText: title }).getByRole('button', { name: 'Mark paid' }).click();
  await admin.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(payouts.getByRole('row').filter({ hasText: title })).toHaveCount(0);

  // The creator sees the payment.
  await influencer.goto('/payment-history');
  const payment = influencer.getByRole('row').filter({ hasText: title });
  await expect(payment).toContainText('80.00');
  await expect(payment).toContainText('Successful');

  await adminContext.close();
  await creatorContext.close();
});
