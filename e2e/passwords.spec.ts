import { expect, test } from '@playwright/test';
import { createCreator, latestMailTo, signIn } from './support/fixtures.ts';

test('a forgotten password is reset through the e-mailed link', async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'forgot');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(creator.email);
  await page.getByRole('button', { name: /reset/i }).click();
  await expect(
    page.getByText(
      'Success - if the email address you entered is valid you will receive instructions on how to reset your password by email.',
    ),
  ).toBeVisible();

  const mail = await latestMailTo(creator.email);
  const link = mail.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  expect(link).toBeDefined();
  await page.goto(new URL(link as string).pathname + new URL(link as string).search);
  await page.getByLabel('New Password').fill('a-fresh-password-2');
  await page.getByLabel('Confirm Password').fill('a-fresh-password-2');
  await page.getByRole('button', { name: /password/i }).click();
  await expect(page.getByText('Password Updated')).toBeVisible();

  await signIn(page, creator.email, creator.password);
  await expect(page.getByText('Incorrect email/password')).toBeVisible();
  await signIn(page, creator.email, 'a-fresh-password-2');
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
});

test('change password re-checks the current password and the confirmation', async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'change');
  await signIn(page, creator.email, creator.password);
  await page.getByRole('navigation').getByRole('link', { name: 'Change Password' }).click();

  await page.getByLabel('Current Password').fill('wrong-current-password');
  await page.getByLabel('New Password', { exact: true }).fill('next-password-3');
  await page.getByLabel('Confirm New Password').fill('next-password-4');
  await page.getByRole('button', { name: /change password|update password|save/i }).click();
  await expect(page.getByText('New passwords do not match', { exact: true })).toBeVisible();

  await page.getByLabel('Confirm New Password').fill('next-password-3');
  await page.getByRole('button', { name: /change password|update password|save/i }).click();
  await expect(page.getByText('Error updating credential')).toBeVisible();

  await page.getByLabel('Current Password').fill(creator.password);
  await page.getByRole('button', { name: /change password|update password|save/i }).click();
  await expect(page.getByText('Password Updated')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await signIn(page, creator.email, 'next-password-3');
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
});
