import { expect, test } from '@playwright/test';
import {
  createCreator,
  field,
  PASSWORD,
  signInThroughApi,
  signUpThroughForm,
  uniqueEmail,
} from './support/fixtures.ts';
import { completeProfileSteps, firstRunStep, pick } from './support/profile-form.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('on a phone a new creator signs up, completes the four steps of Getting started and reaches the dashboard', async ({
  page,
}) => {
  await signUpThroughForm(page, { fullName: 'Nur First Run', email: uniqueEmail('first-run'), password: PASSWORD });
  await expect(page).toHaveURL(/\/getting-started$/);
  await expect(page.getByText('0 of 4 done')).toBeVisible();
  await expect(page.getByText('Brands pick creators by audience: add your follower counts.')).toBeVisible();
  // Until the follower counts are saved (SPEC §9), there is no leaving.
  await expect(page.getByRole('link', { name: 'Finish later' })).toHaveCount(0);

  await completeProfileSteps(page);
  await expect(page.getByText('3 of 4 done')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Finish later' })).toBeVisible();

  // The last step opened by itself: the payment details form.
  await expect(page.getByRole('button', { name: 'Start Payment Details' })).toHaveAttribute('aria-expanded', 'true');
  await pick(page, 'Payment Method', 'Paypal');
  await field(page, 'PayPal Email').fill('first-run@paypal.example');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The checklist stays at its address, every step done.
  await page.goto('/getting-started');
  await expect(page.getByText('4 of 4 done')).toBeVisible();
  await expect(firstRunStep(page, 'Payment Details').getByText('Done', { exact: true })).toBeVisible();
});

test('on a phone Edit Profile folds its sections and keeps Save in reach', async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'phone-profile');
  await signInThroughApi(page, creator.email, creator.password);
  await page.goto('/edit-profile');

  const profile = page.getByRole('button', { name: 'Profile', exact: true });
  await expect(page.getByRole('button', { name: 'Contact Details' })).toHaveAttribute('aria-expanded', 'true');
  await expect(profile).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeInViewport();

  // An error in a closed section opens it and takes the focus to its field.
  await page.getByRole('button', { name: 'Social Media Accounts' }).click();
  await field(page, 'Instagram followers').fill('12k');
  await page.getByRole('button', { name: 'Social Media Accounts' }).click();
  await expect(field(page, 'Instagram followers')).toBeHidden();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(field(page, 'Instagram followers')).toBeFocused();
  await expect(page.getByText('Please enter numbers only in Instagram followers field')).toBeVisible();
  await expect(profile).toHaveAttribute('aria-expanded', 'false');
});
