import { expect, test } from '@playwright/test';
import { createCreator, field, openSignedIn } from './support/fixtures.ts';
import { chip, pick } from './support/profile-form.ts';

test('a new creator is sent to Getting started wherever they go, until they save their follower counts', async ({
  page,
  request,
  baseURL,
}) => {
  const creator = await createCreator(request, baseURL as string, 'stale', { profile: 'just-signed-up' });
  await openSignedIn(page, creator.email, creator.password);
  await expect(page).toHaveURL(/\/getting-started(\?|$)/);
  for (const path of ['/', '/campaigns', '/bank-details', '/payment-history']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/getting-started(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  }
  // Edit Profile stays open to them, with SPEC's warning.
  await page.getByRole('navigation').getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please update followers to proceed' })).toBeVisible();
});

test('the whole profile is filled, validated and saved, then shown on the dashboard', async ({
  page,
  request,
  baseURL,
}) => {
  const creator = await createCreator(request, baseURL as string, 'profile', { profile: 'just-signed-up' });
  await openSignedIn(page, creator.email, creator.password);
  await page.getByRole('navigation').getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();

  // The country was given at sign-up; the rest is missing.
  await page.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'Please provide date of birth',
    'Please select gender',
    'Please select race',
    'Please select location',
    'Phease provide at least one language',
    'Please confirm if you have kids',
    'Please select marital status',
    'Please select at least one content type',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await field(page, 'Address Line 1').fill('12 Jalan Mawar');
  await field(page, 'City').fill('Shah Alam');
  await field(page, 'Postcode').fill('40000');
  await pick(page, 'State', 'Selangor');
  await field(page, 'Date of Birth').fill('1996-04-12');
  await pick(page, 'Gender', 'Female');
  await pick(page, 'Race', 'Malay');
  await pick(page, 'Languages', 'English');
  await page.keyboard.press('Escape');
  await chip(page, 'Malay');
  await pick(page, 'Marital Status', 'Single');
  await page.getByRole('radio', { name: 'No' }).check();
  await chip(page, 'Beauty');
  await chip(page, 'Foodie');

  await field(page, 'Instagram followers').fill('12k');
  await field(page, 'LinkedIn link').fill('linkedin.com/in/someone');
  // A space in the host: the browser's URL parser would keep it, the server refuses it.
  await field(page, 'Lemon8 link').fill('https://lemon8 app.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter numbers only in Instagram followers field', { exact: true })).toBeVisible();
  for (const platform of ['LinkedIn', 'Lemon8']) {
    await expect(
      page.getByText(`${platform} link is invalid - Please provide full URL including https://`, { exact: true }),
    ).toBeVisible();
  }

  await field(page, 'Instagram followers').fill('12500');
  await field(page, 'LinkedIn link').fill('https://linkedin.com/in/someone');
  await field(page, 'Lemon8 link').fill('https://lemon8-app.com/someone');
  await field(page, 'Instagram link').fill('https://instagram.com/someone');
  await field(page, 'Telegram link').fill('@someone');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'My Dashboard' }).click();
  const profileCard = page.getByRole('region', { name: 'My Profile' });
  await expect(profileCard).toContainText('Selangor');
  await expect(profileCard).toContainText('Beauty');
  await expect(page.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/someone');
  await expect(page.getByRole('link', { name: /community chat group/i })).toHaveAttribute(
    'href',
    'https://t.me/creatorportal_my',
  );
});

test('changing the country clears the state and filters the lists', async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'country');
  await openSignedIn(page, creator.email, creator.password);
  await page.getByRole('navigation').getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('combobox', { name: 'State', exact: true })).toHaveValue('Selangor');

  await pick(page, 'Country', 'Singapore');
  await expect(page.getByRole('combobox', { name: 'State', exact: true })).toHaveValue('');
  await page.getByRole('combobox', { name: 'State', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Central', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Selangor', exact: true })).toHaveCount(0);
});

test('both payment methods are saved and shown masked on the dashboard', async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'payout');
  await openSignedIn(page, creator.email, creator.password);
  await page.getByRole('navigation').getByRole('link', { name: 'Payment Details' }).click();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please select payment method', { exact: true })).toBeVisible();
  await pick(page, 'Payment Method', 'Bank Transfer');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please select bank name', { exact: true })).toBeVisible();
  await pick(page, 'Bank Name', 'Maybank');
  await field(page, 'Bank Account Name').fill(creator.fullName);
  await field(page, 'Bank Account Number').fill('1234 5678 9012');
  await pick(page, 'Document Type', 'NRIC');
  await field(page, 'NRIC Number').fill('960412-10-5678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payment details updated')).toBeVisible();
  await expect(page.getByText('Payment details updated')).toBeHidden();

  await page.getByRole('navigation').getByRole('link', { name: 'My Dashboard' }).click();
  // The payment page (with its bank list) can still be on screen while the dashboard loads.
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await expect(page.getByText('Maybank', { exact: true })).toBeVisible();
  await expect(page.getByText('9012', { exact: false })).toBeVisible();
  await expect(page.getByText('1234 5678 9012')).toHaveCount(0);

  await page.getByRole('navigation').getByRole('link', { name: 'Payment Details' }).click();
  await pick(page, 'Payment Method', 'Paypal');
  await expect(field(page, 'Bank Account Number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please provide paypal email', { exact: true })).toBeVisible();
  await field(page, 'PayPal Email').fill('creator@paypal.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payment details updated')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'My Dashboard' }).click();
  await expect(page.getByText('creator@paypal.example')).toBeVisible();
  await expect(page.getByText('Maybank')).toHaveCount(0);
});

test('the dashboard banner shows only for a country with a chat group', async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'laos');
  await openSignedIn(page, creator.email, creator.password);
  await expect(page.getByRole('link', { name: /community chat group/i })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Edit Profile' }).click();
  await pick(page, 'Country', 'Laos');
  await page.getByRole('combobox', { name: 'State', exact: true }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  // Malay is not offered in Laos, so the race was cleared; English is, so it stays.
  await pick(page, 'Race', 'Others');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'My Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: /community chat group/i })).toHaveCount(0);
});
