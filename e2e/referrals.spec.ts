import { expect, test } from '@playwright/test';
import { BackOffice, campaignFor } from './support/back-office.ts';
import { CreatorApi } from './support/creator-api.ts';
import {
  agreeToTerms,
  chooseCountry,
  createCreator,
  field,
  openSignedIn,
  PASSWORD,
  signInThroughApi,
  uniqueEmail,
} from './support/fixtures.ts';
import { completeProfileSteps } from './support/profile-form.ts';

let backOffice: BackOffice;
test.beforeAll(async ({ baseURL }) => {
  backOffice = await BackOffice.open(baseURL as string);
});
test.afterAll(() => backOffice.close());

test('a creator shares a referral link, a friend signs up through it, and the fee is paid once the friend is', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const referrer = await createCreator(request, baseURL as string, 'referrer');
  const title = `Velo Bikes ${Date.now()}`;
  const { id: campaignId } = await backOffice.createCampaign(
    campaignFor(title, {
      referralFee: 25,
      referralCriteria: 'Your friend completes the ride post',
      referralInstructions: 'Share the link',
    }),
  );
  const taskId = await backOffice.inviteInfluencer(campaignId, referrer.email);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInThroughApi(page, referrer.email, referrer.password);
  await page.goto(`/campaign/${taskId}`);
  await expect(page.getByRole('heading', { name: 'Refer a Friend' })).toBeVisible();
  await expect(page.getByText('Your friend completes the ride post')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Referral Link' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Generate Referral Link' }).click();
  const linkField = page.getByRole('textbox', { name: 'Referral Link' });
  await expect(linkField).toHaveValue(new RegExp(`^${baseURL}/refer/[A-Za-z0-9_-]{12}$`));
  const link = await linkField.inputValue();
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Link Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The friend: a new visitor in a browser of their own.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(new URL(link).pathname);
  await expect(friend.getByText(title)).toBeVisible();
  await friend.getByRole('button', { name: 'Accept Task' }).click();
  const friendEmail = uniqueEmail('friend');
  await field(friend, 'Full Name').fill('Farid Referred');
  await field(friend, 'Email').fill(friendEmail);
  await field(friend, 'Password').fill(PASSWORD);
  await field(friend, 'Confirm Password').fill(PASSWORD);
  await field(friend, 'Contact Number').fill('+60 13-222 3344');
  await chooseCountry(friend, 'Malaysia');
  await agreeToTerms(friend);
  await friend.getByRole('button', { name: 'Sign Up' }).last().click();
  // The friend applies at once (SPEC §2), then completes their profile (Getting started) and goes on to My Tasks.
  await expect(friend).toHaveURL(new RegExp(`${new URL(link).pathname}$`));
  await friend.getByRole('button', { name: 'Apply for Task' }).click();
  await expect(friend.getByText('Applied Successfully')).toBeVisible();
  await expect(friend).toHaveURL(/\/getting-started\?next=%2Fmy-tasks$/);
  await completeProfileSteps(friend);
  await friend.getByRole('link', { name: 'Finish later' }).click();
  await expect(friend).toHaveURL(/\/my-tasks$/);
  await friendContext.close();

  await page.reload();
  const referrals = page.locator('#referrals');
  await expect(referrals.getByRole('cell', { name: 'Farid Referred' })).toBeVisible();
  await expect(referrals.getByRole('cell', { name: 'Invited' })).toBeVisible();
  // The link survives a visit: it loads instead of being generated again.
  await expect(page.getByRole('textbox', { name: 'Referral Link' })).toHaveValue(link);

  // The friend's task goes through its whole life; the back office then pays the referral.
  const friendApi = await CreatorApi.signIn(baseURL as string, friendEmail, PASSWORD);
  const friendTasks = await friendApi.get<{ id: string; associatedCampaign: string }[]>('/api/task');
  const friendTaskId = friendTasks.find((task) => task.associatedCampaign === campaignId)?.id as string;
  await backOffice.approveApplication(friendTaskId);
  await friendApi.put('/api/task/accept', { task: friendTaskId, screeningResponses: [] });
  const screenshot = await friendApi.uploadScreenshot(campaignId);
  await friendApi.put('/api/task/submit', {
    newSubmission: { taskId: friendTaskId, screenshotURL: [screenshot], linkURL: 'https://twitter.com/farid/status/1' },
  });
  await backOffice.review(friendTaskId, 'approve');
  await friendApi.payByPaypal('farid@paypal.example');
  await backOffice.review(friendTaskId, 'startPayout');
  await backOffice.review(friendTaskId, 'markPaid', { reference: 'E2E-PAYOUT-1' });
  await friendApi.close();

  const referrerApi = await CreatorApi.signIn(baseURL as string, referrer.email, referrer.password);
  const [referral] = await referrerApi.get<{ id: string; status: string }[]>(
    `/api/referral/task?campaignId=${campaignId}`,
  );
  expect(referral?.status).toBe('REFERRAL-PAYMENT');
  await backOffice.payReferral(referral?.id as string);
  await referrerApi.close();

  await page.reload();
  await expect(referrals.getByRole('cell', { name: 'Approved' })).toBeVisible();
  await referrals.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/payment-history$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Referral');
  await expect(row).toContainText('Referred friend: Farid Referred');
  await expect(row).toContainText('RM 25.00');
  await expect(row).toContainText('Successful');

  // On a phone the amount and status show in full, without scrolling sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row.getByRole('cell', { name: 'RM 25.00' })).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole('cell', { name: 'Successful' })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('payment history starts empty', async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'history');
  await openSignedIn(page, creator.email, creator.password);
  await page.getByRole('navigation').getByRole('link', { name: 'Payment History' }).click();
  await expect(page.getByRole('heading', { name: 'Payment History' })).toBeVisible();
  await expect(page.getByText('You do not have any payments yet.')).toBeVisible();
});
